/// `Data/settings.json`. Every key may be left out of the file and takes its default.
public struct Settings: Hashable, Sendable, Codable {
    /// Display unit only; the store holds kilograms.
    public var units: WeightUnit
    var appearance: Appearance
    var weekStart: Weekday
    /// IANA identifier, e.g. `Europe/Berlin`. Workouts belong to the local day of their start here.
    package var timeZone: String
    package var oneRepMax: OneRepMaxSettings
    var site: SiteSettings
    var privacy: PrivacySettings
    /// How many backups `.strength-site/backups/` keeps (the newest); older ones are removed.
    var backupsKept: Int
    /// What a suggested weight rises by after a session that hit the top of every target set, in
    /// kilograms; `nil` is the default for the units (`defaultWeightIncrementKg`).
    var weightIncrementKg: Double?
    /// The rest `workout rest` counts down when given no time; `nil` is `defaultRestSeconds`
    /// (left out of the file, so projects that never set it keep their settings.json as it was).
    var restSeconds: Int?
    /// The Muscles page's band of weekly working sets per group; `nil` is `WeeklySetsTarget.standard`
    /// (left out of the file like `restSeconds`).
    var weeklySetsTarget: WeeklySetsTarget?
    /// The coefficient set the dashboard's DOTS score uses; `nil` shows no DOTS (left out of the
    /// file like `restSeconds`).
    var dots: DotsCoefficients?
    /// The exercises (ids) the dashboard shows as its big lifts, in order; `nil` lets `BigLifts`'
    /// rule choose (left out of the file like `restSeconds`).
    var bigLifts: [String]?
    /// How many big lifts the dashboard shows.
    static let bigLiftsLimit = 4

    /// The band the Muscles page measures against.
    var effectiveWeeklySetsTarget: WeeklySetsTarget { weeklySetsTarget ?? .standard }

    static let backupsKeptRange = 1...1000
    static let restSecondsRange = 1...3600
    static let defaultRestSeconds = 90

    /// The rest `workout rest` counts down.
    package var effectiveRestSeconds: Int { restSeconds ?? Settings.defaultRestSeconds }
    /// Above 0 and at most 50 kg: anything larger is a typo, not a progression.
    static let weightIncrementRange = 0.01...50.0

    /// 2.5 kg, or 5 lb when the units are pounds (the smallest common plate pair of each).
    var defaultWeightIncrementKg: Double { Settings.defaultWeightIncrementKg(in: units) }

    /// 2.5 kg in kilograms, 5 lb in pounds: the default increment of a suggestion in `unit`.
    static func defaultWeightIncrementKg(in unit: WeightUnit) -> Double { unit == .lb ? WeightUnit.lb.kilograms(5) : 2.5 }

    /// The increment suggestions use.
    var effectiveWeightIncrementKg: Double { weightIncrementKg ?? defaultWeightIncrementKg }

    package init(units: WeightUnit = .kg, appearance: Appearance = .system, weekStart: Weekday = .monday,
                timeZone: String = "UTC", oneRepMax: OneRepMaxSettings = OneRepMaxSettings(),
                site: SiteSettings = SiteSettings(), privacy: PrivacySettings = PrivacySettings(), backupsKept: Int = 10,
                weightIncrementKg: Double? = nil, restSeconds: Int? = nil, weeklySetsTarget: WeeklySetsTarget? = nil,
                dots: DotsCoefficients? = nil, bigLifts: [String]? = nil) {
        self.units = units
        self.appearance = appearance
        self.weekStart = weekStart
        self.timeZone = timeZone
        self.oneRepMax = oneRepMax
        self.site = site
        self.privacy = privacy
        self.backupsKept = backupsKept
        self.weightIncrementKg = weightIncrementKg
        self.restSeconds = restSeconds
        self.weeklySetsTarget = weeklySetsTarget
        self.dots = dots
        self.bigLifts = bigLifts
    }

    /// The coding keys and the encoder are synthesized from the stored properties, so a new one is
    /// written as soon as it is declared; only its default, for files written before it, is said here
    /// (`SettingsCodingTests` fails until it is read back).
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
        weightIncrementKg = try container.decodeIfPresent(Double.self, forKey: .weightIncrementKg)
        restSeconds = try container.decodeWholeNumberIfPresent(forKey: .restSeconds)
        weeklySetsTarget = try container.decodeIfPresent(WeeklySetsTarget.self, forKey: .weeklySetsTarget)
        dots = try container.decodeIfPresent(DotsCoefficients.self, forKey: .dots)
        bigLifts = try container.decodeIfPresent([String].self, forKey: .bigLifts)
    }
}

/// The pinned big lifts are the settings' exercise ids. After a walk each is pinned once (a merge can
/// make two one) and none left is the rule again.
extension Settings: ExerciseReferencing {
    @discardableResult
    mutating func walkExerciseIDs(_ visit: ExerciseIDWalk.Visit) rethrows -> ExerciseIDWalk {
        guard let pinned = bigLifts else { return .unchanged }
        var ids: [String] = []
        for (index, id) in pinned.enumerated() {
            if let kept = try visit(id, { "bigLifts[\(index)]" }), !ids.contains(kept) { ids.append(kept) }
        }
        guard ids != pinned else { return .unchanged }
        bigLifts = ids.isEmpty ? nil : ids
        return .rewritten
    }
}
