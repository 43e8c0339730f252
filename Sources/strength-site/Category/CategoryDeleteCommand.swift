import ArgumentParser
import StrengthKit

struct CategoryDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a category no exercise uses (otherwise it says which do).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id.")
    var category: String

    func run() throws {
        let (name, _) = try global.store.update { data in
            let found = try LibraryEditor.category(matching: category, in: data.library)
            try LibraryEditor.deleteCategory(id: found.id, in: &data)
            return found.name
        }
        Output.print("Deleted category \"\(name)\"\n")
    }
}
