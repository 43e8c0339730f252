import ArgumentParser
import Foundation
import StrengthKit

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The site project folder.", valueName: "dir"))
    var project: String = "."

    @Option(name: .long, help: ArgumentHelp("Treat this day as today (YYYY-MM-DD), e.g. for reproducible output.", valueName: "date"))
    var today: String?

    /// `--today` as a day the store can hold, checked once the command line is parsed (`StrengthSite.main`)
    /// and worded as one line: a day outside the store's years would stretch the site's weekly
    /// series over millennia (9999 took seconds and gigabytes).
    func checkToday() throws {
        guard let today else { return }
        guard let day = LocalDay(today) else {
            throw UsageError(option: "--today", "'\(today)' is not a date in the form YYYY-MM-DD")
        }
        guard ProjectStore.holds(day) else {
            let years = ProjectStore.years
            throw UsageError(option: "--today", "\(today) is not between the years \(years.lowerBound) and \(years.upperBound)")
        }
    }

    /// The global options of a parsed command: every command of ours holds them as `@OptionGroup var global`.
    static func of(_ command: ParsableCommand) -> GlobalOptions? {
        Mirror(reflecting: command).children.lazy.compactMap { ($0.value as? OptionGroup<GlobalOptions>)?.wrappedValue }.first
    }

    var projectURL: URL { URL(fileURLWithPath: project, isDirectory: true) }

    /// The project's store. A change may bring in nothing later than the real clock's tomorrow
    /// (`--today` does not move that): a typo in a year cannot put a workout in 9999.
    var store: ProjectStore {
        ProjectStore(projectDirectory: projectURL, displayPrefix: project,
                     latestArrival: ArrivalLimit.latest(after: Timestamp(date: now, in: TimeZone(secondsFromGMT: 0) ?? .gmt)))
    }

    /// The current instant: the only place the CLI reads the clock.
    var now: Date { Date() }

    /// The site builder of `build`, `serve` and `publish`: into `output` (default the project's
    /// `Site/`), never into the home folder.
    func siteBuilder(output: String?, baseURL: String? = nil, force: Bool = false, clean: Bool = false,
                     previewDrafts: Bool = false) -> SiteBuilder {
        SiteBuilder(store: store, output: output.map { URL(fileURLWithPath: $0, isDirectory: true) }, outputDisplay: output,
                    baseURL: baseURL, toolIdentity: BuildCommand.toolIdentity(), force: force, clean: clean, homeDirectory: homeDirectory,
                    previewDrafts: previewDrafts)
    }

    /// The user's home folder, which no command ever builds into.
    var homeDirectory: URL? {
        ProcessInfo.processInfo.environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// Today in `timeZone`, or `--today`.
    func todayDay(in timeZone: TimeZone) -> LocalDay {
        if let today, let day = LocalDay(today) { return day }
        return Timestamp(date: now, in: timeZone).local.day
    }

    /// The current instant in `timeZone`.
    func nowStamp(in timeZone: TimeZone) -> Timestamp { Timestamp(date: now, in: timeZone) }

    /// A local time typed in one of `StartTimeText.forms` (a time alone on today, or --today; a date
    /// alone at noon when `dateAlone`); `nil` is now minus `secondsAgo` (on --today's day when given).
    func localTime(_ text: String?, option: String, in timeZone: TimeZone, secondsAgo: Int = 0,
                   dateAlone: Bool = false) throws -> LocalDateTime {
        if let text {
            if let time = StartTimeText.parse(text, today: todayDay(in: timeZone), dateAlone: dateAlone) { return time }
            throw UsageError(option: option, "'\(text)' is not a time; write \(StartTimeText.forms(dateAlone: dateAlone))")
        }
        let began = Timestamp(date: now.addingTimeInterval(-Double(secondsAgo)), in: timeZone).local
        guard today != nil else { return began }
        return LocalDateTime(day: todayDay(in: timeZone), hour: began.hour, minute: began.minute) ?? began
    }

    /// A backup request stamped with the clock.
    func backup(_ reason: String) -> BackupFile {
        BackupFile(reason: reason, time: Timestamp(date: now, in: TimeZone(secondsFromGMT: 0) ?? .current))
    }
}
