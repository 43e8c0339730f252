import StrengthKit

/// Finds the exercise a command names, or says which names are close.
enum ExerciseLookup {
    static func find(_ text: String, in data: ProjectData) throws -> Exercise {
        let matcher = ExerciseMatcher(library: data.library)
        if let exercise = matcher.exercise(matching: text) { return exercise }
        let candidates = matcher.candidates(for: text)
        throw NotFoundError(kind: "exercise", name: text, suggestions: candidates.names, ambiguous: candidates.ambiguous)
    }

    /// Changes the exercise named `text` under the store's lock; returns it as it was found.
    static func change(_ text: String, in store: ProjectStore, _ change: (Exercise, inout ProjectData) throws -> Void) throws -> Exercise {
        try store.update { data in
            let exercise = try find(text, in: data)
            try change(exercise, &data)
            return exercise
        }.0
    }

    static func type(_ text: String) throws -> ExerciseType {
        guard let type = ExerciseType(userText: text) else {
            throw UsageError(option: "--type", "'\(text)' is not an exercise type; use one of "
                             + ExerciseType.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return type
    }
}
