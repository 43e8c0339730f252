/// A muscle group's work in one week. Sets and volume are weighted: an exercise's first category
/// gets each set in full, every further category half of it.
struct MuscleGroupWeek: Hashable, StableHashable, Sendable {
    var weekStart: LocalDay
    var sets: Double
    var volumeKg: Double
}
