/// A `log` entry names an exercise the library does not have.
package struct UnknownExerciseError: Error, Equatable, Sendable, CustomStringConvertible {
    var name: String
    var candidates: ExerciseCandidates
    /// How to have it created instead, for the command that met the name.
    var retry = "log with --create-exercises"

    package var description: String {
        "no exercise named \"\(name)\"; \(candidates.question)add it with `strength-site exercise add`, or \(retry)"
    }
}
