import ArgumentParser
import StrengthKit

struct CategoryDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a category no exercise uses (otherwise it says which do).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id.")
    var category: String

    func run() throws {
        let name = try global.changeCategory(category) { found, data in
            try LibraryEditor.deleteCategory(id: found.id, in: &data)
            return found.name
        }
        Output.print("Deleted category \"\(name)\"\n")
    }
}
