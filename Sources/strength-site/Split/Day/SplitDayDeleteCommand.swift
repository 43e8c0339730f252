import ArgumentParser
import StrengthKit

struct SplitDayDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a day from a split (its templates stay; a split keeps at least one day).")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var splitDay: SplitDayArguments

    func run() throws {
        try global.changeSplit(splitDay.split) { split, data in
            try ProgramEditor.deleteDay(try splitDay.dayID(in: split), ofSplit: split.id, in: &data)
        }
    }
}
