import Foundation

/// Every setting a lifter can change, one row each, in the order `settings show` prints them.
/// `settings set --help`, `settings show`, `settings set`'s reading and errors (an unknown key's "did
/// you mean"), `init`'s `--units`, `--time-zone` and `--title`, and the README's table are made from
/// these rows.
package enum SettingsTable {
    package static let rows: [Setting] = [
        Setting("units", aliases: ["unit"], help: "kg or lb — the unit weights are shown and typed in",
                field: \.units, expected: "kg or lb",
                parse: { word, _ in try Setting.accepted(WeightUnit(userText: word)) }, show: { unit, _ in unit.rawValue }),
        Setting("appearance", help: "light, dark or system — the site's colour scheme",
                field: \.appearance, expected: "light, dark or system",
                parse: { word, _ in try Setting.accepted(Appearance(rawValue: word.lowercased())) }, show: { appearance, _ in appearance.rawValue }),
        Setting("week-start", help: "monday (ISO, default), sunday, saturday, ... — first day of a training week",
                field: \.weekStart, expected: "a weekday such as monday or sunday",
                parse: { word, _ in try Setting.accepted(Weekday(userText: word)) }, show: { day, _ in day.rawValue }),
        Setting("time-zone", aliases: ["timezone"],
                help: "an IANA time zone such as Europe/Berlin — workouts belong to the local day of their start",
                field: \.timeZone, expected: "an IANA time zone such as Europe/Berlin or UTC",
                parse: { word, _ in try Setting.accepted(TimeZone(identifier: word).map { _ in word }) }, show: { zone, _ in zone }),
        Setting("one-rep-max-formula", aliases: ["1rm-formula", "formula"],
                help: "brzycki (default) or epley — how estimated 1RMs are computed",
                field: \.oneRepMax.formula, expected: "brzycki or epley",
                parse: { word, _ in try Setting.accepted(OneRepMaxFormula(rawValue: word.lowercased())) }, show: { formula, _ in formula.rawValue }),
        wholeNumber("rep-cap", aliases: ["one-rep-max-rep-cap"], field: \.oneRepMax.repCap, in: OneRepMaxSettings.repCapRange,
                    help: "— sets with more reps give no 1RM estimate"),
        Setting("site-title", aliases: ["title"], help: "the site's title",
                field: \.site.title, expected: "a title, which cannot be empty",
                parse: { word, _ in
                    let title = word.trimmingCharacters(in: .whitespacesAndNewlines)
                    return try Setting.accepted(title.isEmpty ? nil : title)
                }, show: { title, _ in title }),
        Setting("base-url", aliases: ["site-base-url"],
                help: "absolute URL the site is published at (for the sitemap and feed), or 'none'",
                field: \.site.baseURL, expected: "an absolute http(s) URL, or none",
                parse: { word, _ in
                    if isNone(word) { return nil }
                    guard WebAddress.isValidBase(word) else { throw Setting.NotAValue() }
                    return word.hasSuffix("/") ? word : word + "/"
                }, show: { address, _ in address ?? "none" }),
        // Any text is a name, so nothing is refused.
        Setting("author", aliases: ["site-author"], help: "the author named in the feed, or 'none'",
                field: \.site.author, expected: "a name",
                parse: { word, _ in isNone(word) ? nil : word }, show: { author, _ in author ?? "none" }),
        flag("publish-notes", aliases: ["privacy-notes"], field: \.privacy.publishNotes, help: "whether notes appear on the site"),
        flag("publish-body-weight", aliases: ["privacy-body-weight"], field: \.privacy.publishBodyWeight,
             help: "whether body-weight entries appear on the site"),
        wholeNumber("backups-kept", aliases: ["backups"], field: \.backupsKept, in: Settings.backupsKeptRange,
                    help: "— how many backups of the store .strength-site/backups/ keeps"),
        Setting("weight-increment", aliases: ["increment"],
                help: "a weight such as 2.5, 2.5kg or 5lb, or 'default' (2.5 kg; 5 lb in lb) — what a suggested weight rises by",
                field: \.weightIncrementKg, expected: "a weight above 0 and at most 50 kg, such as 2.5, 2.5kg or 5lb, or default",
                parse: weightIncrement, show: { increment, settings in
                    DisplayFormatter(unit: settings.units).weight(settings.effectiveWeightIncrementKg) + (increment == nil ? " (default)" : "")
                }),
        Setting("rest-timer", aliases: ["rest", "rest-seconds"],
                help: "seconds (\(Settings.restSecondsRange.lowerBound) to \(Settings.restSecondsRange.upperBound), "
                    + "default \(Settings.defaultRestSeconds)), or 1:30 — what 'workout rest' counts down without a time",
                field: \.restSeconds,
                expected: "seconds from \(Settings.restSecondsRange.lowerBound) to \(Settings.restSecondsRange.upperBound), or m:ss",
                parse: { word, _ in
                    // "90s" is how `settings show` prints it, so it reads back.
                    let text = word.hasSuffix("s") ? String(word.dropLast()) : word
                    let seconds = Int(text) ?? LocalDateTime.parseTime("0:" + text).map { $0.minute * 60 + $0.second }
                    return try Setting.accepted(seconds.flatMap { Settings.restSecondsRange.contains($0) ? $0 : nil })
                }, show: { _, settings in "\(settings.effectiveRestSeconds)s" }),
        Setting("weekly-sets-target", aliases: ["sets-target", "weekly-sets"],
                help: "LOW-HIGH working sets a week (default 10-20), or 'default' — the band the Muscles page measures each group against",
                field: \.weeklySetsTarget,
                expected: "LOW-HIGH sets a week with LOW below HIGH, up to \(WeeklySetsTarget.limit), such as 10-20, or 'default'",
                parse: { word, _ in word.lowercased() == "default" ? nil : try Setting.accepted(weeklySetsTarget(word)) },
                show: { _, settings in settings.effectiveWeeklySetsTarget.text }),
        Setting("dots", aliases: ["dots-coefficients"],
                help: "men, women or none (default) — the coefficients of the dashboard's DOTS score (relative strength); "
                    + "shown only when publish-body-weight is on, since the score and its total give the body weight away",
                field: \.dots, expected: "men, women or none",
                parse: { word, _ in
                    switch word.lowercased() {
                    case "men", "male": .men
                    case "women", "female": .women
                    case let text where isNone(text) || text == "off": nil
                    default: throw Setting.NotAValue()
                    }
                }, show: { dots, _ in dots?.rawValue ?? "none" }),
        Setting("big-lifts", aliases: ["big-lift", "biglifts"],
                help: "up to \(BigLifts.limit) weight × reps exercises, one name per argument (\"Back Squat\" \"Bench Press\"), "
                    + "or 'default' — the dashboard's big lifts; by default " + BigLifts.defaultRule,
                field: \.bigLifts, parseList: bigLifts,
                show: { ids, library in
                    ids.map { ids in ids.map { ShellWord.quoted(library?.exercise(id: $0)?.name ?? $0) }.joined(separator: " ") } ?? "default"
                }),
    ]

    /// The settings as a Markdown table, which README.md holds between two markers (`SettingsTableTests`).
    package static var markdown: String {
        (["| setting | also | value — what it decides |", "|---|---|---|"]
            + rows.map { row in
                "| `\(row.key)` | \(row.aliases.map { "`\($0)`" }.joined(separator: ", ")) | \(row.help.replacingOccurrences(of: "|", with: "\\|")) |"
            }).joined(separator: "\n") + "\n"
    }

    /// A whole number in `range`, its help opening with the range and the default.
    private static func wholeNumber(_ key: String, aliases: [String], field: WritableKeyPath<Settings, Int> & Sendable,
                                    in range: ClosedRange<Int>, help: String) -> Setting {
        Setting(key, aliases: aliases, help: "\(range.lowerBound) to \(range.upperBound) (default \(Settings()[keyPath: field])) \(help)",
                field: field, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)",
                parse: { word, _ in try Setting.accepted(Int(word).flatMap { range.contains($0) ? $0 : nil }) }, show: { number, _ in String(number) })
    }

    /// Yes or no (or another word for either), shown as yes or no.
    private static func flag(_ key: String, aliases: [String], field: WritableKeyPath<Settings, Bool> & Sendable, help: String) -> Setting {
        Setting(key, aliases: aliases, help: "yes or no — \(help)", field: field, expected: "yes or no",
                parse: { word, _ in
                    switch word.lowercased() {
                    case "yes", "true", "on", "1", "public": true
                    case "no", "false", "off", "0", "private": false
                    default: throw Setting.NotAValue()
                    }
                }, show: { flag, _ in flag ? "yes" : "no" })
    }

    private static func isNone(_ word: String) -> Bool {
        ["", "none", "-"].contains(word.lowercased())
    }

    /// In kilograms; a number without a unit is in the project's units. `nil` for 'default'.
    private static func weightIncrement(_ word: String, _ settings: Settings) throws -> Double? {
        let text = word.trimmingCharacters(in: .whitespaces).lowercased()
        if text == "default" || isNone(text) { return nil }
        let unit = text.hasSuffix("kg") ? WeightUnit.kg : text.hasSuffix("lb") ? .lb : settings.units
        let number = text.hasSuffix("kg") || text.hasSuffix("lb") ? String(text.dropLast(2)) : text
        guard let amount = Double(number.trimmingCharacters(in: .whitespaces)), amount.isFinite,
              Settings.weightIncrementRange.contains(unit.kilograms(amount)) else { throw Setting.NotAValue() }
        return unit.kilograms(amount)
    }

    /// `12-18` (or with an en dash, as `settings show` prints it).
    private static func weeklySetsTarget(_ word: String) -> WeeklySetsTarget? {
        let parts = word.replacingOccurrences(of: "–", with: "-").split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let low = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let high = Int(parts[1].trimmingCharacters(in: .whitespaces)),
              low >= 1, low < high, high <= WeeklySetsTarget.limit else { return nil }
        return WeeklySetsTarget(low: low, high: high)
    }

    /// The ids of the exercises named, one per word (a name may hold a comma), or `nil` for 'default'.
    private static func bigLifts(_ words: [String], exercise: (String) throws -> Exercise) throws -> [String]? {
        let joined = words.joined(separator: " ")
        if words.count == 1, ["default", "none", ""].contains(words[0].trimmingCharacters(in: .whitespaces).lowercased()) { return nil }
        guard !words.isEmpty, words.count <= BigLifts.limit else {
            throw Setting.Refusal(value: joined, expected: "a list of at most \(NumberText.counted(BigLifts.limit, "exercise")), one name per argument, or 'default'")
        }
        var ids: [String] = []
        for word in words {
            let found = try exercise(word)
            guard found.type == .weightReps else {
                throw Setting.Refusal(value: word, expected: "a weight × reps exercise: a big lift shows its best estimated 1RM, and "
                                      + "\(found.name) is " + found.type.displayName.lowercased())
            }
            guard !ids.contains(found.id) else {
                throw Setting.Refusal(value: joined, expected: "a list naming each exercise once (\(found.name) is named twice)")
            }
            ids.append(found.id)
        }
        return ids
    }
}
