import ArgumentParser
import StrengthKit

struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Delete all data — workouts, exercises, categories, templates, body weight — keeping settings (asks; writes a backup).")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Do not ask; needed when not on a terminal.")
    var yes = false

    func run() throws {
        let store = global.store
        let data = try store.load()
        try Confirmation.require(
            "Delete all data (\(data.workouts.count) workouts, \(data.library.exercises.count) exercises)?", yes: yes)
        let (_, report) = try store.update(backup: global.backup("reset")) { data in DataTransfer.reset(&data) }
        Output.print("The store is empty; settings were kept.\n")
        Output.backupNote(report)
    }
}
