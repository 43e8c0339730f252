/// The muscle group an exercise's name gives away, for an imported exercise the catalogue does not
/// know ("Spider Curl" → biceps). Only clear evidence counts: the name's words must point at one
/// group, through the most specific rule that matches; a name that points at two ("Squat to Press")
/// or none gets no category, and the import lists it for the lifter to place.
///
/// Rules are matched on the name's words, phrases before single words, so "leg curl" (hamstrings)
/// wins over "curl" (biceps). Between rules as specific as each other, one that names a body part
/// decides before a movement: "Shin Curl" works the shins (calves), not the biceps a curl usually
/// does, and "Calf Raise on Leg Press" the calves. A body part that only says how a movement is held
/// ("Forearm Plank", "Chest Supported Row") is part of a longer movement phrase, and a grip ("Close
/// Grip", "Snatch Grip") points at no group: it is not the forearms' "grip" work.
///
/// Names come in the language of the app that exported them, so besides the English rules below the
/// rules of Portuguese, Spanish, German, French, Italian and Turkish apply (HintLanguage+Vocabularies.swift).
/// `NameWords` reads a name the same way whatever its accents, case and function words ("Extensão DE
/// Perna" is "extensao perna"), splits German compounds, and marks the words after a preposition of
/// place ("Jalón al Pecho", "Panturrilha no Leg Press"): they say where the movement goes or is done, and
/// count only when the rest of the name says nothing. The English rules match their exact words in
/// order, as before; a language's rules are stems matched in either order (HintLanguage says how).
enum CategoryHints {
    /// How a bar or handle is held: words that point at no group, taken out of the name first.
    static let grips: [[String]] = [
        ["close", "grip"], ["wide", "grip"], ["narrow", "grip"], ["neutral", "grip"], ["reverse", "grip"], ["snatch", "grip"],
        ["underhand", "grip"], ["overhand", "grip"], ["mixed", "grip"], ["between", "grip"], ["parallel", "grip"],
        ["hammer", "grip"], ["v", "grip"], ["pronated", "grip"], ["supinated", "grip"],
    ]

    /// Muscles and body parts, and the category id each belongs to.
    static let bodyParts: [(words: [String], category: String)] = [
        (["hamstring"], "hamstrings"), (["hamstrings"], "hamstrings"),
        (["forearm"], "forearms"), (["forearms"], "forearms"), (["wrist"], "forearms"),
        (["calf"], "calves"), (["calves"], "calves"), (["calf", "raise"], "calves"), (["calf", "raises"], "calves"), (["calf", "press"], "calves"),
        (["shin"], "calves"), (["shins"], "calves"), (["tibialis"], "calves"), (["tib"], "calves"),
        (["glute"], "glutes"), (["glutes"], "glutes"),
        // The hip's adductors and abductors have no group of their own: hip muscles, glutes (as the catalogue has them).
        (["abductor"], "glutes"), (["abductors"], "glutes"), (["adductor"], "glutes"), (["adductors"], "glutes"),
        (["shoulder"], "shoulders"), (["shoulders"], "shoulders"), (["rear", "delt"], "shoulders"), (["delt"], "shoulders"), (["delts"], "shoulders"),
        (["tricep"], "triceps"), (["triceps"], "triceps"),
        (["bicep"], "biceps"), (["biceps"], "biceps"),
        (["lat"], "back"), (["lats"], "back"),
        (["chest"], "chest"), (["pec"], "chest"), (["pecs"], "chest"),
        (["quad"], "quads"), (["quads"], "quads"),
        (["ab"], "core"), (["abs"], "core"), (["oblique"], "core"), (["obliques"], "core"), (["core"], "core"),
    ]

