import ArgumentParser
import StrengthKit

/// The split and the day a `split day` command changes.
struct SplitDayArguments: ParsableArguments {
    @Argument(help: "Name or id of the split.")
    var split: String

    @Argument(help: "Name, id or position of the day.")
    var day: String

    /// The id of the day in `split` (the split as the store has it now).
    func dayID(in split: Split) throws -> String {
        try ProgramLookup.day(day, of: split).id
    }
}
