import ArgumentParser
import StrengthKit

struct CategoryListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List categories in their order.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON.")
    var json = false

    struct Row: Encodable {
        var id: String
        var name: String
        var position: Int
        var exerciseCount: Int
    }

    func run() throws {
        let data = try global.store.load()
        if json {
            try Output.json(data.library.categories.enumerated().map { index, category in
                Row(id: category.id, name: category.name, position: index + 1,
                    exerciseCount: data.library.exercises.filter { $0.categories.contains(category.id) }.count)
            })
        } else {
            Output.print(TerminalText(data: data).categoryList())
        }
    }
}
