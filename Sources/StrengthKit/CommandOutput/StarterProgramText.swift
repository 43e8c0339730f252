/// What `init` prints about the starter program it created: the split, each day's exercises with
/// their targets, and the exercises it added to the library for it. And every starter program in
/// brief, made from the code that makes them (`StarterProgram.layout(forDays:)`, `StarterRole.target`,
/// `TrainingEquipment.summary`): `init --help` prints `overview`, the README holds `markdown`.
package enum StarterProgramText {
    package static func render(_ program: StarterProgram, addedExercises: [String], unit: WeightUnit) -> String {
        let formatter = DisplayFormatter(unit: unit)
        let names = Dictionary(program.exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var lines = ["Starter program \"\(program.split.name)\" (\(NumberText.counted(program.split.days.count, "day"))), active:"]
        for template in program.templates {
            let exercises = template.exercises.map { "\(names[$0.exercise] ?? $0.exercise) \(formatter.target($0))" }
            lines.append("  \(template.name): " + exercises.joined(separator: ", "))
        }
        if !addedExercises.isEmpty {
            lines.append("Added to the library for it: " + addedExercises.joined(separator: ", ") + ".")
        }
        lines.append("The templates and the split are yours to edit (Data/programs.json).")
        return lines.joined(separator: "\n")
    }

    /// Every starter program, for `init --help`: the split and days for each number of days a week,
    /// the targets of each focus (`init --focus`), what each equipment means.
    package static var overview: String {
        var lines = ["Days a week, the split and its days (each a template of the same name):"]
        lines += splits.map { "  \($0.days): \($0.split) — \($0.dayNames)" }
        let targets = [[""] + roles.map(\.heading)] + goals.map { [$0.goal] + $0.targets }
        lines.append("Targets by focus:")
        lines.append(TerminalText.indented(TerminalText.table(targets, rightAligned: [])).dropLast().description)
        lines.append("Equipment:")
        lines.append(TerminalText.indented(TerminalText.table(TrainingEquipment.allCases.map { [$0.rawValue, $0.summary] },
                                                              rightAligned: [])).dropLast().description)
        return lines.joined(separator: "\n")
    }

    /// The same as Markdown tables, the README's.
    package static var markdown: String {
        var lines = ["| days a week | split | its days, each a template of the same name |", "|---|---|---|"]
        lines += splits.map { "| \($0.days) | \($0.split) | \($0.dayNames) |" }
        lines += ["", "| focus | " + roles.map(\.heading).joined(separator: " | ") + " |",
                  "|---|" + String(repeating: "---|", count: roles.count)]
        lines += goals.map { "| \($0.goal) | " + $0.targets.joined(separator: " | ") + " |" }
        lines += ["", "| equipment | means |", "|---|---|"]
        lines += TrainingEquipment.allCases.map { "| \($0.rawValue) | \($0.summary) |" }
        return lines.joined(separator: "\n") + "\n"
    }

    private static var splits: [(days: Int, split: String, dayNames: String)] {
        StarterProgramRequest.dayRange.map { days in
            let layout = StarterProgram.layout(forDays: days)
            return (days, layout.name, layout.days.map(\.0).joined(separator: ", "))
        }
    }

    /// The parts an exercise plays, each with the kind of exercise its target is shown for.
    private static let roles: [(heading: String, role: StarterRole, type: ExerciseType)] = [
        ("main lift", .main, .weightReps), ("other compounds", .secondary, .weightReps), ("accessories", .accessory, .weightReps),
        ("core", .core, .bodyweightReps), ("holds", .core, .duration),
    ]

    private static var goals: [(goal: String, targets: [String])] {
        let formatter = DisplayFormatter(unit: .kg)
        return TrainingGoal.allCases.map { goal in
            (goal.rawValue, roles.map { formatter.target($0.role.target(for: goal, exercise: "", type: $0.type)) })
        }
    }
}
