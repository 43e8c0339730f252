/// A personal record being set: which exercise, which record, its value, and the workout, set and
/// day that set it. The latest event of each kind is the current record; only those that beat an
/// earlier one are news (`isNews`).
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
    /// The set behind the record it beat (`nil` for session records): what a tie in weight was
    /// broken against (`RecordKind.tieBreak`), so the improvement can say "+4 reps at 100 kg".
    var previousSet: WorkoutSet? = nil

    /// Whether it beat an earlier record: what `log` prints and the site badges, counts, lists over
    /// time and puts in the feed. The first of its kind is the exercise's baseline: its value is
    /// the record all the same (current records, stats.json), but doing an exercise once is no
    /// achievement, and a new lifter's first workout would otherwise be nothing but records. The
    /// one place this is decided, so `log` and the site cannot disagree.
    var isNews: Bool { previousValue != nil }

    struct SetPosition: Hashable, StableHashable, Sendable {
        var exercise: Int
        var set: Int
    }
}
