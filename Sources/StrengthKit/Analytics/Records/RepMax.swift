/// One row of an exercise's rep-max table: the heaviest weight actually lifted for at least `reps`
/// reps (so a row never shows less than the row below it), next to what the best estimated 1RM
/// predicts for that many reps.
struct RepMax: Hashable, StableHashable, Sendable {
    /// The table has rows for 1 to 12 reps.
    static let rows = 12

    var reps: Int
    var actualKg: Double?
    /// The reps of the set behind `actualKg`: `reps` or more.
    var actualReps: Int?
    var day: LocalDay?
    var workoutID: String?
    var estimatedKg: Double?
}
