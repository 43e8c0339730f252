/// Finds a template, a split or a split day by what a lifter types: its id or its name (compared
/// by `NameKey`, so "push a" finds "Push A"), with "did you mean" names when nothing matches.
package enum ProgramLookup {
    package static func template(_ text: String, in programs: Programs) throws -> WorkoutTemplate {
        let candidates = programs.templates.map { (id: $0.id, name: $0.name) }
        let id = try find(text, among: candidates, kind: "workout template")
        return programs.template(id: id)!
    }

    package static func split(_ text: String, in programs: Programs) throws -> Split {
        let id = try find(text, among: programs.splits.map { (id: $0.id, name: $0.name) }, kind: "split")
        return programs.split(id: id)!
    }

    /// A day of `split` by its id, name or 1-based number.
    package static func day(_ text: String, of split: Split) throws -> SplitDay {
        if let number = Int(text), (1...split.days.count).contains(number), !split.days.contains(where: { NameKey.of($0.name) == NameKey.of(text) }) {
            return split.days[number - 1]
        }
        let id = try find(text, among: split.days.map { (id: $0.id, name: $0.name) }, kind: "day of \(split.name)")
        return split.days.first { $0.id == id }!
    }

    /// The id of the one candidate whose id or name is `text`; names that are near it when none is.
    private static func find(_ text: String, among candidates: [(id: String, name: String)], kind: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let exact = candidates.first(where: { $0.id == trimmed }) { return exact.id }
        let key = NameKey.of(trimmed)
        let matches = candidates.filter { NameKey.of($0.name) == key }
        if matches.count == 1 { return matches[0].id }
        if matches.count > 1 {
            throw NotFoundError(kind: kind, name: trimmed, suggestions: matches.map(\.id), ambiguous: true)
        }
        let near = candidates
            .map { (name: $0.name, distance: EditDistance.between(NameKey.of($0.name), key)) }
            .filter { $0.distance <= max(2, key.count / 3) || NameKey.of($0.name).contains(key) && !key.isEmpty }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
        throw NotFoundError(kind: kind, name: trimmed, suggestions: near.prefix(3).map(\.name))
    }
}
