import ArgumentParser
import StrengthKit

struct ExerciseFavoriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "favorite", abstract: "Mark an exercise as a favourite (or --off).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name, alias or id.")
    var name: String

    @Flag(help: "Remove the mark instead.")
    var off = false

    func run() throws {
        let exercise = try ExerciseLookup.change(name, in: global.store) { exercise, data in
            try LibraryEditor.setFavorite(!off, id: exercise.id, in: &data)
        }
        Output.print(off ? "\"\(exercise.name)\" is no longer a favourite\n" : "\"\(exercise.name)\" is a favourite\n")
    }
}
