@testable import StrengthKit
import Testing

/// A setting is named in three places of `SettingsEditor` — its help line, its reader and how it is
/// shown — and these tests fail when they part.
struct SettingKeysTests {
    /// A value for every key that is not its default, so a reader that ignores its value shows.
    static let changed: [(key: String, value: String)] = [
        ("units", "lb"), ("appearance", "dark"), ("week-start", "sunday"), ("time-zone", "Europe/Berlin"),
        ("one-rep-max-formula", "epley"), ("rep-cap", "8"), ("site-title", "Sam's Lifting"),
        ("base-url", "https://example.org/lifting/"), ("author", "Sam"), ("publish-notes", "no"),
        ("publish-body-weight", "yes"), ("backups-kept", "3"), ("weight-increment", "5lb"),
        ("rest-timer", "2:30"), ("weekly-sets-target", "12-18"), ("dots", "women"), ("big-lifts", "Bench Press"),
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

    @Test func theHelpListAndTheShownValuesNameTheSameKeysInTheSameOrder() {
        #expect(SettingsEditor.keys.map(\.key) == SettingsEditor.values(of: Settings()).map(\.key))
        #expect(Self.changed.map(\.key) == SettingsEditor.keys.map(\.key), "a new key needs a changed value here")
    }

    @Test func everyKeyIsReadUnderItsOwnName() throws {
        for (key, value) in Self.changed {
            var settings = Settings()
            #expect(try SettingsEditor.set(key, to: [value], in: &settings, exercise: Self.find) == key)
            #expect(settings != Settings(), "\(key) \(value) changed nothing")
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
}
