/// What `init` prints about the starter program it created: the split, each day's exercises with
/// their targets, and the exercises it added to the library for it.
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
}
