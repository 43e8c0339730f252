import ArgumentParser
import StrengthKit

struct WorkoutFinishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "finish", abstract: "Save the workout under way as a finished workout, as `log` would.")

    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("save-as-template"), help: ArgumentHelp("Also save what was done as a new template with this name.", valueName: "name"))
    var saveAsTemplate: String?

    @Option(help: ArgumentHelp("How long it took (65m, 1h05m, 1:05:00). Default: from the start to now.", valueName: "time"))
    var duration: String?

    @Flag(help: "Save it even if an identical workout started within 10 minutes of it.")
    var force = false

    @Flag(help: "Print the saved workout as JSON (as `history show --json`).")
    var json = false

    func run() throws {
        let seconds = try duration.map(LogCommand.parseDuration)
        let ((result, data, achieved), _) = try global.store.update { data in
            let before = data
            let session = try LiveWorkout.current(in: data)
            let end = seconds.map { session.start.adding(seconds: $0, in: data.timeZone) } ?? global.nowStamp(in: data.timeZone)
            let finished = try LiveWorkout.finish(end: end, saveAsTemplate: saveAsTemplate, allowDuplicate: force, in: &data)
            return (finished, data, HistoryNews(before: before, after: data, today: global.todayDay(in: data.timeZone)))
        }
        if json {
            try Output.json(WorkoutDetail(result.outcome.workout, in: data))
        } else {
            Output.print(TerminalText(data: data).logOutcome(result.outcome))
            if let template = result.template { Output.print(TerminalText(data: data).templateSaved(template)) }
        }
        LogCommand.say(achieved, in: data, json: json)
    }
}
