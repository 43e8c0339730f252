/// A `workout edit` or `history edit` names a part of the workout it does not have.
package enum WorkoutEditError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchExercise(String, present: [String])
    case noSuchSet(exercise: String, number: Int, count: Int)
    case noSuchPlace(Int, count: Int)
    /// Replacing a set must give exactly one set.
    case notOneSet(String)
    /// `history edit` would leave a workout with no sets.
    case wouldBeEmpty

    package var description: String {
        switch self {
        case .noSuchExercise(let text, let present):
            "the workout has no exercise \"\(text)\"" + (present.isEmpty ? "" : "; it has " + present.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: ", "))
        case .noSuchSet(let exercise, let number, let count):
            "\(exercise) has no set \(number); it has \(count == 1 ? "1 set" : "sets 1 to \(count)")"
        case .noSuchPlace(let place, let count):
            "\(place) is not a place in the workout; give 1 to \(count)"
        case .notOneSet(let text):
            "'\(text)' is more than one set; a set is replaced by one set, e.g. 100x5"
        case .wouldBeEmpty:
            "that would leave the workout with no sets; delete it with `strength-site history delete` instead"
        }
    }
}
