import ArgumentParser
import StrengthKit

struct ExerciseArchiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archive", abstract: "Archive an exercise: its history stays, it leaves lists (or --undo).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name, alias or id.")
    var name: String

    @Flag(help: "Bring it back instead.")
    var undo = false

    func run() throws {
        let (exercise, _) = try global.store.update { data in
            let exercise = try ExerciseLookup.find(name, in: data)
            try LibraryEditor.setArchived(!undo, id: exercise.id, in: &data)
            return exercise
        }
        Output.print(undo ? "\"\(exercise.name)\" is back in the library\n" : "Archived \"\(exercise.name)\"\n")
    }
}
