import ArgumentParser
import StrengthKit

struct GoalListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the goals: progress, the current value, and whether the trend gets there in time.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON (the goals of stats --json).")
    var json = false

    func run() throws {
        let data = try global.store.load()
        let today = global.todayDay(in: data.timeZone)
        if json {
            try Output.json(GoalDetail.all(in: data, today: today))
        } else {
            Output.print(GoalText.list(GoalEvaluator.evaluate(data.goals, in: data, today: today), wording: GoalWording(data: data)))
        }
    }
}
