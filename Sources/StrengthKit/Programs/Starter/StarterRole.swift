/// The part an exercise plays in a starter template; with the goal it decides the target.
enum StarterRole: Hashable, Sendable {
    /// The day's first, heaviest lift.
    case main
    /// A compound lift after the main one.
    case secondary
    /// Isolation work.
    case accessory
    /// Trunk work: a hold or leg raises.
    case core

    /// Sets and reps (or seconds, for an exercise measured by time) for `goal`, as `TemplateExercise`
    /// holds them. Strength: 3x5 main, 4x6-8 secondary, 3x8-12 accessories. Hypertrophy: 3x8-12 on the
    /// compounds, 3x10-15 accessories. Holds are 3x30s or 3x45s.
    func target(for goal: TrainingGoal, exercise id: String, type: ExerciseType) -> TemplateExercise {
        switch type {
        case .duration, .weightDuration:
            return TemplateExercise(exercise: id, targetSets: 3, targetSeconds: goal == .strength ? 30 : 45)
        case .distanceDuration:
            return TemplateExercise(exercise: id, targetSets: 1, targetSeconds: 20 * 60)
        case .weightReps, .bodyweightReps, .repsOnly:
            let (sets, reps, top): (Int, Int, Int?) = switch (goal, self) {
            case (.strength, .main): (3, 5, nil)
            case (.strength, .secondary): (4, 6, 8)
            case (.strength, .accessory), (.strength, .core): (3, 8, 12)
            case (.hypertrophy, .main), (.hypertrophy, .secondary): (3, 8, 12)
            case (.hypertrophy, .accessory), (.hypertrophy, .core): (3, 10, 15)
            }
            return TemplateExercise(exercise: id, targetSets: sets, targetReps: reps, targetRepsMax: top)
        }
    }
}
