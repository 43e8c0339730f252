/// `Data/settings.json`. Every key may be left out of the file and takes its default.
public struct Settings: Hashable, Sendable, Codable {
    /// Display unit only; the store holds kilograms.
    public var units: WeightUnit
    var appearance: Appearance
    var weekStart: Weekday
    /// IANA identifier, e.g. `Europe/Berlin`. Workouts belong to the local day of their start here.
    public var timeZone: String
    public var oneRepMax: OneRepMaxSettings
    var site: SiteSettings
    var privacy: PrivacySettings
    /// How many backups `.strength-site/backups/` keeps (the newest); older ones are removed.
    var backupsKept: Int

    static let backupsKeptRange = 1...1000

    public init(units: WeightUnit = .kg, appearance: Appearance = .system, weekStart: Weekday = .monday,
                timeZone: String = "UTC", oneRepMax: OneRepMaxSettings = OneRepMaxSettings(),
                site: SiteSettings = SiteSettings(), privacy: PrivacySettings = PrivacySettings(), backupsKept: Int = 10) {
        self.units = units
        self.appearance = appearance
        self.weekStart = weekStart
        self.timeZone = timeZone
        self.oneRepMax = oneRepMax
        self.site = site
        self.privacy = privacy
        self.backupsKept = backupsKept
    }

    enum CodingKeys: String, CodingKey {
        case units, appearance, weekStart, timeZone, oneRepMax, site, privacy, backupsKept
    }

    public init(from decoder: Decoder) throws {
        let defaults = Settings()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        units = try container.decodeIfPresent(WeightUnit.self, forKey: .units) ?? defaults.units
        appearance = try container.decodeIfPresent(Appearance.self, forKey: .appearance) ?? defaults.appearance
        weekStart = try container.decodeIfPresent(Weekday.self, forKey: .weekStart) ?? defaults.weekStart
        timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone) ?? defaults.timeZone
        oneRepMax = try container.decodeIfPresent(OneRepMaxSettings.self, forKey: .oneRepMax) ?? defaults.oneRepMax
        site = try container.decodeIfPresent(SiteSettings.self, forKey: .site) ?? defaults.site
        privacy = try container.decodeIfPresent(PrivacySettings.self, forKey: .privacy) ?? defaults.privacy
        backupsKept = try container.decodeWholeNumberIfPresent(forKey: .backupsKept) ?? defaults.backupsKept
    }
}