    /// Movements, and phrases that say how one is done, with the category id they train.
    static let movements: [(words: [String], category: String)] = [
        (["leg", "curl"], "hamstrings"), (["hamstring", "curl"], "hamstrings"), (["nordic"], "hamstrings"), (["romanian", "deadlift"], "hamstrings"),
        (["good", "morning"], "hamstrings"), (["romanian"], "hamstrings"), (["rdl"], "hamstrings"), (["stiff", "leg"], "hamstrings"),
        (["stiff", "legged"], "hamstrings"), (["good", "mornings"], "hamstrings"), (["nordic", "curl"], "hamstrings"),
        (["nordic", "curls"], "hamstrings"),
        (["wrist", "curl"], "forearms"), (["reverse", "curl"], "forearms"), (["reverse", "curls"], "forearms"), (["reverse", "grip", "curl"], "forearms"), (["farmer"], "forearms"), (["farmers"], "forearms"),
        (["grip"], "forearms"), (["toe", "raise"], "calves"), (["toe", "raises"], "calves"),
        (["forearm", "plank"], "core"), (["forearm", "planks"], "core"),
        (["walking", "lunge"], "quads"), (["walking", "lunges"], "quads"), (["leg", "press"], "quads"), (["leg", "extension"], "quads"), (["hack", "squat"], "quads"), (["split", "squat"], "quads"),
        (["hip", "thrust"], "glutes"), (["bridge"], "glutes"), (["kickback", "glute"], "glutes"),
        (["hip", "abduction"], "glutes"), (["hip", "adduction"], "glutes"), (["adduction"], "glutes"), (["abduction"], "glutes"), (["hip", "extension"], "glutes"),
        (["reverse", "fly"], "shoulders"), (["reverse", "flye"], "shoulders"), (["reverse", "flyes"], "shoulders"),
        (["lateral", "raise"], "shoulders"), (["lat", "raise"], "shoulders"), (["lat", "raises"], "shoulders"), (["front", "raise"], "shoulders"), (["face", "pull"], "shoulders"),
        (["overhead", "press"], "shoulders"), (["military"], "shoulders"), (["arnold"], "shoulders"),
        (["upright", "row"], "shoulders"),
        (["skull"], "triceps"), (["skullcrusher"], "triceps"), (["pushdown"], "triceps"),
        (["close", "grip", "bench"], "triceps"), (["dip"], "triceps"), (["dips"], "triceps"),
        (["curl"], "biceps"), (["curls"], "biceps"), (["chin", "up"], "back"),
        (["pull", "up"], "back"), (["pull", "ups"], "back"), (["chin", "ups"], "back"), (["pullup"], "back"), (["pulldown"], "back"), (["row"], "back"),
        (["rows"], "back"), (["deadlift"], "back"), (["shrug"], "back"), (["shrugs"], "back"), (["shoulder", "shrug"], "back"), (["shoulder", "shrugs"], "back"),
        (["back", "extension"], "back"), (["hyperextension"], "back"), (["hyperextensions"], "back"), (["chest", "supported"], "back"), (["rack", "pull"], "back"),
        (["bench", "press"], "chest"), (["fly"], "chest"), (["flye"], "chest"), (["flyes"], "chest"),
        (["push", "up"], "chest"), (["push", "ups"], "chest"), (["pushup"], "chest"), (["pushups"], "chest"),
        (["squat"], "quads"), (["squats"], "quads"), (["lunge"], "quads"), (["lunges"], "quads"), (["step", "up"], "quads"), (["step", "ups"], "quads"),
        (["plank"], "core"), (["crunch"], "core"), (["crunches"], "core"), (["sit", "up"], "core"), (["sit", "ups"], "core"), (["situp"], "core"),
        (["v", "up"], "core"), (["v", "ups"], "core"), (["toes", "to", "bar"], "core"), (["dragon", "flag"], "core"),
        (["dead", "bug"], "core"),
        (["russian", "twist"], "core"), (["leg", "raise"], "core"),
        (["hollow"], "core"), (["knee", "raise"], "core"), (["mountain", "climber"], "core"), (["mountain", "climbers"], "core"), (["pallof"], "core"), (["rollout"], "core"),
        (["run"], "cardio"), (["running"], "cardio"), (["jog"], "cardio"), (["treadmill"], "cardio"), (["bike"], "cardio"),
        (["cycling"], "cardio"), (["elliptical"], "cardio"), (["rowing", "machine"], "cardio"), (["rower"], "cardio"),
        (["swim"], "cardio"), (["swimming"], "cardio"), (["walk"], "cardio"), (["walking"], "cardio"), (["stair"], "cardio"),
        (["hiit"], "cardio"), (["jump", "rope"], "cardio"), (["skipping"], "cardio"), (["cardio"], "cardio"), (["aerobics"], "cardio"),
        (["jumping", "jack"], "cardio"), (["jumping", "jacks"], "cardio"),
        (["burpee"], "full-body"), (["burpees"], "full-body"), (["clean"], "full-body"), (["snatch"], "full-body"),
        (["thruster"], "full-body"), (["kettlebell", "swing"], "full-body"),
    ]

    /// A rule: its words (stems for another language's), the category id (nil for a grip), whether it
    /// names a body part, and whether its words are stems matched in either order.
    private typealias Rule = (words: [String], category: String?, isBodyPart: Bool, isStems: Bool)

    /// Every rule, longest phrase first (so each word counts once, in the longest phrase it is part of),
    /// then longest stems first (so "escaladora", the stair climber, is tried before "escalador"); a
    /// language's rule that repeats another's is dropped.
    private static let rules: [Rule] = {
        var all: [Rule] = bodyParts.map { ($0.words, $0.category, true, false) } + movements.map { ($0.words, $0.category, false, false) }
            + grips.map { ($0, nil, false, false) }
        var seen = Set<[String]>()
        for language in HintLanguage.all {
            all += language.bodyParts.filter { seen.insert($0.stems).inserted }.map { ($0.stems, $0.category, true, true) }
            all += language.movements.filter { seen.insert($0.stems).inserted }.map { ($0.stems, $0.category, false, true) }
            all += language.grips.filter { seen.insert($0).inserted }.map { ($0, nil, false, true) }
        }
        func letters(_ rule: Rule) -> Int { rule.words.reduce(0) { $0 + $1.count } }
        return all.enumerated().sorted {
            ($0.element.words.count, letters($0.element), $1.offset) > ($1.element.words.count, letters($1.element), $0.offset)
        }.map(\.element)
    }()

