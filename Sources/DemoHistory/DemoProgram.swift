import StrengthKit

/// The demo's templates and its four-day upper/lower split.
enum DemoProgram {
    static let splitName = "Upper / Lower"

    static func make() -> Programs {
        let split = Split(id: Slug.make(from: splitName), name: splitName, days: [
            SplitDay(name: "Monday", templates: [templateID(.upperA)]),
            SplitDay(name: "Tuesday", templates: [templateID(.lowerA)]),
            SplitDay(name: "Thursday", templates: [templateID(.upperB)]),
            SplitDay(name: "Friday", templates: [templateID(.lowerB)]),
        ])
        return Programs(templates: SessionKind.splitDays.compactMap(template), splits: [split], activeSplit: split.id)
    }

    private static func templateID(_ kind: SessionKind) -> String { Slug.make(from: kind.name) }

    /// `nil` for runs, which follow no template.
    private static func template(_ kind: SessionKind) -> WorkoutTemplate? {
        let (notes, exercises): (String, [TemplateExercise])
        switch kind {
        case .upperA:
            notes = "Heavy bench day. Add **2.5 kg** a week; deload every sixth week."
            exercises = [
                TemplateExercise(exercise: DemoExerciseID.benchPress, targetSets: 3, targetReps: 5),
                TemplateExercise(exercise: DemoExerciseID.barbellRow, targetSets: 3, targetReps: 8),
                TemplateExercise(exercise: DemoExerciseID.pullUp, targetSets: 3, targetReps: 6, notes: "Weighted"),
                TemplateExercise(exercise: DemoExerciseID.lateralRaise, targetSets: 3, targetReps: 12, targetRepsMax: 15, notes: "Superset with pushdowns"),
                TemplateExercise(exercise: DemoExerciseID.tricepsPushdown, targetSets: 3, targetReps: 10, targetRepsMax: 12),
            ]
        case .lowerA:
            notes = "Heavy squat day. Add **5 kg** every second week."
            exercises = [
                TemplateExercise(exercise: DemoExerciseID.squat, targetSets: 3, targetReps: 5),
                TemplateExercise(exercise: DemoExerciseID.romanianDeadlift, targetSets: 3, targetReps: 8),
                TemplateExercise(exercise: DemoExerciseID.legPress, targetSets: 3, targetReps: 8, targetRepsMax: 12),
                TemplateExercise(exercise: DemoExerciseID.legCurl, targetSets: 3, targetReps: 10, targetRepsMax: 12),
                TemplateExercise(exercise: DemoExerciseID.plank, targetSets: 3, targetSeconds: 60),
            ]
        case .upperB:
            notes = "Press day; bench is lighter, for volume."
            exercises = [
                TemplateExercise(exercise: DemoExerciseID.overheadPress, targetSets: 3, targetReps: 5),
                TemplateExercise(exercise: DemoExerciseID.benchPress, targetSets: 3, targetReps: 8, notes: "About 80 % of Monday's weight"),
                TemplateExercise(exercise: DemoExerciseID.latPulldown, targetSets: 3, targetReps: 8, targetRepsMax: 12),
                TemplateExercise(exercise: DemoExerciseID.dip, targetSets: 3, targetReps: 8, notes: "Weighted"),
                TemplateExercise(exercise: DemoExerciseID.barbellCurl, targetSets: 3, targetReps: 8, targetRepsMax: 12),
                TemplateExercise(exercise: DemoExerciseID.hangingLegRaise, targetSets: 3, targetReps: 12),
            ]
        case .lowerB:
            notes = "Deadlift day. Carries when there is time."
            exercises = [
                TemplateExercise(exercise: DemoExerciseID.deadlift, targetSets: 3, targetReps: 5),
                TemplateExercise(exercise: DemoExerciseID.frontSquat, targetSets: 3, targetReps: 6),
                TemplateExercise(exercise: DemoExerciseID.hipThrust, targetSets: 3, targetReps: 8, targetRepsMax: 12, targetRPE: 8),
                TemplateExercise(exercise: DemoExerciseID.calfRaise, targetSets: 3, targetReps: 12),
                TemplateExercise(exercise: DemoExerciseID.farmersCarry, targetSets: 3, targetSeconds: 40),
                TemplateExercise(exercise: DemoExerciseID.plank, targetSets: 2, targetSeconds: 45),
            ]
        case .easyRun, .tempoRun, .longRun:
            return nil
        }
        return WorkoutTemplate(id: templateID(kind), name: kind.name, notes: notes, exercises: exercises)
    }
}
