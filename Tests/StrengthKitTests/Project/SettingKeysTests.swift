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
        ("rest-timer", "2:30"), ("weekly-sets-target", "12-18"), ("dots", "women"),
    ]

    @Test func theHelpListAndTheShownValuesNameTheSameKeysInTheSameOrder() {
        #expect(SettingsEditor.keys.map(\.key) == SettingsEditor.values(of: Settings()).map(\.key))
        #expect(Self.changed.map(\.key) == SettingsEditor.keys.map(\.key), "a new key needs a changed value here")
    }

    @Test func everyKeyIsReadUnderItsOwnName() throws {
        for (key, value) in Self.changed {
            var settings = Settings()
            #expect(try SettingsEditor.set(key, to: value, in: &settings) == key)
            #expect(settings != Settings(), "\(key) \(value) changed nothing")
        }
    }

    /// What `settings show` prints for each key, typed back into `settings set`, changes nothing.
    @Test func everyShownValueReadsBackAsItself() throws {
        var settings = Settings()
        for (key, value) in Self.changed { _ = try SettingsEditor.set(key, to: value, in: &settings) }
        for (key, shown) in SettingsEditor.values(of: settings) {
            var copy = settings
            _ = try SettingsEditor.set(key, to: shown, in: &copy)
            #expect(copy == settings, "settings set \(key) \(shown) changed what settings show printed")
        }
    }
}
