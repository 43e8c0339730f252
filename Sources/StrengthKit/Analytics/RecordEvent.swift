/// A personal record being set: which exercise, which record, its value, and the workout, set and
/// day that set it. The latest event of each kind is the current record.
public struct RecordEvent: Hashable, Sendable {
    public var day: LocalDay
    public var exerciseID: String
    public var kind: RecordKind
    /// In the kind's unit (`RecordKind.unit`): kg, reps, seconds, metres or seconds per km.
    public var value: Double
    public var workoutID: String
    /// Where in the workout: index into `Workout.exercises` and into its `sets`; `nil` for session records.
    public var setPosition: SetPosition?
    /// The set itself, for showing it next to the record; `nil` for session records.
    public var set: WorkoutSet?

    public struct SetPosition: Hashable, Sendable {
        public var exercise: Int
        public var set: Int
    }
}
