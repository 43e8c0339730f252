import Foundation

/// What the lifter told `import` beyond the files.
public struct ImportOptions: Sendable {
    /// `--units`: the unit of weights in files that do not say (Strong's comma dialects).
    /// `nil` uses the project's unit.
    package var units: WeightUnit?
    /// `--time-zone`: where the files' wall-clock times are; `nil` uses the project's time zone.
    package var timeZone: TimeZone?
    /// `--map "Their Name=Our Name"`: names in the files to send to another exercise, remembered
    /// as aliases of it.
    package var nameMap: [ImportNameMapping]
    /// For strength-site's own export documents: take their settings too.
    var withSettings: Bool
    /// Stop at the first row that would be skipped (`--strict`) instead of skipping it and listing it.
    package var strict: Bool
    /// Workouts starting later than this (the real clock's tomorrow) are skipped with their line,
    /// like those outside the store's years; `nil` skips only those.
    package var latestArrival: Timestamp?

    public init(units: WeightUnit? = nil, timeZone: TimeZone? = nil, nameMap: [ImportNameMapping] = [], withSettings: Bool = false,
                strict: Bool = false) {
        self.strict = strict
        self.units = units
        self.timeZone = timeZone
        self.nameMap = nameMap
        self.withSettings = withSettings
    }
}
