/// Training volume: weight × reps over working sets, in kilograms.
///
/// Warm-ups and missed attempts (0 reps) add nothing. Bodyweight exercises count the body weight on
/// that day (the latest entry on or before it) plus added load or minus assistance; without a
/// body-weight entry they add nothing. Duration, distance and reps-only sets have no volume.
enum Volume {
    /// The volume of one set, or `nil` when the set has none by definition.
    static func ofSet(_ set: WorkoutSet, type: ExerciseType, bodyWeightKg: Double?) -> Double? {
        guard set.counts, let reps = set.reps, reps > 0 else { return nil }
        switch type {
        case .weightReps:
            guard let weight = set.weightKg else { return nil }
            return weight * Double(reps)
        case .bodyweightReps:
            guard let bodyWeight = bodyWeightKg else { return nil }
            return max(0, bodyWeight + (set.weightKg ?? 0)) * Double(reps)
        case .duration, .distanceDuration, .weightDuration, .repsOnly:
            return nil
        }
    }

    /// The sum of a workout's set volumes, added in set order so the result is always the same.
    static func ofWorkout(_ workout: Workout, types: [String: ExerciseType], bodyWeightKg: Double?) -> Double {
        var total = 0.0
        for logged in workout.exercises {
            guard let type = types[logged.exercise] else { continue }
            for set in logged.sets {
                total += ofSet(set, type: type, bodyWeightKg: bodyWeightKg) ?? 0
            }
        }
        return total
    }
}
