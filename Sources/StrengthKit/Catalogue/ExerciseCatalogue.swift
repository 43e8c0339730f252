import Foundation

/// The exercises strength-site knows without being told: the built-in libraries of the apps lifters
/// import from, each with a canonical name, type, equipment, muscle groups and the names other apps
/// and languages give it. Compiled in from `Catalogue/exercises.json` (docs/CATALOGUE.md).
struct ExerciseCatalogue: Sendable {
    /// The catalogue compiled into the binary, decoded once. A catalogue that does not decode is a
    /// programmer error `ExerciseCatalogueTests` catches; the binary then knows no exercise rather
    /// than stopping.
    static let builtIn: ExerciseCatalogue = (try? decoding(EmbeddedCatalogue.json)) ?? ExerciseCatalogue(categories: [], entries: [])

    let categories: [ExerciseCategory]
    let entries: [CatalogueEntry]
    /// `NameKey.of` every name and alias → index in `entries`; the first entry
    /// listing a name keeps it.
    private let byKey: [String: Int]

    init(categories: [ExerciseCategory], entries: [CatalogueEntry]) {
        self.categories = categories
        self.entries = entries
        var byKey: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            for name in [entry.name] + entry.aliases {
                let key = NameKey.of(name)
                if !key.isEmpty, byKey[key] == nil { byKey[key] = index }
            }
        }
        self.byKey = byKey
    }

    /// Decodes the text of `Catalogue/exercises.json`.
    static func decoding(_ json: String) throws -> ExerciseCatalogue {
        let file = try CatalogueFile.decode(json)
        return ExerciseCatalogue(categories: file.categories, entries: file.exercises)
    }

    /// The entry whose name or alias is `name`, compared by `NameKey` (case,
    /// accents, punctuation, spaces, ’ vs ' ignored). When there is none, a trailing equipment
    /// qualifier is read into the name: "Curl (Dumbbell)" finds the entry named or aliased
    /// "Dumbbell Curl", else "Lat Pulldown (Cable)" finds "Lat Pulldown" when that entry's equipment is
    /// cable; "(Weighted)" and "(Assisted)" find a bodyweight-reps entry ("Barfiks (Ağırlıklı)" → Pull
    /// Up). When that finds nothing either, the same again with the last word made singular
    /// ("Skull Crushers", "Bent Over Rows (Dumbbells)"). Exact name and alias matches always win.
    func entry(named name: String) -> CatalogueEntry? {
        if let found = lookUp(name) { return found }
        if let singular = Self.singular(name) { return lookUp(singular) }
        return nil
    }

    /// The library `init` gives a new project: the starter entries as exercises (id from the name, no
    /// aliases) with the catalogue's categories.
    var starterLibrary: ExerciseLibrary {
        ExerciseLibrary(
            categories: categories,
            exercises: entries.filter(\.starter).map { entry in
                Exercise(id: Slug.make(from: entry.name), name: entry.name, type: entry.type, categories: entry.categories)
            }.sorted { $0.id < $1.id })
    }

    private func exactly(_ name: String) -> CatalogueEntry? {
        byKey[NameKey.of(name)].map { entries[$0] }
    }

    private func lookUp(_ name: String) -> CatalogueEntry? {
        if let found = exactly(name) { return found }
        guard let (base, qualifier) = EquipmentQualifier.read(name) else { return nil }
        for prefix in qualifier.prefixes {
            if let found = exactly(prefix + " " + base) { return found }
        }
        guard let found = exactly(base) else { return nil }
        if let equipment = qualifier.equipment { return found.equipment == equipment ? found : nil }
        return found.type == .bodyweightReps ? found : nil
    }

    /// `name` with the last word of its movement made singular ("Curls" → "Curl", "Crunches" →
    /// "Crunch", a trailing "(…)" kept), or `nil` when that word is not an English plural.
    static func singular(_ name: String) -> String? {
        var head = name.trimmingCharacters(in: .whitespacesAndNewlines)
        var tail = ""
        if head.hasSuffix(")"), let open = head.lastIndex(of: "(") {
            tail = " " + head[open...]
            head = head[..<open].trimmingCharacters(in: .whitespaces)
        }
        let start = head.lastIndex(where: { !($0.isLetter || $0.isNumber) }).map { head.index(after: $0) } ?? head.startIndex
        let word = head[start...].lowercased()
        let dropped: Int
        if ["ches", "shes", "sses", "xes"].contains(where: { word.hasSuffix($0) }) {
            dropped = 2
        } else if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 2 {
            dropped = 1
        } else {
            return nil
        }
        return String(head.dropLast(dropped)) + tail
    }
}
