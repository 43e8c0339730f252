import ArgumentParser
import StrengthKit

struct SplitDayMoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "move", abstract: "Move a day to another position in the split.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id of the split.")
    var split: String

    @Argument(help: "Name, id or position of the day.")
    var day: String

    @Argument(help: "Its new position (1 is the first).")
    var position: Int

    func run() throws {
        let (detail, _) = try global.store.update { data in
            let found = try ProgramLookup.split(split, in: data.programs)
            try ProgramEditor.moveDay(try ProgramLookup.day(day, of: found).id, ofSplit: found.id, to: position, in: &data)
            return SplitDetail(try ProgramLookup.split(found.id, in: data.programs), in: data)
        }
        Output.print(ProgramText.splitDetail(detail))
    }
}
