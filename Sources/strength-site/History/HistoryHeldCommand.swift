import ArgumentParser
import StrengthKit

struct HistoryHeldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "held",
        abstract: "List the held sets (shown, counted nowhere until confirmed or fixed), each with the commands that decide it.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let data = try global.store.load()
        Output.print(TerminalText(data: data).heldSets(HeldSets.list(in: data)))
    }
}
