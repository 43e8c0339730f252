import ArgumentParser
import StrengthKit

struct GoalShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a goal: where it started, the current value, progress, and the trend's projection.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The goal's id (goal list shows them).")
    var goal: String

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let data = try global.store.load()
        let status = GoalEvaluator.evaluate(try GoalEditor.goal(goal, in: data), in: data, today: global.todayDay(in: data.timeZone))
        try Self.print(status, in: data, json: json)
    }

    /// A goal as `show` prints it; `heading` says what a command did to it first.
    static func print(_ status: GoalStatus, in data: ProjectData, json: Bool, heading: String? = nil) throws {
        let wording = GoalWording(data: data)
        if json {
            try Output.json(GoalDetail(status, exerciseNames: data.library.namesByID))
        } else {
            Output.print((heading.map { $0 + ": " } ?? "") + GoalText.detail(status, wording: wording))
        }
    }
}
