import ArgumentParser
import StrengthKit

struct CategoryRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a category; its exercises follow.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Current name or id.")
    var category: String

    @Argument(help: "New name (at most 20 characters).")
    var newName: String

    func run() throws {
        try global.changeCategory(category) { found, data in try LibraryEditor.renameCategory(id: found.id, to: newName, in: &data) }
        Output.print("Renamed \"\(category)\" to \"\(newName)\"\n")
    }
}
