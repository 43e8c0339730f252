import ArgumentParser
import StrengthKit

struct WorkoutShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the workout under way: elapsed time, and per exercise its target, sets done, last time and a suggested weight.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON (docs/WORKOUT-SESSION.md).")
    var json = false

    func run() throws {
        let data = try global.store.load()
        let document = SessionDocument(try LiveWorkout.current(in: data), in: data, now: global.nowStamp(in: data.timeZone))
        if json {
            try Output.json(document)
        } else {
            Output.print(document.text)
        }
    }
}
