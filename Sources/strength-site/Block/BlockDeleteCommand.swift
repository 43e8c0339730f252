import ArgumentParser
import StrengthKit

struct BlockDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a declared block start (the site may still find a block there on its own).",
        discussion: """
            A block is a run of training weeks between boundaries (docs/ANALYTICS.md, "Training blocks"); without \
            the declared start, a break, deload week or program change may still begin one on that day.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The day the block starts (YYYY-MM-DD; block list shows them).", valueName: "date"))
    var date: String

    func run() throws {
        let day = try BlockEditor.day(date)
        let (deleted, _) = try global.store.update { data in try BlockEditor.delete(on: day, in: &data) }
        Output.print("Deleted the declared block start \(deleted.start)\(deleted.name.map { " (\($0))" } ?? "")\n")
    }
}
