import ArgumentParser
import StrengthKit

struct HistoryDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete one workout (asks first; writes a backup).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Workout id or a unique start of one.")
    var workout: String

    @Flag(help: "Do not ask; needed when not on a terminal.")
    var yes = false

    func run() throws {
        let store = global.store
        let target = try HistoryEditor.workout(matching: workout, in: try store.load())
        try Confirmation.require("Delete \"\(target.name)\" (\(target.id))?", yes: yes)
        let (_, report) = try store.update(backup: global.backup("history-delete")) { data in
            try HistoryEditor.delete(id: target.id, in: &data)
        }
        Output.print("Deleted \"\(target.name)\" (\(target.id))\n")
        Output.backupNote(report)
    }
}