    /// One-word movements lifters also write as two words ("Rope Push Down", "Reverse Grip Pull Down"): read
    /// as the one word, so they are no more specific than it ("Tricep Pull Down" is still the triceps').
    static let spelledApart: [[String]: String] = [["pull", "down"]: "pulldown", ["push", "down"]: "pushdown"]

    /// What every language takes out of a name, or cuts it at (`NameWords`).
    private static let functionWords = Set(HintLanguage.all.flatMap(\.functionWords))
    private static let placeWords = Set(HintLanguage.all.flatMap(\.placeWords))
    private static let ignoredWords = Set(HintLanguage.all.flatMap(\.ignoredWords))
    private static let compoundParts = Set(HintLanguage.all.flatMap(\.compoundParts))
    /// Words never cut as compounds: the English rules' and the equipment ("multipresse" is no "presse").
    private static let wholeWords = Set((bodyParts.map(\.words) + movements.map(\.words) + grips).joined()).union(ignoredWords)

    /// The one category the name's words point at, or `nil` when they point at none or at several.
    /// `known` holds the category ids the project has; a hint for another is no hint.
    static func category(forName name: String, known: Set<String>) -> String? {
        var words = NameWords.words(of: name, functionWords: functionWords, placeWords: placeWords,
                                    compoundParts: compoundParts, wholeWords: wholeWords)
        for index in words.indices.reversed().dropFirst() {
            if let word = spelledApart[[words[index].text, words[index + 1].text]] {
                words[index].text = word
                words.remove(at: index + 1)
            }
        }
        guard !words.isEmpty else { return nil }
        var matched: [(length: Int, category: String, isBodyPart: Bool, isPlace: Bool)] = []
        var covered = Set<Int>()
        for rule in rules where rule.category.map(known.contains) ?? true {
            for start in words.indices where !covered.contains(start) {
                let positions = rule.isStems ? stems(rule.words, at: start, in: words, covered: covered)
                                             : exactWords(rule.words, at: start, in: words, covered: covered)
                guard let positions else { continue }
                covered.formUnion(positions)
                if let category = rule.category {
                    matched.append((rule.words.count, category, rule.isBodyPart, positions.allSatisfy { words[$0].isPlace }))
                }
            }
        }
        // Where a movement is done or goes counts only if the rest of the name says nothing: "Jalón al Pecho"
        // is a pulldown (back), "Panturrilha no Leg Press" the calves; "Distensioni su panca" the bench's.
        let outsidePlace = matched.filter { !$0.isPlace }
        if !outsidePlace.isEmpty { matched = outsidePlace }
        let categories = Set(matched.map(\.category))
        if categories.count == 1 { return categories.first }
        // Several groups: a phrase longer than every other match settles it ("Close Grip Bench" is triceps
        // though "bench" alone would be chest); else, among the longest, the one body part named ("Tricep
        // Curl"); otherwise the name is not clear.
        guard let longest = matched.map(\.length).max() else { return nil }
        let mostSpecific = matched.filter { $0.length == longest }
        if mostSpecific.count == 1, longest > 1 { return mostSpecific[0].category }
        let bodyParts = Set(mostSpecific.filter(\.isBodyPart).map(\.category))
        return bodyParts.count == 1 ? bodyParts.first : nil
    }

    /// The positions of an English phrase's words, in order, one after the other from `start`.
    private static func exactWords(_ phrase: [String], at start: Int, in words: [NameWords.Word], covered: Set<Int>) -> [Int]? {
        let positions = Array(start..<start + phrase.count)
        guard start + phrase.count <= words.count, covered.isDisjoint(with: positions),
              zip(phrase, positions).allSatisfy({ $0 == words[$1].text }) else { return nil }
        return positions
    }

    /// The positions of a language's phrase from `start`: each stem matching one word, in any order, and
    /// nothing between them but ignored words ("Extensão Unilateral de Perna").
    private static func stems(_ phrase: [String], at start: Int, in words: [NameWords.Word], covered: Set<Int>) -> [Int]? {
        var unmatched = phrase
        var positions: [Int] = []
        var index = start
        while !unmatched.isEmpty, index < words.count, !covered.contains(index) {
            let word = words[index].text
            if let stem = unmatched.firstIndex(where: { HintLanguage.stem($0, matches: word) }) {
                unmatched.remove(at: stem)
                positions.append(index)
            } else if positions.isEmpty || !ignoredWords.contains(word) {
                return nil
            }
            index += 1
        }
        return unmatched.isEmpty ? positions : nil
    }
}
