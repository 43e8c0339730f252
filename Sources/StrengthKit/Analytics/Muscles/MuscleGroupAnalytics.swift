/// A muscle group (category) and its weekly working sets and volume, one entry per week of the range.
struct MuscleGroupAnalytics: Hashable, StableHashable, Sendable {
    var category: ExerciseCategory
    var weeks: [MuscleGroupWeek]
    var totalSets: Double
}
