import Testing
@testable import StrengthKit

/// The muscle group an unknown exercise's name gives away, only when it is clear.
@Suite struct CategoryHintsTests {
    static let known: Set<String> = ["chest", "back", "shoulders", "biceps", "triceps", "forearms", "quads", "hamstrings",
                                     "glutes", "calves", "core", "cardio", "full-body"]

    @Test(arguments: [
        ("Spider Curl", "biceps"),
        ("Leg Curl (Lying)", "hamstrings"),          // the phrase, not "curl"
        ("Wrist Curl", "forearms"),
        ("Seated Calf Raise (Machine)", "calves"),
        ("Close Grip Bench Press", "triceps"),       // a longer phrase than "bench press"
        ("Landmine Row", "back"),
        ("Walking Lunges", "quads"),
        ("Cable Lateral Raise", "shoulders"),
        ("Decline Crunch", "core"),
        ("Treadmill Incline Walk", "cardio"),
        ("Kettlebell Swing", "full-body"),
        ("Weighted Pull-Up", "back"),
        ("Hip Extension", "glutes"),
        ("Bosu Ball Mountain Climbers", "core"),
        ("TRX Hamstring Pull-In", "hamstrings"),
        // A body part decides before a movement word as specific as it.
        ("Shin Curls", "calves"),                    // not the biceps of "curls"
        ("Shin curl", "calves"),
        ("Tibialis Raise", "calves"),
        ("Calf Raise on Leg Press", "calves"),       // not the quads of "leg press"
        ("Tricep Curl", "triceps"),
        ("lat pushdown", "back"),
        ("Cable Wrist Extension", "forearms"),
        ("Hip Adduction (Cable)", "glutes"),
        ("Adductor Squeeze", "glutes"),
        // ...unless it only says how the movement is held, or names it.
        ("Forearm Plank", "core"),
        ("Forearm Leg Raise", "core"),
        ("Chest Supported Row", "back"),
        ("Rear Delt Row", "shoulders"),
        ("Shoulder Shrug", "back"),
        ("Lat Raise", "shoulders"),
        // Names of the real exports guessed wrong before: a reverse fly works the rear delts, not the chest of
        // "fly"; a grip says how a bar is held, not that the forearms work; "Romanian" and "deadlift" are one lift.
        ("Dumbbell Lying Reverse Fly", "shoulders"),
        ("Incline Reverse Flyes", "shoulders"),
        ("Snatch Grip RDL", "hamstrings"),
        ("Trap Bar Romanian Deadlift", "hamstrings"),
        ("Romanian Deadlift (Smith Machine)", "hamstrings"),
        ("Reverse Grip Barbell Row", "back"),
        ("Wide Grip Upright Row", "shoulders"),
        ("Reverse Grip Curl", "forearms"),
        ("Grip Trainer", "forearms"),
        ("Hammer Grip Lat Pulldown", "back"),
        ("V-Grip Cable Row", "back"),
        ("Supinated Grip Pulldown", "back"),
    ])
    func aNameWithClearWordsGetsItsGroup(_ name: String, _ category: String) {
        #expect(CategoryHints.category(forName: name, known: Self.known) == category)
    }

    @Test(arguments: [
        "Squat to Curl",        // quads and biceps, equally
        "Biceps Curl To Shoulder Press",  // two body parts
        "Zercher Carry Thing",  // nothing
        "Cable Crossover",
        "close grip Swiss bench",  // a grip, and a bench: no group
        "Between-Grip Pull",       // a grip and a pull: no group (it was the forearms, of "grip")
        "💪",
    ])
    func aNameThatIsNotClearGetsNone(_ name: String) {
        #expect(CategoryHints.category(forName: name, known: Self.known) == nil)
    }

    @Test func aHintForACategoryTheProjectLacksIsNoHint() {
        #expect(CategoryHints.category(forName: "Spider Curl", known: ["chest"]) == nil)
    }
}
