/// A `log` entry names an exercise the library does not have.
public struct UnknownExerciseError: Error, Equatable, Sendable, CustomStringConvertible {
    var name: String
    var suggestions: [String]

    public var description: String {
        let hint = suggestions.isEmpty ? "" : "did you mean " + suggestions.map { "\"\($0)\"" }.joined(separator: ", ") + "? "
        return "no exercise named \"\(name)\"; \(hint)Add it with `strength-site exercise add`, or log with --create-exercises"
    }
}
