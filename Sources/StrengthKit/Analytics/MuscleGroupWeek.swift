/// A muscle group's work in one week. Sets and volume are weighted: an exercise's first category
/// gets each set in full, every further category half of it.
public struct MuscleGroupWeek: Hashable, Sendable {
    public var weekStart: LocalDay
    public var sets: Double
    public var volumeKg: Double
}
