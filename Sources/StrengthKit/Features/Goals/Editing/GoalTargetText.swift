/// A goal's target as the options of `goal add` and `goal edit` give it: one of `--e1rm 140kg`,
/// `--set 100kgx5`, `--body-weight 80kg` and `--workouts-per-week 4`, and the exercise of the first two.
package struct GoalTargetText: Sendable {
    package var exercise: String?
    package var e1rm: String?
    package var set: String?
    package var bodyWeight: String?
    package var workoutsPerWeek: Int?

    package init(exercise: String? = nil, e1rm: String? = nil, set: String? = nil, bodyWeight: String? = nil,
                 workoutsPerWeek: Int? = nil) {
        self.exercise = exercise
        self.e1rm = e1rm
        self.set = set
        self.bodyWeight = bodyWeight
        self.workoutsPerWeek = workoutsPerWeek
    }

    /// The target options given, by name.
    var given: [String] {
        [("--e1rm", e1rm != nil), ("--set", set != nil), ("--body-weight", bodyWeight != nil),
         ("--workouts-per-week", workoutsPerWeek != nil)].filter(\.1).map(\.0)
    }
}
