/// A muscle group (category) and its weekly working sets and volume, one entry per week of the range.
public struct MuscleGroupAnalytics: Hashable, Sendable {
    public var category: ExerciseCategory
    public var weeks: [MuscleGroupWeek]
    public var totalSets: Double
}
