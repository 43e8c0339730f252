import Foundation
import Testing
@testable import StrengthKit

/// The DOTS coefficient set: a setting, unset by default, left out of settings.json until chosen.
@Suite struct DotsSettingTests {
    @Test(arguments: [("men", DotsCoefficients?.some(.men)), ("Women", .women), ("male", .men), ("female", .women),
                      ("none", nil), ("off", nil)])
    func theSetIsChosenAndShown(_ value: String, _ expected: DotsCoefficients?) throws {
        var settings = Settings(dots: .women)
        #expect(try SettingsEditor.set("dots", to: value, in: &settings) == "dots")
        #expect(settings.dots == expected)
        #expect(SettingsEditor.values(of: settings).contains { $0 == ("dots", expected?.rawValue ?? "none") })
    }

    @Test(arguments: ["both", "yes", "mens", "1"])
    func aValueThatIsNoSetIsRefused(_ value: String) {
        var settings = Settings()
        #expect(throws: SettingsEditor.Failure.badValue(key: "dots", value: value, expected: "men, women or none")) {
            try SettingsEditor.set("dots", to: value, in: &settings)
        }
        #expect(settings.dots == nil)
    }

    @Test(arguments: [DotsCoefficients?.none, .men, .women])
    func settingsRoundTripAndLeaveAnUnsetKeyOut(_ dots: DotsCoefficients?) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(Settings(dots: dots)), as: UTF8.self)
        #expect(json.contains("\"dots\"") == (dots != nil))
        if let dots { #expect(json.contains("\"dots\":\"\(dots.rawValue)\"")) }
        #expect(try JSONDecoder().decode(Settings.self, from: Data(json.utf8)) == Settings(dots: dots))
    }
}
