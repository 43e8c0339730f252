/// How far a name someone typed resembles a known name, word by word: what "did you mean" rests on.
///
/// A typed word fits a known name by one of three things a person recognises, never by mere letters
/// in common (a distance of two edits makes "OHP" "Dip"):
/// - a shared word, or the same word with a slip in it when it is long enough to be recognised after
///   one (five letters: one slip; eight: two; a swap of two letters is one);
/// - a word's start: "Inc" of "Incline", "Pull" of "Pulldown", or "Curls" going on from "Curl";
/// - an abbreviation the catalogue teaches (`NameAbbreviations`): "OHP" standing for overhead press,
///   "DB" for dumbbell.
/// Words shorter than three letters ("up", "of") fit only as they are, and a name fitted by nothing
/// else than such a word does not resemble at all.
package struct NameResemblance: Equatable, Sendable {
    /// How many of the typed words fit.
    package var fittedWords: Int
    /// How many words the typed name has.
    package var typedWords: Int
    /// How many of the known name's words no typed word fits.
    package var unmatchedWords: Int

    /// Every typed word fits, and nothing of the known name is left over: a slip of that very name.
    package var isComplete: Bool { isWhole && unmatchedWords == 0 }
    /// Every typed word fits: the typed name is a short form of the known one.
    package var isWhole: Bool { fittedWords == typedWords }

    /// Orders resemblances closest first: more typed words fitted, then fewer words left over.
    package var rank: (Int, Int) { (-fittedWords, unmatchedWords) }

    /// The words of a name as `NameKey` compares them: "Farmer's Carry" → farmers, carry.
    package static func words(of name: String) -> [String] {
        writtenWords(of: name).map { NameKey.of(String($0)) }.filter { !$0.isEmpty }
    }

    /// The words of a name as written, capitals and all.
    static func writtenWords(of name: String) -> [Substring] {
        name.split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }
    }

    /// How `typed` resembles `known`, or `nil` when it does not.
    package static func of(_ typed: [String], _ known: [String], abbreviations: NameAbbreviations) -> NameResemblance? {
        guard !typed.isEmpty, !known.isEmpty else { return nil }
        var matched = Set<Int>()
        var fitted = 0
        var recognisable = false
        for word in typed {
            guard let fit = fit(word, in: known, abbreviations: abbreviations) else { continue }
            fitted += 1
            matched.formUnion(fit.words)
            if fit.recognisable { recognisable = true }
        }
        guard recognisable else { return nil }
        return NameResemblance(fittedWords: fitted, typedWords: typed.count, unmatchedWords: known.count - matched.count)
    }

    /// The known words one typed word fits, and whether that fit alone makes the names resemble.
    private static func fit(_ word: String, in known: [String], abbreviations: NameAbbreviations) -> (words: [Int], recognisable: Bool)? {
        if let index = known.firstIndex(of: word) { return ([index], word.count >= 3) }
        for run in abbreviations.words(abbreviatedBy: word) {
            if let start = known.indices.first(where: { known[$0...].starts(with: run) }) { return (Array(start..<(start + run.count)), true) }
        }
        guard word.count >= 3 else { return nil }
        if let index = known.firstIndex(where: { $0.hasPrefix(word) || ($0.count >= 3 && word.hasPrefix($0)) }) {
            // Three letters start too many words to stand for all of one: "Row" is no complete "Rowing".
            return (word.count > 3 ? [index] : [], true)
        }
        let slips = word.count >= 8 ? 2 : word.count >= 5 ? 1 : 0
        if slips > 0, let index = known.firstIndex(where: { EditDistance.between(word, $0, swapsCountOnce: true) <= slips }) {
            return ([index], true)
        }
        return nil
    }
}
