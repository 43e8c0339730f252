import ArgumentParser
import StrengthKit

struct ExerciseAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add an exercise.",
        discussion: "Types: weight_reps, bodyweight_reps, duration, distance_duration, weight_duration, reps_only (also: weight, bodyweight, time, distance, reps).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The exercise's name.")
    var name: String

    @Option(help: "What a set records (default weight_reps).")
    var type: String = "weight_reps"

    @Option(help: "A muscle group (name or id); repeat for more, the first is primary.")
    var category: [String] = []

    @Option(help: "Notes and form cues (Markdown).")
    var notes: String?

    @Option(help: "Another name for it; repeat for more.")
    var alias: [String] = []

    @Flag(help: "Print the new exercise as JSON.")
    var json = false

    func run() throws {
        let exerciseType = try ExerciseLookup.type(type)
        let (result, _) = try global.store.update { data in
            let changes = LibraryEditor.ExerciseChanges(categories: category, notes: notes, addAliases: alias)
            let exercise = try LibraryEditor.addExercise(name: name, type: exerciseType, changes: changes, to: &data)
            return ExerciseSummary(exercise, in: data)
        }
        if json { try Output.json(result) } else { Output.print("Added \"\(result.name)\" (\(result.type.displayName.lowercased()), id \(result.id))\n") }
    }
}
