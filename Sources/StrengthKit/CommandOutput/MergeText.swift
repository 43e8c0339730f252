/// The terminal text of `exercise merge` (its report) and `exercise suggest` (the pairs).
package enum MergeText {
    package static func report(_ report: MergeReport) -> String {
        let from = "\"\(report.from.name)\""
        let into = "\"\(report.into.name)\""
        var lines = ["\(report.dryRun ? "Would merge" : "Merged") \(from) into \(into):"]
        if report.setsMoved == 0 {
            lines.append("  Sets: none to move; \(from) has no logged sets")
        } else {
            let count = report.workouts.count
            lines.append("  Sets: \(NumberText.grouped(report.setsMoved)) moved, from \(NumberText.counted(count, "workout")): "
                         + ShortList.text(report.workouts.map(\.id), limit: 5))
        }
        if report.workoutsCombined > 0 {
            lines.append("  Workouts that logged both, now with one \(into) entry: "
                         + ShortList.text(report.workouts.filter(\.combined).map(\.id), limit: 5))
        }
        if let conversion = report.conversion {
            lines.append("  Conversion: \(NumberText.grouped(conversion.sets)) \(conversion.from.displayName.lowercased()) "
                         + "\(NumberText.plural("set", conversion.sets)) become \(conversion.to.displayName.lowercased()): \(conversion.rule)")
        }
        lines.append("  New names of \(into): " + (report.aliasesAdded.isEmpty ? "none (it has them all)" : report.aliasesAdded.joined(separator: ", ")))
        if !report.templates.isEmpty {
            lines.append("  Templates now planning \(into): " + report.templates.map { template in
                template.name + (template.plansIntoTwice ? " (on two lines: it planned both)" : "")
            }.joined(separator: ", "))
        }
        if !report.posts.isEmpty {
            lines.append("  Journal posts now naming \(into): " + ShortList.text(report.posts, limit: 5))
        }
        if !report.categoriesTaken.isEmpty {
            lines.append("  Categories: \(into) had none and takes \(from)'s: " + report.categoriesTaken.joined(separator: ", "))
        }
        if report.notesAdded { lines.append("  Notes: \(from)'s notes are added after \(into)'s") }
        if report.setsHeld > 0, let example = report.heldExample {
            lines.append("  Held: \(NumberText.counted(report.setsHeld, "moved set")) far beyond \(into)'s history, with no later session "
                         + "near \(report.setsHeld == 1 ? "it" : "them") (\(example)); counted nowhere until confirmed or fixed "
                         + "(strength-site history held lists \(report.setsHeld == 1 ? "it" : "them") with the commands)")
        }
        lines.append("  \(from) \(report.dryRun ? "would leave" : "left") the library; its records are \(into)'s, computed from the moved sets.")
        if report.dryRun { lines.append("Nothing was changed (--dry-run).") }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func suggestions(_ suggestions: [MergeSuggestion]) -> String {
        guard !suggestions.isEmpty else { return "No two exercises look like the same exercise.\n" }
        let count = suggestions.count
        var lines = ["\(NumberText.counted(count, "pair")) of exercises look\(count == 1 ? "s" : "") like the same exercise, most likely first:"]
        for (index, suggestion) in suggestions.enumerated() {
            lines.append("")
            lines.append("\(index + 1). \"\(suggestion.from.name)\" (\(sets(suggestion.from.sets))) into \"\(suggestion.into.name)\" (\(sets(suggestion.into.sets)))")
            lines.append("   \(suggestion.why)")
            if let conversion = suggestion.conversion { lines.append("   \(conversion)") }
            lines.append("   \(suggestion.command)")
        }
        lines.append("")
        lines.append("Add --dry-run to a merge to see what it would change first.")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func sets(_ count: Int) -> String {
        "\(NumberText.counted(count, "set"))"
    }
}
