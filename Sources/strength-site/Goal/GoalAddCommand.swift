import ArgumentParser
import StrengthKit

struct GoalAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Set a goal: an e1RM or a set on a lift, a body weight, or workouts a week.",
        discussion: """
            Weights are in your unit unless one is written; a goal written in the other unit (--e1rm 200lbs in a kg \
            project) is shown in it. The goal starts from where you stand today (its current value), which progress \
            counts from; a target already met is accepted, said so, and shown as achieved, with the workout that \
            met it. The goal's id (squat-e1rm, bench-press-5-reps, body-weight, workouts-per-week) is what goal \
            show, edit and delete take.
            Examples:
              strength-site goal add "Squat" --e1rm 140kg --by 2027-06-01
              strength-site goal add "Bench Press" --set 100kgx5
              strength-site goal add --body-weight 80kg
              strength-site goal add --workouts-per-week 4
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The exercise of an --e1rm or --set goal (name, alias or id).", valueName: "exercise"))
    var exercise: String?

    @OptionGroup var target: GoalTargetOptions

    @Option(help: ArgumentHelp("The deadline (YYYY-MM-DD).", valueName: "date"))
    var by: String?

    @Flag(help: "Print the goal as JSON.")
    var json = false

    func run() throws {
        let (result, _) = try global.store.update { data in
            let today = global.todayDay(in: data.timeZone)
            let typed = try GoalEditor.target(target.text(exercise: exercise), in: data)
            let goal = try GoalEditor.add(typed.target, typedUnit: typed.typedUnit,
                                          deadline: try by.map { try GoalEditor.deadline($0, today: today) }, today: today, in: &data)
            return (GoalEvaluator.evaluate(goal, in: data, today: today), data)
        }
        try GoalShowCommand.print(result.0, in: result.1, json: json, heading: GoalText.addedHeading(result.0))
    }
}
