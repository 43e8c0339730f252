import ArgumentParser
import StrengthKit

struct CategoryAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a category at the end.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The name (at most 20 characters).")
    var name: String

    func run() throws {
        let (category, _) = try global.store.update { data in try LibraryEditor.addCategory(name: name, in: &data) }
        Output.print("Added category \"\(category.name)\" (id \(category.id))\n")
    }
}
