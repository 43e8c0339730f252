/// The muscle group an exercise's name gives away, for an imported exercise the catalogue does not
/// know ("Spider Curl" → biceps). Only clear evidence counts: the name's words must point at one
/// group, through the most specific rule that matches; a name that points at two ("Squat to Press")
/// or none gets no category, and the import lists it for the lifter to place.
///
/// Rules are matched on the name's lowercased words, phrases before single words, so "leg curl"
/// (hamstrings) wins over "curl" (biceps). Between rules as specific as each other, one that names a
/// body part decides before a movement: "Shin Curl" works the shins (calves), not the biceps a curl
/// usually does, and "Calf Raise on Leg Press" the calves. A body part that only says how a movement
/// is held ("Forearm Plank", "Chest Supported Row") is part of a longer movement phrase, and a grip
/// ("Close Grip", "Snatch Grip") points at no group: it is not the forearms' "grip" work.
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
        (["wrist", "curl"], "forearms"), (["reverse", "curl"], "forearms"), (["reverse", "grip", "curl"], "forearms"), (["farmer"], "forearms"), (["farmers"], "forearms"),
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
        (["pull", "up"], "back"), (["pullup"], "back"), (["pulldown"], "back"), (["row"], "back"),
        (["rows"], "back"), (["deadlift"], "back"), (["shrug"], "back"), (["shrugs"], "back"), (["shoulder", "shrug"], "back"), (["shoulder", "shrugs"], "back"),
        (["back", "extension"], "back"), (["hyperextension"], "back"), (["chest", "supported"], "back"),
        (["bench", "press"], "chest"), (["fly"], "chest"), (["flye"], "chest"), (["flyes"], "chest"),
        (["push", "up"], "chest"), (["pushup"], "chest"), (["pushups"], "chest"),
        (["squat"], "quads"), (["squats"], "quads"), (["lunge"], "quads"), (["lunges"], "quads"), (["step", "up"], "quads"),
        (["plank"], "core"), (["crunch"], "core"), (["crunches"], "core"), (["sit", "up"], "core"), (["situp"], "core"),
        (["russian", "twist"], "core"), (["leg", "raise"], "core"),
        (["hollow"], "core"), (["knee", "raise"], "core"), (["mountain", "climber"], "core"), (["mountain", "climbers"], "core"), (["pallof"], "core"), (["rollout"], "core"),
        (["run"], "cardio"), (["running"], "cardio"), (["jog"], "cardio"), (["treadmill"], "cardio"), (["bike"], "cardio"),
        (["cycling"], "cardio"), (["elliptical"], "cardio"), (["rowing", "machine"], "cardio"), (["rower"], "cardio"),
        (["swim"], "cardio"), (["swimming"], "cardio"), (["walk"], "cardio"), (["walking"], "cardio"), (["stair"], "cardio"),
        (["hiit"], "cardio"), (["jump", "rope"], "cardio"), (["skipping"], "cardio"), (["cardio"], "cardio"),
        (["burpee"], "full-body"), (["burpees"], "full-body"), (["clean"], "full-body"), (["snatch"], "full-body"),
        (["thruster"], "full-body"), (["kettlebell", "swing"], "full-body"),
    ]

    /// Every rule, longest phrase first (so each word counts once, in the longest phrase it is part
    /// of); a grip's category is nil.
    private static let rules: [(words: [String], category: String?, isBodyPart: Bool)] =
        (bodyParts.map { ($0.words, $0.category, true) } + movements.map { ($0.words, $0.category, false) } + grips.map { ($0, nil, false) })
            .enumerated().sorted { ($0.element.0.count, $1.offset) > ($1.element.0.count, $0.offset) }.map(\.element)

    /// The one category the name's words point at, or `nil` when they point at none or at several.
    /// `known` holds the category ids the project has; a hint for another is no hint.
    static func category(forName name: String, known: Set<String>) -> String? {
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard !words.isEmpty else { return nil }
        var matched: [(length: Int, category: String, isBodyPart: Bool)] = []
        var covered = Set<Int>()
        for (phrase, category, isBodyPart) in rules where category.map(known.contains) ?? true {
            guard phrase.count <= words.count else { continue }
            for start in 0...(words.count - phrase.count) where Array(words[start..<start + phrase.count]) == phrase {
                let positions = Set(start..<start + phrase.count)
                guard covered.isDisjoint(with: positions) else { continue }
                covered.formUnion(positions)
                if let category { matched.append((phrase.count, category, isBodyPart)) }
            }
        }
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
}
