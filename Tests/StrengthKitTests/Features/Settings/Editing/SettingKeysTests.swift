@testable import StrengthKit
import Testing

/// A setting is one row of `SettingsTable`: these tests walk every row — its key and aliases read,
/// a word it refuses is refused in its own words, what it shows reads back — so a new row fails
/// here until it is given a changed value and a refused word below.
struct SettingKeysTests {
    /// A value for every key that is not its default, so a reader that ignores its value shows.
    static let changed: [(key: String, value: String)] = [
        ("units", "lb"), ("appearance", "dark"), ("week-start", "sunday"), ("time-zone", "Europe/Berlin"),
        ("one-rep-max-formula", "epley"), ("rep-cap", "8"), ("site-title", "Sam's Lifting"),
        ("base-url", "https://example.org/lifting/"), ("author", "Sam"), ("publish-notes", "no"),
        ("publish-body-weight", "yes"), ("backups-kept", "3"), ("weight-increment", "5lb"),
        ("rest-timer", "2:30"), ("weekly-sets-target", "12-18"), ("dots", "women"), ("big-lifts", "Bench Press"),
    ]

    /// A word each setting refuses and the whole message, written out by hand. `author` takes any text.
    static let refused: [(key: String, word: String, message: String)] = [
        ("units", "stone", "units: 'stone' is not kg or lb"),
        ("appearance", "dim", "appearance: 'dim' is not light, dark or system"),
        ("week-start", "someday", "week-start: 'someday' is not a weekday such as monday or sunday"),
        ("time-zone", "Mars/Base", "time-zone: 'Mars/Base' is not an IANA time zone such as Europe/Berlin or UTC"),
        ("one-rep-max-formula", "lombardi", "one-rep-max-formula: 'lombardi' is not brzycki or epley"),
        ("rep-cap", "31", "rep-cap: '31' is not a whole number from 1 to 30"),
        ("site-title", " ", "site-title: ' ' is not a title, which cannot be empty"),
        ("base-url", "ftp://x", "base-url: 'ftp://x' is not an absolute http(s) URL, or none"),
        ("publish-notes", "maybe", "publish-notes: 'maybe' is not yes or no"),
        ("publish-body-weight", "2", "publish-body-weight: '2' is not yes or no"),
        ("backups-kept", "0", "backups-kept: '0' is not a whole number from 1 to 1000"),
        ("weight-increment", "51kg",
         "weight-increment: '51kg' is not a weight above 0 and at most 50 kg, such as 2.5, 2.5kg or 5lb, or default"),
        ("rest-timer", "default", "rest-timer: 'default' is not seconds from 1 to 3600, or m:ss"),
        ("weekly-sets-target", "none",
         "weekly-sets-target: 'none' is not LOW-HIGH sets a week with LOW below HIGH, up to 100, such as 10-20, or 'default'"),
        ("dots", "both", "dots: 'both' is not men, women or none"),
        ("big-lifts", "Plank", "big-lifts: 'Plank' is not a weight × reps exercise: a big lift shows its best estimated 1RM, and Plank is duration"),
    ]

    /// The starter library, where `big-lifts` finds its exercises.
    static let library = StarterLibrary.library

    static func find(_ name: String) throws -> Exercise {
        guard let found = ExerciseMatcher(library: library).exercise(matching: name) else { throw NotFoundError(kind: "exercise", name: name) }
        return found
    }

    /// The words `settings set KEY` takes for what `settings show` printed: big-lifts quotes each name.
    static func words(_ key: String, shown: String) -> [String] {
        key == "big-lifts" && shown != "default" ? shown.matches(of: /"([^"]*)"/).map { String($0.output.1) } : [shown]
    }

    @Test func everyRowHasAChangedValueAndARefusedWord() {
        let keys = SettingsTable.rows.map(\.key)
        #expect(Self.changed.map(\.key) == keys, "a new key needs a changed value here")
        #expect(Self.refused.map(\.key) == keys.filter { $0 != "author" }, "a new key needs a word it refuses here")
        #expect(SettingsEditor.values(of: Settings()).map(\.key) == keys)
        let names = SettingsTable.rows.flatMap { [$0.key] + $0.aliases }
        #expect(Set(names).count == names.count, "a key or alias names two settings")
    }

    @Test func everyKeyAndAliasIsReadAsItsSetting() throws {
        let values = Dictionary(uniqueKeysWithValues: Self.changed.map { ($0.key, $0.value) })
        for row in SettingsTable.rows {
            // A row without a changed value fails `everyRowHasAChangedValueAndARefusedWord`.
            guard let value = values[row.key] else { continue }
            for name in [row.key] + row.aliases {
                var settings = Settings()
                #expect(try SettingsEditor.set(name, to: [value], in: &settings, exercise: Self.find) == row.key)
                #expect(settings != Settings(), "\(name) \(value) changed nothing")
                #expect(row.value(in: settings, library: Self.library) != row.value(in: Settings(), library: Self.library),
                        "\(name) \(value) changed nothing settings show prints")
            }
        }
    }

    @Test func aWordASettingDoesNotTakeIsRefusedInItsWords() {
        for (key, word, message) in Self.refused {
            var settings = Settings()
            do {
                try SettingsEditor.set(key, to: [word], in: &settings, exercise: Self.find)
                Issue.record("settings set \(key) \(word) was not refused")
            } catch {
                #expect("\(error)" == message)
            }
            #expect(settings == Settings(), "a refused \(key) changed the settings")
        }
    }

    /// What `settings show` prints for each key, typed back into `settings set`, changes nothing.
    @Test func everyShownValueReadsBackAsItself() throws {
        var settings = Settings()
        for (key, value) in Self.changed { _ = try SettingsEditor.set(key, to: [value], in: &settings, exercise: Self.find) }
        for (key, shown) in SettingsEditor.values(of: settings, library: Self.library) {
            var copy = settings
            _ = try SettingsEditor.set(key, to: Self.words(key, shown: shown), in: &copy, exercise: Self.find)
            #expect(copy == settings, "settings set \(key) \(shown) changed what settings show printed")
        }
    }

    /// A key is looked up before its words are counted: an unknown key with two words is unknown.
    @Test(arguments: [
        (["unitz"], ["kg"], "unknown setting 'unitz'; did you mean 'units'?"),
        (["bogus"], ["a", "b"], "unknown setting 'bogus'; settings are "
            + SettingsTable.rows.map(\.key).joined(separator: ", ")),
        (["SITE_TITLE"], ["My", "Log"], "site-title takes one value, not 2; quote a value that has spaces"),
    ])
    func aKeyIsFoundBeforeItsWordsAreCounted(_ key: [String], _ words: [String], _ message: String) {
        var settings = Settings()
        do {
            try SettingsEditor.set(key[0], to: words, in: &settings, exercise: Self.find)
            Issue.record("settings set \(key[0]) \(words) was not refused")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
