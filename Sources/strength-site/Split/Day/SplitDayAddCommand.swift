import ArgumentParser
import StrengthKit

struct SplitDayAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a day: \"DAY: TEMPLATE, TEMPLATE\".")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id of the split.")
    var split: String

    @Argument(help: ArgumentHelp("The day: \"DAY: TEMPLATE, TEMPLATE\".", valueName: "day"))
    var day: String

    @Option(help: ArgumentHelp("Where it goes (1 is the first); default the end.", valueName: "position"))
    var at: Int?

    func run() throws {
        try global.changeSplit(split) { split, data in
            _ = try ProgramEditor.addDay(try SplitDaySyntax.plan(day, in: data.programs), at: at, toSplit: split.id, in: &data)
        }
    }
}
