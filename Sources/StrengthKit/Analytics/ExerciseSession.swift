/// One workout's worth of an exercise: a point on its trend charts.
public struct ExerciseSession: Hashable, Sendable {
    public var day: LocalDay
    public var workoutID: String
    public var workingSets: Int
    /// Best estimated 1RM of the session (weight × reps exercises).
    public var bestE1rmKg: Double?
    /// Heaviest working weight lifted for at least one rep (or held, for weight & duration).
    public var topSetKg: Double?
    /// `nil` when the session has no volume by definition (or body weight is unknown).
    public var volumeKg: Double?
    public var totalReps: Int?
    public var longestDurationSeconds: Int?
    public var longestDistanceMeters: Double?
    public var bestPaceSecondsPerKm: Double?
}
