import ArgumentParser
import StrengthKit

struct SplitDayRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename", abstract: "Rename a day (its id stays, so workouts started from it keep it).")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var splitDay: SplitDayArguments

    @Argument(help: "The new name.")
    var name: String

    func run() throws {
        try global.changeSplit(splitDay.split) { split, data in
            try ProgramEditor.renameDay(try splitDay.dayID(in: split), ofSplit: split.id, to: name, in: &data)
        }
    }
}
