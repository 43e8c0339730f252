import ArgumentParser
import StrengthKit

struct GoalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goal",
        abstract: "Set goals — a 140 kg squat by June, 80 kg body weight, four workouts a week — and see how far you are.",
        discussion: """
            Each goal shows its current value, its progress from where you stood when you set it, and when the trend \
            of \(GoalWording.trendWeeks) reaches it; the figures are defined in docs/ANALYTICS.md ("Goals"), and the site \
            shows them on the dashboard and the exercise's page, and a goal reached in a year in that year's review.
            """,
        subcommands: [GoalListCommand.self, GoalShowCommand.self, GoalAddCommand.self, GoalEditCommand.self, GoalDeleteCommand.self],
        defaultSubcommand: GoalListCommand.self)
}
