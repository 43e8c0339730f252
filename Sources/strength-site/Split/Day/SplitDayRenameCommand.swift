import ArgumentParser
import StrengthKit

struct SplitDayRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename", abstract: "Rename a day (its id stays, so workouts started from it keep it).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id of the split.")
    var split: String

    @Argument(help: "Name, id or position of the day.")
    var day: String

    @Argument(help: "The new name.")
    var name: String

    func run() throws {
        let (detail, _) = try global.store.update { data in
            let found = try ProgramLookup.split(split, in: data.programs)
            try ProgramEditor.renameDay(try ProgramLookup.day(day, of: found).id, ofSplit: found.id, to: name, in: &data)
            return SplitDetail(try ProgramLookup.split(found.id, in: data.programs), in: data)
        }
        Output.print(ProgramText.splitDetail(detail))
    }
}
