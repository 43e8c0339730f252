/// One workout as read from an export, before names are matched and units decided.
public struct SourceWorkout: Hashable, Sendable {
    /// The source's identity for the workout (with the app, what makes re-imports idempotent):
    /// stable across re-exports, never a hash of the content.
    public var key: String
    public var name: String
    public var start: SourceTime
    /// When the app gives an end time; otherwise `durationSeconds` may say how long it took.
    public var end: SourceTime?
    public var durationSeconds: Int?
    public var notes: String?
    /// The line of the file where the workout starts.
    public var line: Int
    public var exercises: [SourceExercise]

    public init(key: String, name: String, start: SourceTime, end: SourceTime? = nil, durationSeconds: Int? = nil,
                notes: String? = nil, line: Int, exercises: [SourceExercise] = []) {
        self.key = key
        self.name = name
        self.start = start
        self.end = end
        self.durationSeconds = durationSeconds
        self.notes = notes
        self.line = line
        self.exercises = exercises
    }

    public var setCount: Int { exercises.reduce(0) { $0 + $1.sets.count } }
}
