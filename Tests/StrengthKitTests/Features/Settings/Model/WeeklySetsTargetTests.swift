import Testing
@testable import StrengthKit

/// The Muscles page's band of weekly sets: a setting, 10–20 unless set, refused when it is no band.
@Suite struct WeeklySetsTargetTests {
    @Test func theBandIsSetShownAndReset() throws {
        var settings = Settings()
        #expect(settings.effectiveWeeklySetsTarget == WeeklySetsTarget(low: 10, high: 20))
        #expect(try SettingsEditor.set("weekly-sets-target", to: "12–18", in: &settings) == "weekly-sets-target")
        #expect(settings.weeklySetsTarget == WeeklySetsTarget(low: 12, high: 18))
        #expect(SettingsEditor.values(of: settings).contains { $0 == ("weekly-sets-target", "12–18") })
        _ = try SettingsEditor.set("weekly-sets-target", to: "default", in: &settings)
        #expect(settings.weeklySetsTarget == nil)
    }

    @Test(arguments: ["20-10", "10", "0-5", "10-101", "ten-twenty", "10-10"])
    func aBandThatIsNoBandIsRefused(_ value: String) {
        var settings = Settings()
        #expect(throws: SettingsEditor.Failure.self) { try SettingsEditor.set("weekly-sets-target", to: value, in: &settings) }
        #expect(settings.weeklySetsTarget == nil)
    }
}
