/// A `log` entry names an exercise the library does not have.
package struct UnknownExerciseError: Error, Equatable, Sendable, CustomStringConvertible {
    var name: String
    var suggestions: [String]
    /// How to have it created instead, for the command that met the name.
    var retry = "log with --create-exercises"

    package var description: String {
        let hint = suggestions.isEmpty ? "" : "did you mean " + suggestions.map { "\"\($0)\"" }.joined(separator: ", ") + "? If not, "
        return "no exercise named \"\(name)\"; \(hint)add it with `strength-site exercise add`, or \(retry)"
    }
}
