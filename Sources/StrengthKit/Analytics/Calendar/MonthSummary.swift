/// One calendar month: workouts, working sets and volume.
struct MonthSummary: Hashable, StableHashable, Sendable {
    var year: Int
    var month: Int
    var workouts: Int
    var workingSets: Int
    var volumeKg: Double

    /// `2025-03`.
    var key: String { Digits.pad(year, 4) + "-" + Digits.pad(month, 2) }
}
