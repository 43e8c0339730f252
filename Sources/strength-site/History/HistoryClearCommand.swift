import ArgumentParser
import StrengthKit

struct HistoryClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Delete every workout (asks first; writes a backup). The library stays.")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var confirmation: Confirmation

    func run() throws {
        let count = try global.store.load().workouts.count
        guard count > 0 else {
            Output.print("There are no workouts to delete.\n")
            return
        }
        try confirmation.change(asking: "Delete every workout (\(count) in all)?", global, backup: "history-clear") { data in
            HistoryEditor.clear(&data)
        } done: { removed in
            Output.print("Deleted \(NumberText.counted(removed, "workout"))\n")
        }
    }
}
