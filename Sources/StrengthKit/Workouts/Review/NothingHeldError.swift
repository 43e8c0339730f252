/// `history confirm` found no held set where it was pointed.
package struct NothingHeldError: Error, Equatable, Sendable, CustomStringConvertible {
    var scope: HeldSets.Scope
    /// How many sets are held in the whole history.
    var held: Int

    package var description: String {
        let sets = switch scope {
        case .all: "no set"
        case .exercise: "no set of that exercise"
        case .workout(_, _, let number?): "set \(number + 1) there"
        case .workout(_, _?, nil): "no set of that exercise in the workout"
        case .workout: "no set of that workout"
        }
        let nothing = "\(sets) is held, so there is nothing to confirm"
        return held == 0 ? nothing + "; no set is held anywhere" : nothing + "; `strength-site history held` lists the \(NumberText.counted(held, "held set"))"
    }
}
