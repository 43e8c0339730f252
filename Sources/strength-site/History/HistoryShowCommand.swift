import ArgumentParser
import StrengthKit

struct HistoryShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a workout with every set and all its fields.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Workout id, a unique start of one (e.g. 2025-03-14), or 'latest'.")
    var workout: String = "latest"

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let data = try global.store.load()
        let found = try HistoryEditor.workout(matching: workout, in: data)
        if json {
            try Output.json(WorkoutDetail(found, in: data))
        } else {
            Output.print(TerminalText(data: data).workoutDetail(found))
        }
    }
}
