import ArgumentParser
import StrengthKit

struct SplitDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a split that is not active (asks first; writes a backup). Its templates stay.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id.")
    var split: String

    @Flag(help: "Do not ask; needed when not on a terminal.")
    var yes = false

    func run() throws {
        let store = global.store
        let data = try store.load()
        let target = try ProgramLookup.split(split, in: data.programs)
        var trial = data
        try ProgramEditor.deleteSplit(id: target.id, in: &trial)
        try Confirmation.require("Delete split \"\(target.name)\" (\(NumberText.counted(target.days.count, "day")); its templates stay)?", yes: yes)
        let (_, report) = try store.update(backup: global.backup("split-delete")) { data in try ProgramEditor.deleteSplit(id: target.id, in: &data) }
        Output.print("Deleted split \"\(target.name)\"\n")
        Output.backupNote(report)
    }
}
