/// A goal's target as `goal add` and `goal edit` read it from their options, with the unit its weight
/// was typed in when that is not the project's (`Goal.typedUnit`).
package struct TypedGoalTarget: Hashable, Sendable {
    package var target: GoalTarget
    package var typedUnit: WeightUnit?

    package init(_ target: GoalTarget, typedUnit: WeightUnit? = nil) {
        self.target = target
        self.typedUnit = typedUnit
    }
}
