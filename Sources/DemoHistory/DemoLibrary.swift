import StrengthKit

/// The starter library as the demo lifter keeps it: the main lifts starred, form cues on a few.
enum DemoLibrary {
    static let favorites: Set<String> = [
        DemoExerciseID.benchPress, DemoExerciseID.squat, DemoExerciseID.deadlift,
        DemoExerciseID.overheadPress, DemoExerciseID.pullUp,
    ]

    /// Markdown form cues, keyed by exercise id.
    static let formCues: [String: String] = [
        DemoExerciseID.benchPress: "- Shoulder blades **back and down**\n- Touch the lower chest\n- Drive with the legs",
        DemoExerciseID.squat: "- Brace *before* unracking\n- Knees track over the toes\n- Hit depth: hip crease below the knee",
        DemoExerciseID.deadlift: "- Bar over mid-foot\n- Take the slack out of the bar\n- *Push the floor away*",
        DemoExerciseID.overheadPress: "- Squeeze the glutes\n- Head **through** at lockout",
        DemoExerciseID.pullUp: "Full hang at the bottom, chin over the bar ([how to](https://en.wikipedia.org/wiki/Pull-up_(exercise))). Added load goes on a dip belt.",
    ]

    static func make() -> ExerciseLibrary {
        var library = StarterLibrary.library
        for index in library.exercises.indices {
            let id = library.exercises[index].id
            if favorites.contains(id) { library.exercises[index].favorite = true }
            if let cues = formCues[id] { library.exercises[index].notes = cues }
        }
        return library
    }
}
