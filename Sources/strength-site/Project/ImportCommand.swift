import ArgumentParser
import Foundation
import StrengthKit

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import workout history from \(ImportApp.appNames), or a strength-site export.",
        discussion: """
            The app and its dialect are detected from each file's header (--format to insist on one). \
            Importing the same file again adds nothing; an overlapping newer export adds only the new \
            workouts. All the files land together or nothing does. A row that cannot be read or that the store \
            cannot hold (a value out of range, a date after tomorrow) is skipped and listed with its file and \
            line; --strict stops at the first instead. Weights in files that name no unit (Strong's comma \
            exports) are read in --units, else in the unit their numbers show: what the app's conversions \
            left (16.53 is 7.5 kg written in lb; 74.99999999999999 is 75 lb that went through kilograms), else \
            plate arithmetic (45, 135, 225 are pound plates; 62.5, 102.5 kilogram ones); when they do not show \
            one clearly, the import stops and asks for --units. Weights typed in the unit the project does not \
            show are named in the summary, with the command that switches a project that had no workouts. \
            Times with no zone are wall-clock times in --time-zone, else the project's. A workout the file \
            wrote more than once, one copy after the other, is stored once where the app numbers its sets \
            (Strong, Hevy; --keep-copies keeps every copy) and listed where it does not (FitNotes, Fitbod; \
            --fold-copies stores it once). A note a spreadsheet broke over lines is joined back onto its row. \
            The goals the new workouts achieve are named in one line after the summary (on stderr with --json).

            A strength-site export imported into a project with no history (no workouts, no body weight; one \
            `init` just made) is restored: its settings, library (favourites, archived exercises, categories \
            with their names and order), programs (templates, splits, the active split) and workouts take the \
            place of the project's, with their ids. The project's own exercises, categories, templates and \
            splits that the file lacks (by id, then name) stay after the file's; starter exercises and \
            categories nothing uses are dropped. Into a project with history it is merged instead: what the \
            project has is kept as it is, and only what it lacks is added.

            Examples:
              strength-site import strong.csv --units lb --dry-run
              strength-site import workouts.csv --map "Bench Press (Barbell)=Bench Press"
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Export files: CSV from the apps, or the JSON of `strength-site export`.", valueName: "file"))
    var files: [String] = []

    @Option(help: ArgumentHelp((["auto"] + ImportApp.allCases.map(\.rawValue)).joined(separator: ", ") + ".", valueName: "format"))
    var format: String = "auto"

    @Option(help: ArgumentHelp("Unit of weights in files that do not say (kg or lb). Default: what their numbers show.", valueName: "unit"))
    var units: String?

    @Option(name: .customLong("time-zone"), help: ArgumentHelp("IANA time zone of the files' times. Default: the project's.", valueName: "zone"))
    var timeZone: String?

    @Option(name: .customLong("map"), help: ArgumentHelp("\"Their Name=Our Name\": import an exercise under another name, and remember it (repeatable).", valueName: "names"))
    var maps: [String] = []

    @Flag(name: .customLong("skip-bad-rows"), help: "Skip rows that cannot be read or held, and list them (what happens anyway; kept for scripts).")
    var skipBadRows = false

    @Flag(help: "Stop at the first row that would be skipped, instead of skipping it and listing it.")
    var strict = false

    @Flag(name: .customLong("fold-copies"), help: "Store once every workout whose rows the file wrote more than once, also from apps that number no sets (FitNotes, Fitbod), where a circuit done again looks the same and is otherwise only listed.")
    var foldCopies = false

    @Flag(name: .customLong("keep-copies"), help: "Import every copy of a workout the file wrote more than once, instead of storing it once (what Strong and Hevy files get).")
    var keepCopies = false

    @Flag(name: .customLong("with-settings"), help: "For a strength-site export document merged into a project with history: also take its settings (a restore always does).")
    var withSettings = false

    @Flag(name: .customLong("dry-run"), help: "Show what would be added; change nothing.")
    var dryRun = false

    @Flag(help: "Print the summary as JSON.")
    var json = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one export file to import") }
        if foldCopies, keepCopies { throw ValidationError("--fold-copies and --keep-copies contradict each other: store a workout written twice once, or keep every copy") }
        if strict, skipBadRows { throw ValidationError("--strict and --skip-bad-rows contradict each other: stop at the first bad row, or skip them") }
    }

    func run() throws {
        let options = try importOptions()
        let readOptions = try readOptions()
        var parsed: [ParsedImport] = []
        for file in files {
            let progress = ImportProgress(file: file)
            defer { progress.finish() }
            parsed.append(try ImportReader.read(path: file, display: file, options: readOptions) { bytes, size in
                progress.update(bytes: bytes, of: size)
            })
        }
        let store = global.store
        let report: ImportReport
        let goalNews: String?
        if dryRun {
            let before = try store.load()
            var data = before
            report = try ImportPlanner.apply(parsed, to: &data, options: options, dryRun: true)
            goalNews = goalSummary(before: before, after: data)
        } else {
            (report, goalNews) = try store.update { data in
                let before = data
                let report = try ImportPlanner.apply(parsed, to: &data, options: options, dryRun: false)
                return (report, goalSummary(before: before, after: data))
            }.0
        }
        let goals = goalNews.map { StyledText($0 + "\n", tone: .record) }
        if json {
            try Output.json(report)
            if let goals { Output.note(goals) }
        } else {
            Output.print(ImportSummaryText.render(report))
            if let goals { Output.print(goals) }
        }
    }

    /// The goals the import achieved (`HistoryNews`) in one line, or `nil` when it achieved none.
    private func goalSummary(before: ProjectData, after: ProjectData) -> String? {
        let news = HistoryNews(before: before, after: after, today: global.todayDay(in: after.timeZone), stalls: false)
        return news.achieved.isEmpty ? nil : news.summary(wording: GoalWording(data: after), dryRun: dryRun)
    }

    private func importOptions() throws -> ImportOptions {
        var options = ImportOptions(withSettings: withSettings)
        options.latestArrival = global.store.latestArrival
        options.strict = strict
        if let units {
            guard let unit = WeightUnit(userText: units) else { throw UsageError(option: "--units", "'\(units)' is not kg or lb") }
            options.units = unit
        }
        if let timeZone {
            guard let zone = TimeZone(identifier: timeZone) else {
                throw UsageError(option: "--time-zone", "'\(timeZone)' is not an IANA time zone such as Europe/Berlin or UTC")
            }
            options.timeZone = zone
        }
        for map in maps {
            guard let mapping = ImportNameMapping(argument: map) else {
                throw UsageError(option: "--map", "'\(map)' is not \"Their Name=Our Name\"")
            }
            options.nameMap.append(mapping)
        }
        return options
    }

    private func readOptions() throws -> ImportReadOptions {
        var options = ImportReadOptions(strict: strict, repeatedWorkouts: foldCopies ? .fold : keepCopies ? .keep : .auto)
        if format != "auto" {
            guard let app = ImportApp(rawValue: format.lowercased()) else {
                let names = ["auto"] + ImportApp.allCases.map(\.rawValue)
                let hint = NearestWord.to(format.lowercased(), among: names).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(option: "--format", "'\(format)' is not one of \(names.joined(separator: ", "))" + hint)
            }
            options.format = app
        }
        return options
    }
}
