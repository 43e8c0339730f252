/// The short words lifters write for words of exercise names, each with the words it stands for:
/// "OHP" overhead press, "RDL" romanian deadlift, "BB" barbell, "DB" dumbbell. Derived from the
/// catalogue, so a new alias teaches a new short word:
/// - from its aliases: an alias that is another name of its entry with words written as one word in
///   capitals that abbreviates them ("OHP" of Overhead Press; "Dumbbell RDL" of Dumbbell Romanian
///   Deadlift). "ATG Squat" of Full Squat abbreviates nothing, so teaches nothing;
///   The part of such a word that gives one of several words, when it is two letters or more, stands
///   for that word alone: "OH" of OHP for overhead, "DL" of RDL for deadlift;
/// - from its equipment words: one made of a start of its own and an ending of four letters or more
///   it shares with another (bar·bell, dumb·bell, kettle·bell) is written by the first letters of the
///   two: BB, DB, KB.
/// A short word abbreviates words when it is, for each of them in order, its first letter followed by
/// any of its later letters in order: two letters that merely occur in a word ("DL" in "dumbbell")
/// stand for nothing it is not taught.
package struct NameAbbreviations: Equatable, Sendable {
    /// The abbreviations the built-in catalogue teaches.
    static let builtIn = NameAbbreviations(catalogue: .builtIn)

    /// A short word as `NameKey` writes it → the runs of words it stands for, in order.
    private let expansions: [String: [[String]]]

    init(expansions: [String: [[String]]]) {
        self.expansions = expansions
    }

    init(catalogue: ExerciseCatalogue) {
        var found: [String: Set<[String]>] = [:]
        for entry in catalogue.entries {
            let names = [entry.name] + entry.aliases
            for alias in names where Self.hasCapitalisedShortWord(alias) {
                for other in names where other != alias {
                    guard let (short, words) = Self.abbreviation(in: alias, of: other) else { continue }
                    found[short, default: []].insert(words)
                    guard words.count > 1, let parts = Self.parts(of: Array(short), standingFor: words.map(Array.init)) else { continue }
                    for (part, word) in zip(parts, words) where part.count >= 2 { found[String(part), default: []].insert([word]) }
                }
            }
        }
        for (short, word) in Self.equipmentAbbreviations(Set(catalogue.entries.flatMap { $0.equipment.split(separator: "_").map(String.init) })) {
            found[short, default: []].insert([word])
        }
        expansions = found.mapValues { $0.sorted { $0.lexicographicallyPrecedes($1) } }
    }

    /// The runs of words `word` (as `NameKey` writes it) stands for; none when it is no abbreviation.
    func words(abbreviatedBy word: String) -> [[String]] {
        expansions[word] ?? []
    }

    /// The short word of `alias` and the words of `other` it stands for, when `alias` is `other` with
    /// a run of its words written as that one short word.
    static func abbreviation(in alias: String, of other: String) -> (short: String, words: [String])? {
        let written = NameResemblance.writtenWords(of: alias)
        let aliasWords = written.map { NameKey.of(String($0)) }
        let otherWords = NameResemblance.words(of: other)
        let before = zip(aliasWords, otherWords).prefix { $0 == $1 }.count
        let after = zip(aliasWords.reversed(), otherWords.reversed()).prefix { $0 == $1 }.count
        guard aliasWords.count - before - after == 1, otherWords.count - before - after >= 1 else { return nil }
        let short = written[before]
        guard isShortCapitalised(short) else { return nil }
        let words = Array(otherWords[before..<(otherWords.count - after)])
        guard parts(of: Array(aliasWords[before]), standingFor: words.map(Array.init)) != nil else { return nil }
        return (aliasWords[before], words)
    }

    /// Each equipment word made of its own start and an ending shared with another, by the short word
    /// of the two parts' first letters: "barbell" and "dumbbell" share "bell", so BB and DB.
    static func equipmentAbbreviations(_ words: Set<String>) -> [(short: String, word: String)] {
        words.sorted().flatMap { word in
            words.filter { $0 != word }.lazy.compactMap { other -> (String, String)? in
                let ending = String(zip(word.reversed(), other.reversed()).prefix { $0 == $1 }.map(\.0).reversed())
                guard ending.count >= 4, let first = word.first, let endingFirst = ending.first, word.count > ending.count else { return nil }
                return (String([first, endingFirst]), word)
            }.first.map { [$0] } ?? []
        }
    }

    /// `letters` cut into what each of `words` gives, in order: its first letter followed by any of
    /// its later letters in order ("ohp" of overhead, press: "oh", "p"); `nil` when they are not.
    static func parts(of letters: [Character], standingFor words: [[Character]]) -> [[Character]]? {
        guard let word = words.first else { return letters.isEmpty ? [] : nil }
        guard let first = letters.first, first == word.first else { return nil }
        let rest = Array(words.dropFirst())
        // How many of the letters after the first this word also gives: each count in turn.
        var taken = 1
        var position = 1
        while true {
            if let others = parts(of: Array(letters[taken...]), standingFor: rest) { return [Array(letters[..<taken])] + others }
            guard taken < letters.count, let found = word[position...].firstIndex(of: letters[taken]) else { return nil }
            taken += 1
            position = found + 1
        }
    }

    private static func hasCapitalisedShortWord(_ name: String) -> Bool {
        NameResemblance.writtenWords(of: name).contains(where: isShortCapitalised)
    }

    /// Two to five letters, all capitals: how an abbreviation is written ("OHP", "BB"), unlike a word.
    private static func isShortCapitalised(_ word: Substring) -> Bool {
        (2...5).contains(word.count) && word.allSatisfy { $0.isLetter && $0.isUppercase }
    }
}
