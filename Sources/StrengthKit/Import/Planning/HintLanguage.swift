/// The words one language names exercises with, for `CategoryHints` to guess the muscle group of a name
/// written in it (the languages themselves are in HintLanguage+Vocabularies.swift).
///
/// Words are written folded, as `NameWords` reads them: lowercase, no accents ("extensao", "gogus").
/// A phrase's words are stems: a stem matches every word that begins with it, so one stem carries a word's
/// plural, gender and case endings ("pern" is "perna" and "pernas"; "pres" is Turkish "presi"), and one
/// ending in "." matches only itself ("bel." is the Turkish lower back, not the "belt" of "Belt Squat").
/// A phrase matches its words in either order, since Romance languages put the adjective after the noun
/// ("Elevação Lateral", "Curl Femoral", "Levantamento Terra Romeno") and lifters write both.
struct HintLanguage: Sendable {
    /// A phrase of stems and the category id it points at.
    typealias Rule = (stems: [String], category: String)

    let name: String
    /// Articles, prepositions and conjunctions: taken out of a name before its phrases are matched.
    let functionWords: Set<String>
    /// The function words that say where a movement is done or goes ("no", "al", "an", "à", "sul").
    let placeWords: Set<String>
    /// Words that say what the movement is done with, on which side or in which position (machine, cable,
    /// dumbbell, one-arm, seated): they point at no group, and a phrase's words may stand on either side of
    /// them ("Extensão Unilateral de Perna" is still "extensão ... perna").
    let ignoredWords: Set<String>
    /// The words German compounds are cut at (`NameWords.splitCompound`); empty for other languages.
    let compoundParts: Set<String>
    /// How a bar or handle is held, where a grip's word would otherwise say a group in another language
    /// (Spanish "agarre supino" is no Portuguese "supino", the bench press): phrases that point at none.
    let grips: [[String]]
    /// Muscles and body parts: between matches as specific as each other, a body part decides.
    let bodyParts: [Rule]
    /// Movements, and phrases that say how one is done.
    let movements: [Rule]

    /// Word lists are written as one string, words separated by spaces; rules as "stem stem": "category".
    init(name: String, functionWords: String, placeWords: String, ignoredWords: String, compoundParts: String = "",
         grips: [String] = [], bodyParts: KeyValuePairs<String, String>, movements: KeyValuePairs<String, String>) {
        func words(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        func rules(_ pairs: KeyValuePairs<String, String>) -> [Rule] {
            pairs.map { (stems: $0.key.split(separator: " ").map(String.init), category: $0.value) }
        }
        self.name = name
        self.functionWords = words(functionWords).union(words(placeWords))
        self.placeWords = words(placeWords)
        self.ignoredWords = words(ignoredWords)
        self.compoundParts = words(compoundParts)
        self.grips = grips.map { $0.split(separator: " ").map(String.init) }
        self.bodyParts = rules(bodyParts)
        self.movements = rules(movements)
    }

    /// Whether `stem` (of a rule) matches `word` (of a name).
    static func stem(_ stem: String, matches word: String) -> Bool {
        stem.last == "." ? word == stem.dropLast() : word.hasPrefix(stem)
    }
}
