import ArgumentParser
import StrengthKit

struct CategoryMoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "move", abstract: "Move a category to a position (1 = first).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id.")
    var category: String

    @Option(help: "The new position, 1-based.")
    var to: Int

    func run() throws {
        let data = try global.changeCategory(category) { found, data in
            do {
                try LibraryEditor.moveCategory(id: found.id, to: to, in: &data)
            } catch let failure as LibraryEditor.Failure {
                guard case .badPosition = failure else { throw failure }
                throw UsageError(option: "--to", "\(failure)")
            }
            return data
        }
        Output.print(TerminalText(data: data).categoryList())
    }
}
