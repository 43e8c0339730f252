/// A set with the day and workout it belongs to, for "recent sets" lists.
public struct RecentSet: Hashable, Sendable {
    public var day: LocalDay
    public var workoutID: String
    public var set: WorkoutSet
}
