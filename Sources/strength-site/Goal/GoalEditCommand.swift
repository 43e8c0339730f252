import ArgumentParser
import StrengthKit

struct GoalEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a goal's target, exercise or deadline; its id stays.",
        discussion: """
            A new number for the same measure (a heavier e1RM on the same lift) keeps the day the goal was set and \
            where it started from; another measure (another lift, another kind, other reps) starts it again from \
            today's value.
            Examples:
              strength-site goal edit squat-e1rm --e1rm 150kg --by 2027-09-01
              strength-site goal edit body-weight --no-deadline
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The goal's id (goal list shows them).")
    var goal: String

    @OptionGroup var target: GoalTargetOptions

    @Option(help: ArgumentHelp("Another exercise for an e1RM or set goal (name, alias or id).", valueName: "exercise"))
    var exercise: String?

    @Option(help: ArgumentHelp("A new deadline (YYYY-MM-DD).", valueName: "date"))
    var by: String?

    @Flag(name: .customLong("no-deadline"), help: "Remove the deadline.")
    var noDeadline = false

    @Flag(help: "Print the goal as JSON.")
    var json = false

    func validate() throws {
        if by != nil, noDeadline { throw ValidationError("--by and --no-deadline contradict each other: give one") }
        if target.isEmpty, exercise == nil, by == nil, !noDeadline { throw ValidationError(GoalEditor.Failure.nothingToChange.description) }
    }

    func run() throws {
        let (result, _) = try global.store.update { data in
            let today = global.todayDay(in: data.timeZone)
            let current = try GoalEditor.goal(goal, in: data)
            let newTarget = target.isEmpty && exercise == nil ? nil
                : try GoalEditor.target(target.text(exercise: exercise), replacing: current, in: data)
            let deadline: GoalEditor.DeadlineChange = try noDeadline ? .remove
                : by.map { .set(try GoalEditor.deadline($0, today: today)) } ?? .keep
            let edited = try GoalEditor.edit(id: current.id, target: newTarget?.target, typedUnit: newTarget?.typedUnit, deadline: deadline,
                                             today: today, in: &data)
            return (GoalEvaluator.evaluate(edited, in: data, today: today), data)
        }
        try GoalShowCommand.print(result.0, in: result.1, json: json, heading: "Saved goal")
    }
}
