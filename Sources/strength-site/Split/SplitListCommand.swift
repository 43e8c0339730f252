import ArgumentParser
import StrengthKit

struct SplitListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List splits and their days; marks the active one.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let splits = SplitDetail.all(in: try global.store.load())
        if json { try Output.json(splits) } else { Output.print(ProgramText.splitList(splits)) }
    }
}
