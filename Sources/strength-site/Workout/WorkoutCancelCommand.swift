import ArgumentParser
import StrengthKit

struct WorkoutCancelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel", abstract: "Throw away the workout under way and its sets (asks first).")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var confirmation: Confirmation

    func run() throws {
        let store = global.store
        let session = try LiveWorkout.current(in: try store.load())
        try confirmation.require("Cancel \"\(session.name)\" and throw away its \(NumberText.counted(session.setCount, "set"))?")
        let (cancelled, _) = try store.update { data in try LiveWorkout.cancel(in: &data) }
        Output.print("Cancelled \"\(cancelled.name)\"; nothing was saved\n")
    }
}
