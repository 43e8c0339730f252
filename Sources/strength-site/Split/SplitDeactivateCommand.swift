import ArgumentParser
import StrengthKit

struct SplitDeactivateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "deactivate", abstract: "Train from no split.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let (split, _) = try global.store.update { data in try ProgramEditor.deactivate(in: &data) }
        Output.print("\"\(split.name)\" is no longer active; no split is\n")
    }
}
