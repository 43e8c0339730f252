import ArgumentParser
import StrengthKit

struct SplitEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Rename a split (its days: `split day ...`).",
        discussion: "The id stays, so the active split and workouts started from its days keep it.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id.")
    var split: String

    @Option(help: "New name.")
    var name: String

    @Flag(help: "Print the split as JSON.")
    var json = false

    func run() throws {
        let (detail, _) = try global.store.update { data in
            let found = try ProgramLookup.split(split, in: data.programs)
            return SplitDetail(try ProgramEditor.renameSplit(id: found.id, to: name, in: &data), in: data)
        }
        if json { try Output.json(detail) } else { Output.print("Saved split \"\(detail.name)\"\n") }
    }
}
