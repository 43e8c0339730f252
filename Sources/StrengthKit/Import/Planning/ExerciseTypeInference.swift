/// Chooses the type of an exercise an import creates, from all its sets in the file, so that as
/// many sets as possible fit it as they are.
///
/// - Reps sets outnumbering timed ones (or none of either) make a reps exercise: bodyweight reps
///   (± load) when the name says `assisted` or `weighted`, a weight is negative, or when fewer than half of those sets
///   carry a weight; weight × reps otherwise. A set with reps but no weight is 0 kg in weight × reps.
///   Reps only is never inferred: a set without load reads as bodyweight.
/// - Otherwise a timed exercise: distance & duration when any set has a distance; weight & duration
///   when at least half the timed sets carry a weight; duration otherwise.
///
/// Sets that still do not fit (a timed set in a reps exercise, a weight-only set) are converted by
/// `ImportedSetConverter`, which keeps what the type has no field for in the set's notes.
enum ExerciseTypeInference {
    /// - Parameter hasNegativeWeight: a weight below 0 in the file is assistance (Fitbod), so bodyweight.
    static func infer(name: String, shapes: [SetShape], hasNegativeWeight: Bool = false) -> ExerciseType {
        var repsSets = 0
        var repsSetsWithWeight = 0
        var timedSets = 0
        var timedSetsWithWeight = 0
        var distanceSets = 0
        for shape in shapes {
            switch shape.family {
            case .reps:
                repsSets += 1
                if shape.hasWeight { repsSetsWithWeight += 1 }
            case .timed:
                timedSets += 1
                if shape.hasWeight { timedSetsWithWeight += 1 }
                if shape.hasDistance { distanceSets += 1 }
            case .weightOnly:
                break
            }
        }
        if repsSets >= timedSets {
            let lowered = name.lowercased()
            if lowered.contains("assist") || lowered.contains("weighted") || hasNegativeWeight { return .bodyweightReps }
            if repsSets > 0, repsSetsWithWeight * 2 < repsSets { return .bodyweightReps }
            return .weightReps
        }
        if distanceSets > 0 { return .distanceDuration }
        if timedSetsWithWeight * 2 >= timedSets { return .weightDuration }
        return .duration
    }
}
