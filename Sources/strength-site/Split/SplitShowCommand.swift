import ArgumentParser
import StrengthKit

struct SplitShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a split's days in order with their templates, and the next day when it is active.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id.")
    var split: String

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let data = try global.store.load()
        let detail = SplitDetail(try ProgramLookup.split(split, in: data.programs), in: data)
        if json { try Output.json(detail) } else { Output.print(ProgramText.splitDetail(detail)) }
    }
}
