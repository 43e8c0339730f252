/// An exercise name split into the movement and the equipment or load it names, however the name
/// writes it: "Bench Press (Barbell)" (the apps' exports), "Barbell Bench Press" and "Bench Press
/// Barbell" are all the movement "benchpress" with the qualifier "barbell".
struct ExerciseNameParts: Hashable, Sendable {
    enum Style: Hashable, Sendable {
        /// No qualifier was found.
        case bare
        /// `Bench Press (Barbell)`.
        case parenthesised
        /// `Barbell Bench Press`.
        case leading
        /// `Rowing Machine`.
        case trailing
    }

    /// The movement, normalised like `NameKey.of`.
    var base: String
    /// The canonical qualifier (`barbell`, `dumbbell`, `smith machine`, `assisted`, ...), or `nil`.
    var qualifier: String?
    /// The qualifier as the name writes it, e.g. `(Barbell)` or `Dumbbell`.
    var written: String?
    var style: Style

    /// Qualifiers that name a load rather than equipment: a bodyweight exercise's sets carry it.
    static let loadQualifiers: Set<String> = ["weighted", "assisted", "bodyweight"]

    /// Word sequences (folded, lowercase) and the qualifier each means. Longer sequences first, so
    /// "smith machine" wins over "machine".
    static let vocabulary: [(words: [String], qualifier: String)] = [
        (["resistance", "band"], "band"), (["resistance", "bands"], "band"),
        (["ez", "curl", "bar"], "ez bar"), (["ez", "bar"], "ez bar"), (["ezbar"], "ez bar"),
        (["trap", "bar"], "trap bar"), (["hex", "bar"], "trap bar"),
        (["smith", "machine"], "smith machine"), (["smith"], "smith machine"),
        (["body", "weight"], "bodyweight"),
        (["barbell"], "barbell"), (["dumbbell"], "dumbbell"), (["dumbbells"], "dumbbell"),
        (["cable"], "cable"), (["cables"], "cable"), (["machine"], "machine"),
        (["kettlebell"], "kettlebell"), (["kettlebells"], "kettlebell"), (["band"], "band"), (["bands"], "band"),
        (["plate"], "plate"), (["landmine"], "landmine"),
        (["bodyweight"], "bodyweight"), (["weighted"], "weighted"), (["assisted"], "assisted"),
    ].sorted { $0.words.count > $1.words.count }
}

extension ExerciseNameParts {
    init(_ name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") {
            let inside = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
            let before = String(trimmed[..<open])
            if let qualifier = Self.qualifier(exactly: Self.words(inside)), !Self.words(before).isEmpty {
                self.init(base: NameKey.of(before), qualifier: qualifier, written: "(\(inside))", style: .parenthesised)
                return
            }
        }
        let words = Self.words(trimmed)
        for entry in Self.vocabulary where words.count > entry.words.count {
            if Array(words.prefix(entry.words.count)) == entry.words {
                self.init(base: words.dropFirst(entry.words.count).joined(), qualifier: entry.qualifier,
                          written: Self.originalWords(of: trimmed, first: entry.words.count), style: .leading)
                return
            }
        }
        for entry in Self.vocabulary where words.count > entry.words.count {
            if Array(words.suffix(entry.words.count)) == entry.words {
                self.init(base: words.dropLast(entry.words.count).joined(), qualifier: entry.qualifier,
                          written: Self.originalWords(of: trimmed, last: entry.words.count), style: .trailing)
                return
            }
        }
        self.init(base: words.joined(), qualifier: nil, written: nil, style: .bare)
    }

    /// Folded, lowercase runs of letters and digits: "Pull-Up (Assisted)" is pull, up, assisted.
    static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "’" }
            .map { NameKey.of(String($0)) }
            .filter { !$0.isEmpty }
    }

    private static func qualifier(exactly words: [String]) -> String? {
        vocabulary.first { $0.words == words }?.qualifier
    }

    /// The first or last `count` words of `text` as written, for messages.
    private static func originalWords(of text: String, first count: Int) -> String {
        text.split(separator: " ").prefix(count).joined(separator: " ")
    }

    private static func originalWords(of text: String, last count: Int) -> String {
        text.split(separator: " ").suffix(count).joined(separator: " ")
    }
}
