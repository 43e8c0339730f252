import ArgumentParser
import StrengthKit

struct HistoryEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a finished workout: its sets, notes and order (as `workout edit`), name, start, duration or template (writes a backup).",
        discussion: """
            strength-site history edit 2025-03-14 --exercise "Bench Press" --set 2 --to 100x6
            strength-site history edit latest --rename "Upper A" --start "2025-03-14 18:30" --duration 70m --template none
            A new start gives the workout a new id (and file).
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var options: WorkoutEditOptions

    @Argument(help: "Workout id, a unique start of one, or 'latest'.")
    var workout: String

    @Option(help: ArgumentHelp("A new name.", valueName: "name"))
    var rename: String?

    @Option(help: ArgumentHelp("A new local start: 'YYYY-MM-DD HH:MM' or 'HH:MM' (same day); the duration is kept.", valueName: "time"))
    var start: String?

    @Option(help: ArgumentHelp("A new duration (65m, 1h05m, 1:05:00), or 'unknown'.", valueName: "time"))
    var duration: String?

    @Option(help: ArgumentHelp("The template it followed (name or id), or 'none'.", valueName: "template"))
    var template: String?

    func run() throws {
        let store = global.store
        let target = try HistoryEditor.workout(matching: workout, in: try store.load())
        let newDuration: HistoryChange.Duration? = try duration.map { $0.lowercased() == "unknown" ? .unknown : .seconds(try LogCommand.parseDuration($0)) }
        var newStart: LocalDateTime?
        if let start {
            newStart = LocalDateTime(start) ?? LocalDateTime("\(target.start.local.day) \(start.trimmingCharacters(in: .whitespaces))")
            if newStart == nil { throw UsageError(option: "--start", "'\(start)' is not a time; write 'YYYY-MM-DD HH:MM' or 'HH:MM'") }
        }
        let change = HistoryChange(edits: options.edits, name: rename, start: newStart, duration: newDuration, template: template,
                                   allowOutliers: options.outlier.notATypo)
        if change.isEmpty { throw UsageError("nothing to change", pointsAtHelp: true) }
        let ((edited, data, news), report) = try store.update(backup: global.backup("history-edit")) { data in
            let before = data
            let edited = try change.apply(toWorkout: target.id, in: &data)
            return (edited, data, HistoryNews(before: before, after: data, today: global.todayDay(in: data.timeZone)))
        }
        if edited.id != target.id { Output.print("Moved \(target.id) to \(edited.id)\n") }
        Output.print("Edited " + TerminalText(data: data).workoutDetail(edited))
        LogCommand.say(news, in: data, json: false)
        Output.backupNote(report)
    }
}
