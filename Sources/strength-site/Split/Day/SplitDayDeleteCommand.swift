import ArgumentParser
import StrengthKit

struct SplitDayDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a day from a split (its templates stay; a split keeps at least one day).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id of the split.")
    var split: String

    @Argument(help: "Name, id or position of the day.")
    var day: String

    func run() throws {
        let (detail, _) = try global.store.update { data in
            let found = try ProgramLookup.split(split, in: data.programs)
            try ProgramEditor.deleteDay(try ProgramLookup.day(day, of: found).id, ofSplit: found.id, in: &data)
            return SplitDetail(try ProgramLookup.split(found.id, in: data.programs), in: data)
        }
        Output.print(ProgramText.splitDetail(detail))
    }
}
