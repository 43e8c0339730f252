/// One training week: workouts, working sets and volume.
public struct WeekSummary: Hashable, Sendable {
    /// The first day of the week under the week-start setting; identifies the week across years.
    public var weekStart: LocalDay
    public var workouts: Int
    public var workingSets: Int
    public var volumeKg: Double
}
