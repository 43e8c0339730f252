import Foundation

/// `settings set KEY VALUE`: the keys a lifter can change and how each value is read.
package enum SettingsEditor {
    /// Every key with a one-line description, in the order `settings show` prints them.
    package static let keys: [(key: String, help: String)] = [
        ("units", "kg or lb — the unit weights are shown and typed in"),
        ("appearance", "light, dark or system — the site's colour scheme"),
        ("week-start", "monday (ISO, default), sunday, saturday, ... — first day of a training week"),
        ("time-zone", "an IANA time zone such as Europe/Berlin — workouts belong to the local day of their start"),
        ("one-rep-max-formula", "brzycki (default) or epley — how estimated 1RMs are computed"),
        ("rep-cap", "1 to 30 (default 12) — sets with more reps give no 1RM estimate"),
        ("site-title", "the site's title"),
        ("base-url", "absolute URL the site is published at (for the sitemap and feed), or 'none'"),
        ("author", "the author named in the feed, or 'none'"),
        ("publish-notes", "yes or no — whether notes appear on the site"),
        ("publish-body-weight", "yes or no — whether body-weight entries appear on the site"),
        ("backups-kept", "1 to 1000 (default 10) — how many backups of the store .strength-site/backups/ keeps"),
        ("weight-increment", "a weight such as 2.5, 2.5kg or 5lb, or 'default' (2.5 kg; 5 lb in lb) — what a suggested weight rises by"),
        ("rest-timer", "seconds (1 to 3600, default 90), or 1:30 — what 'workout rest' counts down without a time"),
        ("weekly-sets-target", "LOW-HIGH working sets a week (default 10-20), or 'default' — the band the Muscles page measures each group against"),
        ("dots", "men, women or none (default) — the coefficients of the dashboard's DOTS score (relative strength); "
            + "shown only when publish-body-weight is on, since the score and its total give the body weight away"),
        ("big-lifts", "up to \(BigLifts.limit) weight × reps exercises, one name per argument (\"Back Squat\" \"Bench Press\"), "
            + "or 'default' — the dashboard's big lifts; by default " + BigLifts.defaultRule),
    ]

    package enum Failure: Error, Equatable, CustomStringConvertible {
        case unknownKey(String)
        case badValue(key: String, value: String, expected: String)
        case oneValue(key: String, given: Int)

        package var description: String { message(keyAsOption: false) }

        /// - Parameter keyAsOption: the setting was given as an option of the same name (`init
        ///   --time-zone`), not as `settings set`'s KEY, and is named with its dashes.
        package func message(keyAsOption: Bool) -> String {
            switch self {
            case .unknownKey(let key):
                if let near = NearestWord.to(key, among: SettingsEditor.keys.map(\.key)) {
                    "unknown setting '\(key)'; did you mean '\(near)'?"
                } else {
                    "unknown setting '\(key)'; settings are \(SettingsEditor.keys.map(\.key).joined(separator: ", "))"
                }
            case .badValue(let key, let value, let expected):
                "\(keyAsOption ? "--" : "")\(key): '\(value)' is not \(expected)"
            case .oneValue(let key, let given):
                "\(key) takes one value, not \(given); quote a value that has spaces"
            }
        }
    }

    /// Changes one setting from the words given after its key: `big-lifts` takes one exercise per
    /// word (a name may hold a comma) and finds each with `exercise` (the library's lookup, which
    /// throws for a name it does not know); every other key takes one word.
    @discardableResult
    package static func set(_ key: String, to words: [String], in settings: inout Settings,
                            exercise: (String) throws -> Exercise) throws -> String {
        let normalizedKey = normalized(key)
        if bigLiftsKeys.contains(normalizedKey) {
            settings.bigLifts = try bigLifts(words, exercise: exercise)
            return "big-lifts"
        }
        guard words.count == 1 else { throw Failure.oneValue(key: normalizedKey, given: words.count) }
        return try set(key, to: words[0], in: &settings)
    }

    private static let bigLiftsKeys: Set<String> = ["big-lifts", "big-lift", "biglifts"]

    /// The ids of the exercises named, or `nil` for 'default'.
    private static func bigLifts(_ words: [String], exercise: (String) throws -> Exercise) throws -> [String]? {
        let joined = words.joined(separator: " ")
        func bad(_ value: String, _ expected: String) -> Failure { .badValue(key: "big-lifts", value: value, expected: expected) }
        if words.count == 1, ["default", "none", ""].contains(words[0].trimmingCharacters(in: .whitespaces).lowercased()) { return nil }
        guard !words.isEmpty, words.count <= BigLifts.limit else {
            throw bad(joined, "a list of at most \(NumberText.counted(BigLifts.limit, "exercise")), one name per argument, or 'default'")
        }
        var ids: [String] = []
        for word in words {
            let found = try exercise(word)
            guard found.type == .weightReps else {
                throw bad(word, "a weight × reps exercise: a big lift shows its best estimated 1RM, and \(found.name) is "
                          + found.type.displayName.lowercased())
            }
            guard !ids.contains(found.id) else { throw bad(joined, "a list naming each exercise once (\(found.name) is named twice)") }
            ids.append(found.id)
        }
        return ids
    }

    private static func normalized(_ key: String) -> String {
        key.lowercased().replacingOccurrences(of: "_", with: "-").replacingOccurrences(of: ".", with: "-")
    }

    /// Changes one setting, or throws naming the key or value that is wrong. Returns the key as
    /// `keys` names it (`unit` and `units` are the same setting).
    @discardableResult
    package static func set(_ key: String, to value: String, in settings: inout Settings) throws -> String {
        let normalizedKey = normalized(key)
        func bad(_ expected: String) -> Failure { .badValue(key: normalizedKey, value: value, expected: expected) }
        switch normalizedKey {
        case "units", "unit":
            guard let unit = WeightUnit(userText: value) else { throw bad("kg or lb") }
            settings.units = unit
            return "units"
        case "appearance":
            guard let appearance = Appearance(rawValue: value.lowercased()) else { throw bad("light, dark or system") }
            settings.appearance = appearance
            return "appearance"
        case "week-start":
            guard let day = Weekday(userText: value) else { throw bad("a weekday such as monday or sunday") }
            settings.weekStart = day
            return "week-start"
        case "time-zone", "timezone":
            guard TimeZone(identifier: value) != nil else { throw bad("an IANA time zone such as Europe/Berlin or UTC") }
            settings.timeZone = value
            return "time-zone"
        case "one-rep-max-formula", "1rm-formula", "formula":
            guard let formula = OneRepMaxFormula(rawValue: value.lowercased()) else { throw bad("brzycki or epley") }
            settings.oneRepMax.formula = formula
            return "one-rep-max-formula"
        case "rep-cap", "one-rep-max-rep-cap":
            guard let cap = Int(value), OneRepMaxSettings.repCapRange.contains(cap) else { throw bad("a whole number from 1 to 30") }
            settings.oneRepMax.repCap = cap
            return "rep-cap"
        case "site-title", "title":
            let title = value.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !title.isEmpty else { throw bad("a title, which cannot be empty") }
            settings.site.title = title
            return "site-title"
        case "base-url", "site-base-url":
            if isNone(value) {
                settings.site.baseURL = nil
            } else {
                guard WebAddress.isValidBase(value) else { throw bad("an absolute http(s) URL, or none") }
                settings.site.baseURL = value.hasSuffix("/") ? value : value + "/"
            }
            return "base-url"
        case "author", "site-author":
            settings.site.author = isNone(value) ? nil : value
            return "author"
        case "publish-notes", "privacy-notes":
            guard let flag = parseFlag(value) else { throw bad("yes or no") }
            settings.privacy.publishNotes = flag
            return "publish-notes"
        case "publish-body-weight", "privacy-body-weight":
            guard let flag = parseFlag(value) else { throw bad("yes or no") }
            settings.privacy.publishBodyWeight = flag
            return "publish-body-weight"
        case "backups-kept", "backups":
            guard let count = Int(value), Settings.backupsKeptRange.contains(count) else { throw bad("a whole number from 1 to 1000") }
            settings.backupsKept = count
            return "backups-kept"
        case "weight-increment", "increment":
            let text = value.trimmingCharacters(in: .whitespaces).lowercased()
            if text == "default" || isNone(text) {
                settings.weightIncrementKg = nil
                return "weight-increment"
            }
            let unit = text.hasSuffix("kg") ? WeightUnit.kg : text.hasSuffix("lb") ? .lb : settings.units
            let number = text.hasSuffix("kg") || text.hasSuffix("lb") ? String(text.dropLast(2)) : text
            guard let amount = Double(number.trimmingCharacters(in: .whitespaces)), amount.isFinite,
                  Settings.weightIncrementRange.contains(unit.kilograms(amount)) else {
                throw bad("a weight above 0 and at most 50 kg, such as 2.5, 2.5kg or 5lb, or default")
            }
            settings.weightIncrementKg = unit.kilograms(amount)
            return "weight-increment"
        case "rest-timer", "rest", "rest-seconds":
            // "90s" is how `settings show` prints it, so it reads back.
            let text = value.hasSuffix("s") ? String(value.dropLast()) : value
            let seconds = Int(text) ?? LocalDateTime.parseTime("0:" + text).map { $0.minute * 60 + $0.second }
            guard let seconds, Settings.restSecondsRange.contains(seconds) else { throw bad("seconds from 1 to 3600, or m:ss") }
            settings.restSeconds = seconds
            return "rest-timer"
        case "weekly-sets-target", "sets-target", "weekly-sets":
            if value.lowercased() == "default" {
                settings.weeklySetsTarget = nil
                return "weekly-sets-target"
            }
            let parts = value.replacingOccurrences(of: "–", with: "-").split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let low = Int(parts[0].trimmingCharacters(in: .whitespaces)),
                  let high = Int(parts[1].trimmingCharacters(in: .whitespaces)),
                  low >= 1, low < high, high <= WeeklySetsTarget.limit else {
                throw bad("LOW-HIGH sets a week with LOW below HIGH, up to \(WeeklySetsTarget.limit), such as 10-20, or 'default'")
            }
            settings.weeklySetsTarget = WeeklySetsTarget(low: low, high: high)
            return "weekly-sets-target"
        case "dots", "dots-coefficients":
            switch value.lowercased() {
            case "men", "male": settings.dots = .men
            case "women", "female": settings.dots = .women
            case let text where isNone(text) || text == "off": settings.dots = nil
            default: throw bad("men, women or none")
            }
            return "dots"
        case let bigLiftsKey where bigLiftsKeys.contains(bigLiftsKey):
            // No library to find names in: only 'default' reads here (see `set(_:to:in:exercise:)`).
            return try set(bigLiftsKey, to: [value], in: &settings) { throw NotFoundError(kind: "exercise", name: $0) }
        default:
            throw Failure.unknownKey(key)
        }
    }

    /// The current value of every key, as `settings show` prints it.
    /// The big lifts by their names in `library` (by id without one, or for an id it lacks), each
    /// quoted as `settings set big-lifts` takes them.
    package static func values(of settings: Settings, library: ExerciseLibrary? = nil) -> [(key: String, value: String)] {
        [
            ("units", settings.units.rawValue),
            ("appearance", settings.appearance.rawValue),
            ("week-start", settings.weekStart.rawValue),
            ("time-zone", settings.timeZone),
            ("one-rep-max-formula", settings.oneRepMax.formula.rawValue),
            ("rep-cap", String(settings.oneRepMax.repCap)),
            ("site-title", settings.site.title),
            ("base-url", settings.site.baseURL ?? "none"),
            ("author", settings.site.author ?? "none"),
            ("publish-notes", settings.privacy.publishNotes ? "yes" : "no"),
            ("publish-body-weight", settings.privacy.publishBodyWeight ? "yes" : "no"),
            ("backups-kept", String(settings.backupsKept)),
            ("weight-increment", DisplayFormatter(unit: settings.units).weight(settings.effectiveWeightIncrementKg)
                + (settings.weightIncrementKg == nil ? " (default)" : "")),
            ("rest-timer", "\(settings.effectiveRestSeconds)s"),
            ("weekly-sets-target", settings.effectiveWeeklySetsTarget.text),
            ("dots", settings.dots?.rawValue ?? "none"),
            ("big-lifts", settings.bigLifts.map { ids in ids.map { ShellWord.quoted(library?.exercise(id: $0)?.name ?? $0) }.joined(separator: " ") } ?? "default"),
        ]
    }

    private static func isNone(_ value: String) -> Bool {
        ["", "none", "-"].contains(value.lowercased())
    }

    private static func parseFlag(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "yes", "true", "on", "1", "public": true
        case "no", "false", "off", "0", "private": false
        default: nil
        }
    }
}
