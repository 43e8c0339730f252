/// What `log` asks for: one completed workout, described in the command's own syntax.
public struct LogRequest: Sendable {
    var name: String
    /// Local wall-clock time in the project's time zone.
    var start: LocalDateTime
    var durationSeconds: Int?
    /// `NAME: SET, SET, ...` entries in the order done.
    var entries: [String]
    /// Markdown.
    var notes: String?
    /// Create unknown exercises (type from their first set) instead of failing.
    var createExercises: Bool
    /// Name or id of the template the workout followed.
    var template: String?
    /// Log it even when an identical workout started within `DuplicateWorkoutError.window` of it.
    var allowDuplicate: Bool
    /// Keep a set far beyond its exercise's history (`OutlierRule`), which is otherwise refused as a typo.
    var allowOutliers: Bool
    /// The real clock, which the caller reads: a start later than it is refused (`FutureWorkoutError`)
    /// unless `allowFuture`. `nil` checks nothing.
    var now: Timestamp?
    /// Log a workout that starts later than `now`, ahead of time.
    var allowFuture: Bool

    public init(name: String, start: LocalDateTime, durationSeconds: Int? = nil, entries: [String], notes: String? = nil,
                createExercises: Bool = false, template: String? = nil, allowDuplicate: Bool = false, allowOutliers: Bool = false,
                now: Timestamp? = nil, allowFuture: Bool = false) {
        self.name = name
        self.start = start
        self.durationSeconds = durationSeconds
        self.entries = entries
        self.notes = notes
        self.createExercises = createExercises
        self.template = template
        self.allowDuplicate = allowDuplicate
        self.allowOutliers = allowOutliers
        self.now = now
        self.allowFuture = allowFuture
    }
}
