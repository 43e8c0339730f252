/// Splits a `log` entry, `NAME: SET, SET, ...`, into the exercise name and the set texts.
///
/// The name is everything before the last colon that is followed by a space, so a name may contain
/// colons and a time like `1:30` does not split the entry. Without such a colon, the last colon that
/// is not between two digits separates them (`Plank:60s`).
enum WorkoutEntrySyntax {
    static func split(_ entry: String) throws -> (name: String, sets: [String]) {
        let characters = Array(entry)
        var separator: Int?
        for index in characters.indices where characters[index] == ":" {
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if next.isWhitespace { separator = index }
        }
        if separator == nil {
            for index in characters.indices where characters[index] == ":" {
                let previous = index > 0 ? characters[index - 1] : " "
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if !(previous.isASCIIDigit && next.isASCIIDigit) { separator = index }
            }
        }
        guard let separator else {
            throw SetSyntaxError(set: entry, reason: "an entry is NAME: SET, SET, ... — e.g. \"Bench Press: 100x5x3\"")
        }
        let name = String(characters[..<separator]).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            throw SetSyntaxError(set: entry, reason: "the exercise name before ':' is empty")
        }
        let sets = String(characters[(separator + 1)...])
            .split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard sets.contains(where: { !$0.isEmpty }) else {
            throw SetSyntaxError(entry: name, set: "", reason: "no sets after ':'; write e.g. \(name): 100x5, 100x5")
        }
        if sets.contains(where: \.isEmpty) {
            throw SetSyntaxError(entry: name, set: "", reason: "an empty set between commas")
        }
        return (name, sets)
    }
}
