import ArgumentParser
import StrengthKit

/// What a goal aims at: one of four options, as `goal add` and `goal edit` take them.
struct GoalTargetOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A best estimated 1RM of this weight (your unit unless written: 140, 140kg, 315lb).", valueName: "weight"))
    var e1rm: String?

    @Option(help: ArgumentHelp("A set of this weight for this many reps or more: 100x5, 100kgx5, 225lbx5.", valueName: "set"))
    var set: String?

    @Option(name: .customLong("body-weight"), help: ArgumentHelp("A body weight to reach, down or up: 80, 80kg, 176lb.", valueName: "weight"))
    var bodyWeight: String?

    @Option(name: .customLong("workouts-per-week"), help: ArgumentHelp("At least this many workouts a week, 1 to 14.", valueName: "n"))
    var workoutsPerWeek: Int?

    func text(exercise: String?) -> GoalTargetText {
        GoalTargetText(exercise: exercise, e1rm: e1rm, set: set, bodyWeight: bodyWeight, workoutsPerWeek: workoutsPerWeek)
    }

    var isEmpty: Bool { e1rm == nil && set == nil && bodyWeight == nil && workoutsPerWeek == nil }
}
