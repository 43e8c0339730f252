/// Everything computed for one exercise: its records, rep maxes, sessions and trends.
public struct ExerciseAnalytics: Hashable, Sendable {
    public var exercise: Exercise
    /// Workouts that include it.
    public var sessionCount: Int
    public var workingSets: Int
    public var totalVolumeKg: Double
    public var lastPerformed: LocalDay?
    /// The current record of each kind this exercise's type has (absent until first set).
    public var records: [RecordKind: RecordEvent]
    /// Rows 1...12 for weight × reps exercises; empty otherwise.
    public var repMaxes: [RepMax]
    /// Oldest first: one point per session.
    public var sessions: [ExerciseSession]
    /// Newest first, warm-ups included (shown, though never counted).
    public var recentSets: [RecentSet]
}
