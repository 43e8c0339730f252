/// One row of an exercise's rep-max table: the heaviest weight actually lifted for exactly `reps`
/// reps, next to what the best estimated 1RM predicts for that many reps.
struct RepMax: Hashable, Sendable {
    var reps: Int
    var actualKg: Double?
    var day: LocalDay?
    var workoutID: String?
    var estimatedKg: Double?
}
