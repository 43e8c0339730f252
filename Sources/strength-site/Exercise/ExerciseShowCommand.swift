import ArgumentParser
import StrengthKit

struct ExerciseShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one exercise.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name, alias or id.")
    var name: String

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let data = try global.store.load()
        let summary = ExerciseSummary(try ExerciseLookup.find(name, in: data), in: data)
        if json {
            try Output.json(summary)
        } else {
            Output.print(TerminalText(data: data).exerciseDetail(summary))
        }
    }
}
