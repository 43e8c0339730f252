/// One training week: workouts, working sets and volume.
struct WeekSummary: Hashable, Sendable {
    /// The first day of the week under the week-start setting; identifies the week across years.
    var weekStart: LocalDay
    var workouts: Int
    var workingSets: Int
    var volumeKg: Double
}
