/// One calendar month: workouts, working sets and volume.
public struct MonthSummary: Hashable, Sendable {
    public var year: Int
    public var month: Int
    public var workouts: Int
    public var workingSets: Int
    public var volumeKg: Double

    /// `2025-03`.
    public var key: String { Digits.pad(year, 4) + "-" + Digits.pad(month, 2) }
}
