import ArgumentParser
import Foundation
import StrengthKit

struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Record a completed workout in one command.",
        discussion: """
            Each entry is NAME: SET, SET, ... The name is everything before the last colon that a space \
            follows, so Plank: 1:30 is a time of Plank.

            Sets:
              100x5          weight x reps in your unit (or 100kgx5, 225lbx5)
              100x5x3        three such sets
              w60x10         a warm-up
              d80x8          a drop set
              f140x0         to failure (x0 is a missed attempt)
              102.5x3@9      with RPE 9
              +20x8  -25x6   bodyweight with added load, with assistance
              +0x12  x12     bodyweight with none (x12 is also a reps-only set)
              60s  1:30  2m  a time
              40x45s         a weight held or carried for a time
              5km in 25:00   a distance and its time (3mi in 24:10, 400m in 1:30, 5km)

            --start is local time in the project's time zone; a date alone starts at noon. A start later \
            than now (the real clock) is refused as a slip unless --future logs it ahead of time, \
            \(FutureWorkoutError.howFarAhead).

            Examples:
              strength-site log --name "Upper A" --duration 65m \\
                "Bench Press: w60x10, 100x5x3, 102.5x3@9" "Pull Up: +10x8, x6" \\
                "Plank: 60s, 45s" "Running: 5km in 25:00"
              strength-site log --start 2025-03-14 "Squat: 140x5x3"
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "The workout's name (default: the template's name with --template, else \"Workout\"); a template's name attaches that template, as --template would.")
    var name: String?

    @Option(help: ArgumentHelp("Local start time in the project's time zone: \(StartTimeText.forms(dateAlone: true)). Default: now minus --duration. Later than now needs --future.", valueName: "time"))
    var start: String?

    @Option(help: ArgumentHelp("How long it took: 65m, 1h05m or 1:05:00.", valueName: "time"))
    var duration: String?

    @Option(help: "Workout notes (Markdown).")
    var notes: String?

    @Option(help: "The template (name or id) the workout followed.")
    var template: String?

    @Flag(name: .customLong("create-exercises"), help: "Create exercises that are not in the library (type from their first set).")
    var createExercises = false

    @Flag(help: "Log it even if an identical workout started within 10 minutes of it (by default that is refused as a repeat).")
    var force = false

    @Flag(help: "Log a workout that starts later than now (the real clock), ahead of time and \(FutureWorkoutError.howFarAhead); without it such a start is refused as a slip.")
    var future = false

    @OptionGroup var outlier: OutlierOption

    @Flag(help: "Print the saved workout as JSON instead of text.")
    var json = false

    @Argument(help: ArgumentHelp("Entries: \"NAME: SET, SET, ...\"", valueName: "entry"))
    var entries: [String] = []

    func validate() throws {
        if entries.isEmpty { throw ValidationError("give at least one entry, e.g. \"Bench Press: 100x5x3\"") }
    }

    func run() throws {
        let store = global.store
        let durationSeconds = try duration.map(Self.parseDuration)
        let (outcome, _) = try store.update { data in
            let before = data
            let start = try global.localTime(start, option: "--start", in: data.timeZone, secondsAgo: durationSeconds ?? 0, dateAlone: true)
            let request = LogRequest(name: name ?? "", start: start, durationSeconds: durationSeconds, entries: entries,
                                     notes: notes, createExercises: createExercises, template: template, allowDuplicate: force,
                                     allowOutliers: outlier.notATypo, now: global.nowStamp(in: data.timeZone), allowFuture: future)
            let logged = try WorkoutLogger.log(request, into: &data)
            return (logged, data, HistoryNews(before: before, after: data, today: global.todayDay(in: data.timeZone)))
        }
        if json {
            try Output.json(WorkoutDetail(outcome.0.workout, in: outcome.1))
        } else {
            Output.print(TerminalText(data: outcome.1).logOutcome(outcome.0))
        }
        Self.say(outcome.2, in: outcome.1, json: json)
    }

    /// The news of a command that added a workout or sets (`log`, `workout finish`, `history edit`),
    /// one line a goal achieved or stall broken: after what the command printed, or on stderr beside its JSON.
    static func say(_ news: HistoryNews, in data: ProjectData, json: Bool) {
        for text in news.lines(goals: GoalWording(data: data), stalls: StallNews(data: data)) {
            var line = StyledText(text, tone: .record)
            line.append("\n")
            if json { Output.note(line) } else { Output.print(line) }
        }
    }

    static func parseDuration(_ text: String) throws -> Int {
        let seconds = try SetSyntax.duration(text) { reason in SetSyntaxError(set: text, reason: reason) }
        guard let seconds, seconds > 0 else {
            throw UsageError(option: "--duration", "'\(text)' is not a duration; write 65m, 1h05m or 1:05:00")
        }
        // `--duration 1:05` reads as one hour five, not one minute five.
        if text.filter({ $0 == ":" }).count == 1 { return seconds * 60 }
        return seconds
    }
}
