/// One row of an exercise's rep-max table: the heaviest weight actually lifted for exactly `reps`
/// reps, next to what the best estimated 1RM predicts for that many reps.
public struct RepMax: Hashable, Sendable {
    public var reps: Int
    public var actualKg: Double?
    public var day: LocalDay?
    public var workoutID: String?
    public var estimatedKg: Double?
}
