import ArgumentParser
import StrengthKit

struct SplitActivateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "activate", abstract: "Train from this split: its next day is what `split show` and `home` offer.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id.")
    var split: String

    func run() throws {
        let (result, _) = try global.store.update { data in
            let found = try ProgramLookup.split(split, in: data.programs)
            let previous = try ProgramEditor.activate(id: found.id, in: &data)
            return (previous, SplitDetail(found, in: data))
        }
        let replaced = result.0.map { " (instead of \"\($0.name)\")" } ?? ""
        Output.print("Active split: \"\(result.1.name)\"\(replaced)\n\n" + ProgramText.splitDetail(result.1))
    }
}
