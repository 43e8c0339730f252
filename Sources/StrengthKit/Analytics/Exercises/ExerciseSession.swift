/// One workout's worth of an exercise: a point on its trend charts.
struct ExerciseSession: Hashable, StableHashable, Sendable {
    var day: LocalDay
    var workoutID: String
    var workoutName: String
    /// Records of this exercise the session beat (session records included; `RecordEvent.isNews`):
    /// none for its first, which sets the baseline.
    var records: Int
    var workingSets: Int
    /// Best estimated 1RM of the session (weight × reps exercises).
    var bestE1rmKg: Double?
    /// Heaviest working weight lifted for at least one rep (or held, for weight & duration).
    var topSetKg: Double?
    /// `nil` when the session has no volume by definition (or body weight is unknown).
    var volumeKg: Double?
    var totalReps: Int?
    /// Most reps in one working set (bodyweight and reps-only exercises): the series a bodyweight
    /// lift's progress status reads, since a session's total grows with sets, not strength.
    var mostRepsInSet: Int?
    var longestDurationSeconds: Int?
    var longestDistanceMeters: Double?
    var bestPaceSecondsPerKm: Double?
}
