import Foundation
@testable import StrengthKit
import Testing

/// `settings.json` is written from the stored properties (synthesized coding keys) and read with a
/// default for every key a file leaves out.
struct SettingsCodingTests {
    /// Every stored property set (`ExerciseReferenceTests` holds the fixture to that, by `Mirror`), so
    /// a property the decoder does not read back fails here.
    @Test func everyStoredPropertyReadsBack() throws {
        let settings = FullyPopulated.project.settings
        #expect(settings != Settings())
        let decoded = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(settings))
        #expect(decoded == settings)
    }

    @Test func aFileWithNoKeysIsTheDefaults() throws {
        #expect(try JSONDecoder().decode(Settings.self, from: Data("{}".utf8)) == Settings())
        #expect(try JSONDecoder().decode(Settings.self, from: Data(#"{"site": {}, "privacy": {}, "oneRepMax": {}}"#.utf8)) == Settings())
    }
}
