/// The terminal text of `template list|show` and `split list|show`. Pure: the JSON views in, text out.
package enum ProgramText {
    package static func templateList(_ rows: [TemplateSummary]) -> String {
        guard !rows.isEmpty else {
            return "No templates yet. Add one with `strength-site template add \"Push A\" \"Bench Press: 3x5\"`.\n"
        }
        let table = rows.map { row in
            [row.name, NumberText.counted(row.exerciseCount, "exercise"), usedText(row.usage),
             row.usage.lastUsed.map { "last " + DisplayFormatter.date(of: $0) } ?? "", row.id]
        }
        return TerminalText.table([["Template", "Exercises", "Done", "Last", "Id"]] + table, rightAligned: [])
    }

    package static func templateDetail(_ detail: TemplateDetail) -> String {
        var lines = [detail.name + " (\(detail.id))"]
        if let notes = detail.notes { lines += TerminalText.indent(notes, by: "  ") }
        lines.append("")
        for line in detail.exercises {
            lines.append("\(line.position). \(line.name) — \(line.targetDisplay)")
            if let notes = line.planned.notes { lines += TerminalText.indent(notes, by: "     ") }
        }
        lines.append("")
        if detail.usedBy.isEmpty {
            lines.append("On no split day.")
        } else {
            lines.append("On " + detail.usedBy.map { "\($0.dayName) (\($0.splitName)\($0.active ? ", active" : ""))" }.joined(separator: ", ") + ".")
        }
        if let last = detail.usage.lastUsed, let workout = detail.usage.lastWorkout {
            lines.append("Done \(usedText(detail.usage)); last \(DisplayFormatter.date(of: last)) (\(workout)).")
        } else {
            lines.append("Not done yet.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func splitList(_ splits: [SplitDetail]) -> String {
        guard !splits.isEmpty else {
            return "No splits yet. Add one with `strength-site split add \"Upper Lower\" --day \"Upper: Upper A\" --day \"Lower: Lower A\"`.\n"
        }
        let table = splits.map { split in
            [split.active ? "*" : "", split.name, split.days.map(\.name).joined(separator: ", "), split.id]
        }
        let note = splits.contains(where: \.active) ? "* active\n" : "No split is active; activate one with `strength-site split activate NAME`.\n"
        return TerminalText.table([["", "Split", "Days", "Id"]] + table, rightAligned: []) + note
    }

    package static func splitDetail(_ split: SplitDetail) -> String {
        var lines = [split.name + " (\(split.id))" + (split.active ? " — active" : "")]
        for day in split.days {
            lines.append("\(day.next ? "→" : " ") \(day.position). " + dayText(day.name, templates: day.templates.map(\.name)))
        }
        if let next = split.days.first(where: \.next) {
            lines.append("Next: \(next.name)" + (split.lastWorkout == nil ? " (no workout from this split yet)." : " (the day after the last workout from this split, \(split.lastWorkout ?? ""))."))
        } else if !split.active {
            lines.append("Not active; activate it with `strength-site split activate \"\(split.name)\"` to follow its days.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A split day and its templates, the name said once when its one template has it: `Upper A`,
    /// `Push: Push A, Arms`, `Rest: no templates`.
    static func dayText(_ name: String, templates: [String]) -> String {
        if templates == [name] { return name }
        return "\(name): " + (templates.isEmpty ? "no templates" : templates.joined(separator: ", "))
    }

    private static func usedText(_ usage: TemplateUsage) -> String {
        guard usage.timesUsed > 0 else { return "never" }
        return "\(usage.timesUsed)× (\(usage.timesUsedLast8Weeks) in 8 weeks)"
    }
}

extension ProgramText {
    /// The note for an exercise a template command created.
    package static func created(_ exercise: Exercise) -> String {
        "Created exercise \"\(exercise.name)\" (\(exercise.type.displayName.lowercased()))"
    }
}
