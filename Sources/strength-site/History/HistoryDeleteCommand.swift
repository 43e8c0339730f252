import ArgumentParser
import StrengthKit

struct HistoryDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete one workout (asks first; writes a backup).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Workout id or a unique start of one.")
    var workout: String

    @OptionGroup var confirmation: Confirmation

    func run() throws {
        let target = try HistoryEditor.workout(matching: workout, in: try global.store.load())
        try confirmation.change(asking: "Delete \"\(target.name)\" (\(target.id))?", global, backup: "history-delete") { data in
            try HistoryEditor.delete(id: target.id, in: &data)
        } done: { _ in
            Output.print("Deleted \"\(target.name)\" (\(target.id))\n")
        }
    }
}
