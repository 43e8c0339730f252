import StrengthKit

/// Finds the exercise a command names, or says which names are close.
enum ExerciseLookup {
    static func find(_ text: String, in data: ProjectData) throws -> Exercise {
        let matcher = ExerciseMatcher(library: data.library)
        if let exercise = matcher.exercise(matching: text) { return exercise }
        throw NotFoundError(kind: "exercise", name: text, suggestions: matcher.suggestions(for: text))
    }

    static func type(_ text: String) throws -> ExerciseType {
        guard let type = ExerciseType(userText: text) else {
            throw UsageError("'\(text)' is not an exercise type; use one of "
                             + ExerciseType.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return type
    }
}
