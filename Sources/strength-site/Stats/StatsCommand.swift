import ArgumentParser
import StrengthKit

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Training analytics: this week and month, volume, streak, records, per exercise.",
        discussion: """
            --json prints the scripting interface documented in docs/ANALYTICS.md (kilograms, metres and seconds \
            whatever the display unit), every goal included; with --exercise it adds that exercise's series, rep maxes \
            and recent sets.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Show one exercise (name, alias or id).")
    var exercise: String?

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let data = try global.store.load()
        let today = global.todayDay(in: data.timeZone)
        let analytics = TrainingAnalytics.compute(data, today: today)
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
                                      heldSets: HeldSets.list(in: data)))
        } else if let detail {
            Output.print(TerminalText(data: data).exerciseStats(detail, oneRepMax: data.settings.oneRepMax))
        } else {
            Output.print(TerminalText(data: data).statsDashboard(analytics))
        }
    }
}
