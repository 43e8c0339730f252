/// Everything computed for one exercise: its records, rep maxes, sessions and trends.
public struct ExerciseAnalytics: Hashable, StableHashable, Sendable {
    var exercise: Exercise
    /// Workouts that include it.
    var sessionCount: Int
    var workingSets: Int
    var totalVolumeKg: Double
    var lastPerformed: LocalDay?
    /// The current record of each kind this exercise's type has (absent until first set).
    var records: [RecordKind: RecordEvent]
    /// Rows 1...12 for weight × reps exercises; empty otherwise.
    var repMaxes: [RepMax]
    /// Oldest first: one point per session.
    var sessions: [ExerciseSession]
    /// Newest first, warm-ups included (shown, though never counted).
    var recentSets: [RecentSet]
}
