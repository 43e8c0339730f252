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
        let exercise = try ExerciseLookup.change(name, in: global.store) { exercise, data in
            try LibraryEditor.setArchived(!undo, id: exercise.id, in: &data)
        }
        Output.print(undo ? "\"\(exercise.name)\" is back in the library\n" : "Archived \"\(exercise.name)\"\n")
    }
}
