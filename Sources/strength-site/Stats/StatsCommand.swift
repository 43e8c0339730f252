import ArgumentParser
import StrengthKit

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Training analytics: this week and month, volume, streak, records, per exercise.",
        discussion: """
            --json prints the scripting interface documented in docs/ANALYTICS.md (kilograms, metres and seconds \
            whatever the display unit), every goal and training block included; with --exercise it adds that \
            exercise's series, rep maxes and recent sets.

            --compare sets two ranges side by side: each is FIRST..LAST (2026-01-05..2026-02-28, both days \
            included) or a training block by its start (block:2026-01-05); with --json it prints their figures and \
            the change.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Show one exercise (name, alias or id).")
    var exercise: String?

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Compare two ranges: FIRST..LAST or block:START.", valueName: "range"))
    var compare: [String] = []

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let data = try global.store.load()
        let today = global.todayDay(in: data.timeZone)
        let analytics = TrainingAnalytics.compute(data, today: today)
        if !compare.isEmpty {
            guard compare.count == 2 else {
                throw UsageError(option: "--compare", "give two ranges, FIRST..LAST or block:START, not \(compare.count)")
            }
            guard exercise == nil else { throw UsageError("--compare and --exercise do not go together", pointsAtHelp: true) }
            let comparison: BlockComparison
            do {
                comparison = try BlockComparison(BlockReview(data: data, analytics: analytics), compare[0], compare[1])
            } catch {
                throw UsageError(option: "--compare", error.description)
            }
            if json {
                try Output.json(BlockComparisonDocument(comparison))
            } else {
                Output.print(BlockComparisonText(data: data).text(comparison))
            }
            return
        }
        var detail: ExerciseAnalytics?
        if let exercise {
            let found = try ExerciseLookup.find(exercise, in: data)
            guard let entry = analytics.exercise(id: found.id) else {
                throw UsageError(option: "--exercise", "\(found.name) has not been logged yet, so it has no statistics")
            }
            detail = entry
        }
        if json {
            Output.json(StatsDocument(analytics, exercise: detail, goals: GoalDetail.all(in: data, today: today),
                                      heldSets: HeldSets.list(in: data), blocks: BlockReview(data: data, analytics: analytics).entries))
        } else if let detail {
            Output.print(TerminalText(data: data).exerciseStats(detail, oneRepMax: data.settings.oneRepMax))
        } else {
            Output.print(TerminalText(data: data).statsDashboard(analytics))
        }
    }
}
