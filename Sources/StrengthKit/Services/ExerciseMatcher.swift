/// Finds exercises by what a person typed: name or alias, ignoring case, accents, spaces and punctuation.
public struct ExerciseMatcher: Sendable {
    private let byKey: [String: String]
    private let exercises: [Exercise]

    public init(library: ExerciseLibrary) {
        exercises = library.exercises
        var byKey: [String: String] = [:]
        for exercise in library.exercises {
            for name in [exercise.name] + exercise.aliases {
                byKey[ExerciseMatcher.normalize(name)] = byKey[ExerciseMatcher.normalize(name)] ?? exercise.id
            }
        }
        self.byKey = byKey
    }

    /// `"Pull-Up"`, `"pull up"` and `"PULLUP"` all give `"pullup"`.
    public static func normalize(_ name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        return String(folded.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
    }

    /// The exercise with this name or alias.
    public func exercise(named name: String) -> Exercise? {
        guard let id = byKey[ExerciseMatcher.normalize(name)] else { return nil }
        return exercises.first { $0.id == id }
    }

    /// The exercise whose id, name or alias is `text`.
    public func exercise(matching text: String) -> Exercise? {
        exercises.first { $0.id == text } ?? exercise(named: text)
    }

    /// Up to `limit` names close to `name`, closest first, for "did you mean" hints.
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        let key = ExerciseMatcher.normalize(name)
        guard !key.isEmpty else { return [] }
        var scored: [(distance: Int, name: String)] = []
        for exercise in exercises where !exercise.archived {
            let candidates = [exercise.name] + exercise.aliases
            let best = candidates.map { candidate -> Int in
                let other = ExerciseMatcher.normalize(candidate)
                if other.hasPrefix(key) || key.hasPrefix(other) || other.contains(key) { return 1 }
                return EditDistance.between(key, other)
            }.min() ?? Int.max
            let allowed = max(2, key.count / 3)
            if best <= allowed { scored.append((best, exercise.name)) }
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
    }
}
