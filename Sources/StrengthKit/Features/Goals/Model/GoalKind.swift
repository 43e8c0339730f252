/// The four kinds of goal, as `goals.json` names them in each goal's `kind`.
package enum GoalKind: String, StableHashable, StrictEnum, Sendable {
    /// A best estimated 1RM on a weight × reps exercise.
    case e1rm
    /// A set of a weight for a number of reps on a weight × reps exercise.
    case set
    case bodyWeight
    case workoutsPerWeek

    package init(from decoder: Decoder) throws { self = try Self.decodeStrictly(from: decoder, what: "goal kind") }
}
