/// A template as `template show --json` prints it: its exercises in order with their targets (as
/// fields and as typed, `3x8-12@8`), the split days it is on, and how often it was done.
package struct TemplateDetail: Hashable, Sendable, Encodable {
    /// One exercise of the template.
    struct Line: Hashable, Sendable, Encodable {
        var position: Int
        var exercise: String
        var name: String
        var type: ExerciseType
        /// As typed, in the project's unit: what `template edit --target` reads back.
        var target: String
        /// As `DisplayFormatter` shows it: `3 × 8–12 @8`.
        var targetDisplay: String
        var planned: TemplateExercise

        enum CodingKeys: String, CodingKey {
            case position, exercise, name, type, target, targetDisplay, targetSets, targetReps, targetRepsMax, targetRPE,
                 targetWeightKg, targetSeconds, targetMeters, notes
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(position, forKey: .position)
            try container.encode(exercise, forKey: .exercise)
            try container.encode(name, forKey: .name)
            try container.encode(type, forKey: .type)
            try container.encode(target, forKey: .target)
            try container.encode(targetDisplay, forKey: .targetDisplay)
            try container.encode(planned.targetSets, forKey: .targetSets)
            try container.encode(planned.targetReps, forKey: .targetReps)
            try container.encode(planned.targetRepsMax, forKey: .targetRepsMax)
            try container.encode(planned.targetRPE, forKey: .targetRPE)
            try container.encode(planned.targetWeightKg, forKey: .targetWeightKg)
            try container.encode(planned.targetSeconds, forKey: .targetSeconds)
            try container.encode(planned.targetMeters, forKey: .targetMeters)
            try container.encode(planned.notes, forKey: .notes)
        }
    }

    /// A split day the template is on.
    struct Use: Hashable, Sendable, Encodable {
        var split: String
        var splitName: String
        var day: String
        var dayName: String
        var active: Bool
    }

    var id: String
    var name: String
    @Nullable var notes: String?
    var exercises: [Line]
    var usedBy: [Use]
    var usage: TemplateUsage

    package init(_ template: WorkoutTemplate, in data: ProjectData, today: LocalDay) {
        id = template.id
        name = template.name
        notes = template.notes
        let format = DisplayFormatter(unit: data.settings.units)
        exercises = template.exercises.enumerated().map { index, planned in
            let exercise = data.library.exercise(id: planned.exercise)
            return Line(position: index + 1, exercise: planned.exercise, name: exercise?.name ?? planned.exercise,
                        type: exercise?.type ?? .weightReps, target: TargetSyntax.text(of: planned, unit: data.settings.units),
                        targetDisplay: format.target(planned), planned: planned)
        }
        usedBy = data.programs.splits.flatMap { split in
            split.days.filter { $0.templates.contains(template.id) }.map { day in
                Use(split: split.id, splitName: split.name, day: day.id, dayName: day.name, active: data.programs.activeSplit == split.id)
            }
        }
        usage = TemplateUsage.of(template.id, workouts: data.workouts, today: today, timeZone: data.timeZone)
    }
}
