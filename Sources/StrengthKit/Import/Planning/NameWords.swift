/// The words of an exercise name as `CategoryHints` reads them, whatever the language it is written in:
/// "Extensão DE Perna (Máquina)", "Extensao de perna" and "EXTENSÃO DE PERNA" read the same, and so do
/// "Kurzhantel-Bankdrücken" and "Kurzhantel Bank drücken".
///
/// - Letters are lowercased and folded to their base letter by a fixed table ("ã" → "a", "ß" → "ss",
///   Turkish "ı" and "İ" → "i"), never by the current locale, so a name reads the same on every machine.
/// - Words are split at anything that is not a letter or a digit; "º", "ª" and "°" ("Leg Press 45º") split too.
/// - Function words ("de", "no", "com", "mit", "à", "con", "ile") are taken out, so the words of a phrase
///   stand next to each other ("Press de Banca" reads "press banca").
/// - A preposition of place ("no", "al", "an der", "à la", "sul") marks the words after it, up to the next
///   bracket or comma, as the place: where the movement is done or goes ("Panturrilha no Leg Press",
///   "Jalón al Pecho"), not what it trains.
/// - German compounds are split at the known words they end with ("bankdrucken" → "bank drucken").
enum NameWords {
    /// A word of the name, and whether it is in the place part.
    typealias Word = (text: String, isPlace: Bool)

    /// Letters folded to the letter they are written on. Lowercase only: folding runs after `lowercased()`,
    /// which is the same everywhere (it turns "İ" into "i" and a combining dot, the dot then dropped as a mark).
    private static let foldings: [Unicode.Scalar: String] = {
        let table: [(letters: String, base: String)] = [
            ("àáâãäåāăą", "a"), ("çćč", "c"), ("ďđ", "d"), ("èéêëēėęě", "e"), ("ğ", "g"), ("ìíîïıīį", "i"),
            ("ł", "l"), ("ñńň", "n"), ("òóôõöøōő", "o"), ("řŕ", "r"), ("şśšș", "s"), ("ţțť", "t"), ("ùúûüūůű", "u"),
            ("ýÿ", "y"), ("źżž", "z"), ("ß", "ss"), ("æ", "ae"), ("œ", "oe"),
            // Ordinal and degree signs, "45º", "45°": not part of a word.
            ("ºª°", " "),
        ]
        var foldings: [Unicode.Scalar: String] = [:]
        for (letters, base) in table {
            for scalar in letters.unicodeScalars { foldings[scalar] = base }
        }
        return foldings
    }()

    /// Characters that end the place part of a name: "Remada na Polia (Pegada Neutra)".
    private static let placeEnds: Set<Character> = ["(", ")", "[", "]", ",", ";", "/", "+"]

    /// `text` lowercased, with every accented letter folded to its base letter and combining marks dropped.
    static func fold(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars where scalar.properties.generalCategory != .nonspacingMark {
            if let base = foldings[scalar] { folded.append(contentsOf: base.unicodeScalars) } else { folded.append(scalar) }
        }
        return String(folded)
    }

    /// The words of `name`: folded, function words out, compounds split, each marked if it is in a place part.
    /// `placeWords` are function words too; a compound is split at the `compoundParts` it ends with, unless
    /// it is itself one of `wholeWords`.
    static func words(of name: String, functionWords: Set<String>, placeWords: Set<String>,
                      compoundParts: Set<String>, wholeWords: Set<String>) -> [Word] {
        var words: [Word] = []
        var isPlace = false
        var current = ""
        func endWord() {
            defer { current = "" }
            guard !current.isEmpty else { return }
            if placeWords.contains(current) {
                isPlace = true
            } else if !functionWords.contains(current) {
                let pieces = wholeWords.contains(current) ? [current] : splitCompound(current, parts: compoundParts)
                words += pieces.map { ($0, isPlace) }
            }
        }
        for character in fold(name) {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else {
                endWord()
                if placeEnds.contains(character) { isPlace = false }
            }
        }
        endWord()
        return words
    }

    /// A German compound cut at the known parts it ends with, from the end, as German builds them
    /// (modifiers first, the head last): "kurzhantelbankdrucken" → "kurzhantel bank drucken",
    /// "negativbankdrucken" → "negativ bank drucken". Whatever is left in front, if it is no known part,
    /// stays one word (it may still begin with a stem: "bizeps" of "bizepscurls"). A part is only cut
    /// off if at least three letters stay in front, so "flat" is not "f" + "lat".
    ///
    /// Splitting by parts, rather than listing every compound, carries to the compounds nobody listed
    /// ("Schrägbankdrücken", "Kabelseitheben", "Maschinenbeinstrecker") and lets a compound be read like
    /// the phrase it stands for: "Beinpresse" is "bein presse", as specific as "leg press".
    static func splitCompound(_ word: String, parts: Set<String>) -> [String] {
        var pieces: [String] = []
        var rest = Substring(word)
        while rest.count > 3 {
            // The longest part the rest ends with that leaves at least three letters in front.
            guard let part = (1...(rest.count - 3)).lazy.map({ rest.suffix($0) }).last(where: { parts.contains(String($0)) })
            else { break }
            pieces.insert(String(part), at: 0)
            rest = rest.dropLast(part.count)
        }
        return pieces.isEmpty ? [word] : [String(rest)] + pieces
    }
}
