/// A personal record being set: which exercise, which record, its value, and the workout, set and
/// day that set it. The latest event of each kind is the current record.
struct RecordEvent: Hashable, StableHashable, Sendable {
    var day: LocalDay
    var exerciseID: String
    var kind: RecordKind
    /// In the kind's unit (`RecordKind.unit`): kg, reps, seconds, metres or seconds per km.
    var value: Double
    var workoutID: String
    /// Where in the workout: index into `Workout.exercises` and into its `sets`; `nil` for session records.
    var setPosition: SetPosition?
    /// The set itself, for showing it next to the record; `nil` for session records.
    var set: WorkoutSet?
    /// The record it beat, in the same unit; `nil` for the first of its kind.
    var previousValue: Double? = nil

    struct SetPosition: Hashable, StableHashable, Sendable {
        var exercise: Int
        var set: Int
    }
}
