import ArgumentParser
import StrengthKit

struct ExerciseEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Rename an exercise or change its type, categories, notes or aliases.",
        discussion: "Renaming keeps the old name as an alias, so imports and logs that use it still match.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name, alias or id of the exercise.")
    var exercise: String

    @Option(help: "New name.")
    var name: String?

    @Option(help: "New type (refused if logged sets would not fit it).")
    var type: String?

    @Option(help: "Replace the categories (repeat; the first is primary).")
    var category: [String] = []

    @Flag(name: .customLong("clear-categories"), help: "Remove all categories.")
    var clearCategories = false

    @Option(help: "New notes (Markdown); an empty string removes them.")
    var notes: String?

    @Option(help: "Add another name; repeat for more.")
    var alias: [String] = []

    @Flag(help: "Print the exercise as JSON.")
    var json = false

    func validate() throws {
        if clearCategories, !category.isEmpty {
            throw ValidationError("--category and --clear-categories contradict each other: give new categories, or clear them")
        }
        if name == nil, type == nil, category.isEmpty, !clearCategories, notes == nil, alias.isEmpty {
            throw ValidationError("nothing to change: give --name, --type, --category, --clear-categories, --notes or --alias")
        }
    }

    func run() throws {
        let newType = try type.map(ExerciseLookup.type)
        let (result, _) = try global.store.update { data in
            let target = try ExerciseLookup.find(exercise, in: data)
            let changes = LibraryEditor.ExerciseChanges(
                name: name, type: newType, categories: clearCategories ? [] : (category.isEmpty ? nil : category),
                notes: notes, addAliases: alias)
            let edited = try LibraryEditor.editExercise(id: target.id, changes: changes, in: &data)
            return ExerciseSummary(edited, in: data)
        }
        if json { try Output.json(result) } else { Output.print("Saved \"\(result.name)\"\n") }
    }
}
