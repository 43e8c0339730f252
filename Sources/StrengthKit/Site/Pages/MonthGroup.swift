/// Workouts of one month, under its heading.
public struct MonthGroup: Hashable, Sendable {
    public var heading: String
    public var summary: String
    public var workouts: [WorkoutRow]
}
