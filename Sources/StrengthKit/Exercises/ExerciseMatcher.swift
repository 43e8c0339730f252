/// Finds exercises by what a person typed: name or alias, ignoring case, accents, spaces and
/// punctuation; else through the catalogue, whose names of an exercise ("OHP", "RDL", "Calf Raise")
/// lead to the library's exercise of that entry.
package struct ExerciseMatcher: Sendable {
    private let byKey: [String: String]
    private let exercises: [Exercise]
    private let catalogue: ExerciseCatalogue
    private let abbreviations: NameAbbreviations

    package init(library: ExerciseLibrary) {
        self.init(library: library, catalogue: .builtIn, abbreviations: .builtIn)
    }

    init(library: ExerciseLibrary, catalogue: ExerciseCatalogue, abbreviations: NameAbbreviations) {
        exercises = library.exercises
        self.catalogue = catalogue
        self.abbreviations = abbreviations
        var byKey: [String: String] = [:]
        for exercise in library.exercises {
            for name in [exercise.name] + exercise.aliases {
                byKey[NameKey.of(name)] = byKey[NameKey.of(name)] ?? exercise.id
            }
        }
        self.byKey = byKey
    }

    /// The exercise with this name or alias in the library itself (an import remembers a spelling the
    /// library lacks; an export document keeps exercises the catalogue would take for one apart).
    func exercise(named name: String) -> Exercise? {
        guard let id = byKey[NameKey.of(name)] else { return nil }
        return exercises.first { $0.id == id }
    }

    /// The exercise whose id, name or alias is `text`, else the library's exercise of the catalogue
    /// entry `text` names.
    package func exercise(matching text: String) -> Exercise? {
        if let found = exercises.first(where: { $0.id == text }) ?? exercise(named: text) { return found }
        return catalogue.entry(named: text).flatMap(exercise(standingFor:))
    }

    /// The library's exercise that is this catalogue entry: the one with one of its names.
    func exercise(standingFor entry: CatalogueEntry) -> Exercise? {
        ([entry.name] + entry.aliases).lazy.compactMap { exercise(named: $0) }.first
    }

    /// Up to `limit` names close to `name`, closest first, for "did you mean" hints.
    package func suggestions(for name: String, limit: Int = 3) -> [String] {
        candidates(for: name, limit: limit).names
    }

    /// The exercises `name` may have meant (`NameResemblance`), by each one's names, its aliases and
    /// the catalogue's names of it: the very name with a slip, else the ones it is the shortest form of,
    /// fewest words left out ("Inc Bench" of Incline Bench Press, not of Incline Dumbbell Bench Press;
    /// more than one is ambiguous: up to `ambiguousLimit` of them), else up to `limit` that share
    /// something with it. Archived exercises are not offered.
    package func candidates(for name: String, limit: Int = 3, ambiguousLimit: Int = 8) -> ExerciseCandidates {
        let typed = NameResemblance.words(of: name)
        let scored = exercises.filter { !$0.archived }.compactMap { exercise -> (resemblance: NameResemblance, name: String)? in
            names(of: exercise).compactMap { NameResemblance.of(typed, NameResemblance.words(of: $0), abbreviations: abbreviations) }
                .min { $0.rank < $1.rank }.map { ($0, exercise.name) }
        }.sorted { ($0.resemblance.rank.0, $0.resemblance.rank.1, $0.name) < ($1.resemblance.rank.0, $1.resemblance.rank.1, $1.name) }
        let complete = scored.filter(\.resemblance.isComplete)
        if !complete.isEmpty { return ExerciseCandidates(names: complete.map(\.name)) }
        let whole = scored.filter(\.resemblance.isWhole)
        let fewestLeftOut = whole.map(\.resemblance.unmatchedWords).min()
        let shortestFormOf = whole.filter { $0.resemblance.unmatchedWords == fewestLeftOut }
        if shortestFormOf.count > 1 {
            return ExerciseCandidates(names: shortestFormOf.prefix(ambiguousLimit).map(\.name), ambiguous: true,
                                      unlisted: max(0, shortestFormOf.count - ambiguousLimit))
        }
        if let only = shortestFormOf.first { return ExerciseCandidates(names: [only.name]) }
        return ExerciseCandidates(names: scored.prefix(limit).map(\.name))
    }

    /// An exercise's own names and the catalogue's names of it.
    private func names(of exercise: Exercise) -> [String] {
        let own = [exercise.name] + exercise.aliases
        guard let entry = own.lazy.compactMap({ catalogue.entry(named: $0) }).first else { return own }
        return own + [entry.name] + entry.aliases
    }
}
