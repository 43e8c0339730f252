/// A set with the day and workout it belongs to, for "recent sets" lists.
struct RecentSet: Hashable, StableHashable, Sendable {
    var day: LocalDay
    var workoutID: String
    var set: WorkoutSet
}
