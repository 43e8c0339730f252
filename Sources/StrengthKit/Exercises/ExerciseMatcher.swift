/// Finds exercises by what a person typed: name or alias, ignoring case, accents, spaces and punctuation.
package struct ExerciseMatcher: Sendable {
    private let byKey: [String: String]
    private let exercises: [Exercise]

    package init(library: ExerciseLibrary) {
        exercises = library.exercises
        var byKey: [String: String] = [:]
        for exercise in library.exercises {
            for name in [exercise.name] + exercise.aliases {
                byKey[NameKey.of(name)] = byKey[NameKey.of(name)] ?? exercise.id
            }
        }
        self.byKey = byKey
    }

    /// The exercise with this name or alias.
    func exercise(named name: String) -> Exercise? {
        guard let id = byKey[NameKey.of(name)] else { return nil }
        return exercises.first { $0.id == id }
    }

    /// The exercise whose id, name or alias is `text`.
    package func exercise(matching text: String) -> Exercise? {
        exercises.first { $0.id == text } ?? exercise(named: text)
    }

    /// Up to `limit` names close to `name`, closest first, for "did you mean" hints.
    package func suggestions(for name: String, limit: Int = 3) -> [String] {
        let key = NameKey.of(name)
        guard !key.isEmpty else { return [] }
        var scored: [(distance: Int, name: String)] = []
        for exercise in exercises where !exercise.archived {
            let candidates = [exercise.name] + exercise.aliases
            let best = candidates.map { candidate -> Int in
                let other = NameKey.of(candidate)
                if other.hasPrefix(key) || key.hasPrefix(other) || other.contains(key) { return 1 }
                return EditDistance.between(key, other)
            }.min() ?? Int.max
            let allowed = max(2, key.count / 3)
            if best <= allowed { scored.append((best, exercise.name)) }
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
    }
}
