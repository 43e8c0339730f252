import ArgumentParser
import StrengthKit

struct BlockStartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: "Declare that a training block starts on a day (names it, or renames the one there).",
        discussion: """
            A block is a run of training weeks between boundaries (docs/ANALYTICS.md, "Training blocks"); a declared \
            start is the strongest of them. The day is today or past (tomorrow at the latest). Run again on the same \
            day with another --name to rename the block.
            Examples:
              strength-site block start 2026-01-05 --name "Hypertrophy 2"
              strength-site block start 2026-03-02
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The block's first day (YYYY-MM-DD).", valueName: "date"))
    var date: String

    @Option(help: ArgumentHelp("What to call the block (at most \(DeclaredBlockRule.maximumNameLength) characters).", valueName: "name"))
    var name: String?

    func run() throws {
        let store = global.store
        let day = try BlockEditor.day(date, latest: store.latestArrival?.local.day)
        let (change, _) = try store.update { data in try BlockEditor.start(on: day, name: name, in: &data) }
        Output.print("\(change)\n")
    }
}
