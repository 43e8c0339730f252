import ArgumentParser
import StrengthKit

struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Delete all data — workouts, exercises, categories, templates, body weight — keeping settings (asks; writes a backup).")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var confirmation: Confirmation

    func run() throws {
        let data = try global.store.load()
        let question = "Delete all data (\(NumberText.counted(data.workouts.count, "workout")), \(NumberText.counted(data.library.exercises.count, "exercise")))?"
        try confirmation.change(asking: question, global, backup: "reset") { data in
            DataTransfer.reset(&data)
        } done: { _ in
            Output.print("The store is empty; settings were kept.\n")
        }
    }
}
