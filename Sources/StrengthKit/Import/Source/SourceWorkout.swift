/// One workout as read from an export, before names are matched and units decided.
struct SourceWorkout: Hashable, Sendable {
    /// The source's identity for the workout (with the app, what makes re-imports idempotent):
    /// stable across re-exports, never a hash of the content.
    var key: String
    var name: String
    var start: SourceTime
    /// When the app gives an end time; otherwise `durationSeconds` may say how long it took.
    var end: SourceTime?
    var durationSeconds: Int?
    var notes: String?
    /// The line of the file where the workout starts.
    var line: Int
    var exercises: [SourceExercise] = []

    var setCount: Int { exercises.reduce(0) { $0 + $1.sets.count } }
}
