import ArgumentParser
import StrengthKit

struct SplitDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a split that is not active (asks first; writes a backup). Its templates stay.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id.")
    var split: String

    @OptionGroup var confirmation: Confirmation

    func run() throws {
        let data = try global.store.load()
        let target = try ProgramLookup.split(split, in: data.programs)
        var trial = data
        try ProgramEditor.deleteSplit(id: target.id, in: &trial)
        let question = "Delete split \"\(target.name)\" (\(NumberText.counted(target.days.count, "day")); its templates stay)?"
        try confirmation.change(asking: question, global, backup: "split-delete") { data in
            try ProgramEditor.deleteSplit(id: target.id, in: &data)
        } done: { _ in
            Output.print("Deleted split \"\(target.name)\"\n")
        }
    }
}
