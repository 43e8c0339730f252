import ArgumentParser
import StrengthKit

struct WorkoutAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add sets to the workout under way, in the `log` grammar.",
        discussion: """
            strength-site workout add "Bench Press: 100x5, 100x5" "Pull Up: +10x8"
            Sets of an exercise already done go after its sets; see `strength-site log --help` for the set grammar.
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(name: .customLong("create-exercises"), help: "Create exercises that are not in the library (type from their first set).")
    var createExercises = false

    @OptionGroup var outlier: OutlierOption

    @Argument(help: ArgumentHelp("Entries: \"NAME: SET, SET, ...\"", valueName: "entry"))
    var entries: [String] = []

    func validate() throws {
        if entries.isEmpty { throw ValidationError("give at least one entry, e.g. \"Bench Press: 100x5\"") }
    }

    func run() throws {
        let ((added, created, data), _) = try global.store.update { data in
            let (added, created) = try LiveWorkout.add(entries, createExercises: createExercises, allowOutliers: outlier.notATypo, in: &data)
            return (added, created, data)
        }
        Output.print(TerminalText(data: data).sessionAdded(added, created: created))
    }
}
