/// The muscle group an exercise's name gives away, for an imported exercise the catalogue does not
/// know ("Spider Curl" → biceps). Only clear evidence counts: the name's words must point at one
/// group, through the most specific rule that matches; a name that points at two ("Squat to Press")
/// or none gets no category, and the import lists it for the lifter to place.
///
/// Rules are matched on the name's lowercased words, phrases before single words, so "leg curl"
/// (hamstrings) wins over "curl" (biceps) and "calf raise" over "raise".
enum CategoryHints {
    /// Phrases (a run of whole words) and the category id they mean, most specific first.
    static let phrases: [(words: [String], category: String)] = [
        (["leg", "curl"], "hamstrings"), (["hamstring", "curl"], "hamstrings"), (["nordic"], "hamstrings"),
        (["good", "morning"], "hamstrings"), (["hamstring"], "hamstrings"), (["hamstrings"], "hamstrings"), (["romanian"], "hamstrings"), (["rdl"], "hamstrings"), (["stiff", "leg"], "hamstrings"),
        (["wrist", "curl"], "forearms"), (["reverse", "curl"], "forearms"), (["farmer"], "forearms"), (["farmers"], "forearms"),
        (["grip"], "forearms"), (["forearm"], "forearms"),
        (["calf"], "calves"), (["calves"], "calves"),
        (["walking", "lunge"], "quads"), (["walking", "lunges"], "quads"), (["leg", "press"], "quads"), (["leg", "extension"], "quads"), (["hack", "squat"], "quads"), (["split", "squat"], "quads"),
        (["hip", "thrust"], "glutes"), (["glute"], "glutes"), (["glutes"], "glutes"), (["bridge"], "glutes"), (["kickback", "glute"], "glutes"),
        (["hip", "abduction"], "glutes"), (["hip", "extension"], "glutes"), (["abductor"], "glutes"),
        (["lateral", "raise"], "shoulders"), (["front", "raise"], "shoulders"), (["rear", "delt"], "shoulders"), (["face", "pull"], "shoulders"),
        (["overhead", "press"], "shoulders"), (["shoulder"], "shoulders"), (["military"], "shoulders"), (["arnold"], "shoulders"),
        (["upright", "row"], "shoulders"), (["delt"], "shoulders"), (["delts"], "shoulders"),
        (["skull"], "triceps"), (["skullcrusher"], "triceps"), (["pushdown"], "triceps"), (["tricep"], "triceps"), (["triceps"], "triceps"),
        (["close", "grip", "bench"], "triceps"), (["dip"], "triceps"), (["dips"], "triceps"),
        (["bicep"], "biceps"), (["biceps"], "biceps"), (["curl"], "biceps"), (["curls"], "biceps"), (["chin", "up"], "back"),
        (["pull", "up"], "back"), (["pullup"], "back"), (["pulldown"], "back"), (["lat"], "back"), (["lats"], "back"), (["row"], "back"),
        (["rows"], "back"), (["deadlift"], "back"), (["shrug"], "back"), (["shrugs"], "back"), (["back", "extension"], "back"),
        (["hyperextension"], "back"),
        (["bench", "press"], "chest"), (["chest"], "chest"), (["fly"], "chest"), (["flye"], "chest"), (["flyes"], "chest"),
        (["pec"], "chest"), (["push", "up"], "chest"), (["pushup"], "chest"), (["pushups"], "chest"),
        (["squat"], "quads"), (["squats"], "quads"), (["lunge"], "quads"), (["lunges"], "quads"), (["step", "up"], "quads"),
        (["quad"], "quads"), (["quads"], "quads"),
        (["plank"], "core"), (["crunch"], "core"), (["crunches"], "core"), (["sit", "up"], "core"), (["situp"], "core"),
        (["ab"], "core"), (["abs"], "core"), (["oblique"], "core"), (["russian", "twist"], "core"), (["leg", "raise"], "core"),
        (["hollow"], "core"), (["knee", "raise"], "core"), (["mountain", "climber"], "core"), (["mountain", "climbers"], "core"), (["pallof"], "core"), (["core"], "core"), (["rollout"], "core"),
        (["run"], "cardio"), (["running"], "cardio"), (["jog"], "cardio"), (["treadmill"], "cardio"), (["bike"], "cardio"),
        (["cycling"], "cardio"), (["elliptical"], "cardio"), (["rowing", "machine"], "cardio"), (["rower"], "cardio"),
        (["swim"], "cardio"), (["swimming"], "cardio"), (["walk"], "cardio"), (["walking"], "cardio"), (["stair"], "cardio"),
        (["hiit"], "cardio"), (["jump", "rope"], "cardio"), (["skipping"], "cardio"), (["cardio"], "cardio"),
        (["burpee"], "full-body"), (["burpees"], "full-body"), (["clean"], "full-body"), (["snatch"], "full-body"),
        (["thruster"], "full-body"), (["kettlebell", "swing"], "full-body"),
    ]

    /// The one category the name's words point at, or `nil` when they point at none or at several.
    /// `known` holds the category ids the project has; a hint for another is no hint.
    static func category(forName name: String, known: Set<String>) -> String? {
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard !words.isEmpty else { return nil }
        var matched: [(length: Int, category: String)] = []
        var covered = Set<Int>()
        // Longest phrases first, each word counted once, so "leg curl" is not also "curl".
        for (phrase, category) in phrases.sorted(by: { $0.words.count > $1.words.count }) where known.contains(category) {
            guard phrase.count <= words.count else { continue }
            for start in 0...(words.count - phrase.count) where Array(words[start..<start + phrase.count]) == phrase {
                let positions = Set(start..<start + phrase.count)
                guard covered.isDisjoint(with: positions) else { continue }
                covered.formUnion(positions)
                matched.append((phrase.count, category))
            }
        }
        let categories = Set(matched.map(\.category))
        if categories.count == 1 { return categories.first }
        // Several groups: a phrase longer than every other match settles it ("Close Grip Bench" is triceps
        // though "bench" alone would be chest); otherwise the name is not clear.
        guard let longest = matched.map(\.length).max(), matched.filter({ $0.length == longest }).count == 1,
              longest > 1 else { return nil }
        return matched.first { $0.length == longest }?.category
    }
}
