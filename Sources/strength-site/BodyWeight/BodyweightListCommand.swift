import ArgumentParser
import StrengthKit

struct BodyweightListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List body-weight entries, newest first.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON (oldest first, kilograms).")
    var json = false

    func run() throws {
        let data = try global.store.load()
        if json {
            try Output.json(data.bodyWeight.entries)
        } else {
            Output.print(TerminalText(data: data).bodyWeightList())
        }
    }
}
