/// How an exercise of the library covers its distance: what the catalogue says of the exercise its
/// name (or an alias) names, else what the words of its name say ("Morning Run", "Spin Class",
/// "Erg 2k"), else a bike's, the most generous bounds: an unknown distance exercise is not held for
/// a pace only a cyclist reaches.
enum ExerciseTravel {
    /// Words of a name that say how it travels, in the order they are tried.
    static let words: [(words: Set<String>, travel: DistanceTravel)] = [
        (["swim", "swimming", "pool", "freestyle", "breaststroke", "backstroke"], .swim),
        (["row", "rowing", "rower", "erg", "concept2"], .rower),
        (["ski", "skiing", "skierg"], .ski),
        (["bike", "biking", "cycling", "cycle", "spin", "spinning", "bicycle", "velo", "peloton"], .bike),
        (["run", "running", "jog", "jogging", "walk", "walking", "hike", "hiking", "treadmill", "sprint", "sprints", "sled",
          "march", "ruck", "rucking", "stairs", "elliptical", "steps"], .foot),
    ]

    static func of(_ exercise: Exercise) -> DistanceTravel {
        for name in [exercise.name] + exercise.aliases {
            if let travel = ExerciseCatalogue.builtIn.entry(named: name)?.travel { return travel }
        }
        let named = Set(exercise.name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
        return words.first { !$0.words.isDisjoint(with: named) }?.travel ?? .bike
    }
}
