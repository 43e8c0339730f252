import ArgumentParser
import StrengthKit

struct SplitDayMoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "move", abstract: "Move a day to another position in the split.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var splitDay: SplitDayArguments

    @Argument(help: "Its new position (1 is the first).")
    var position: Int

    func run() throws {
        try global.changeSplit(splitDay.split) { split, data in
            try ProgramEditor.moveDay(try splitDay.dayID(in: split), ofSplit: split.id, to: position, in: &data)
        }
    }
}
