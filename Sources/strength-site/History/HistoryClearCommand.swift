import ArgumentParser
import StrengthKit

struct HistoryClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Delete every workout (asks first; writes a backup). The library stays.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Do not ask; needed when not on a terminal.")
    var yes = false

    func run() throws {
        let store = global.store
        let count = try store.load().workouts.count
        guard count > 0 else {
            Output.print("There are no workouts to delete.\n")
            return
        }
        try Confirmation.require("Delete every workout (\(count) in all)?", yes: yes)
        let (removed, report) = try store.update(backup: global.backup("history-clear")) { data in HistoryEditor.clear(&data) }
        Output.print("Deleted \(NumberText.counted(removed, "workout"))\n")
        Output.backupNote(report)
    }
}
