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
    ])
    func aNameWithClearWordsGetsItsGroup(_ name: String, _ category: String) {
        #expect(CategoryHints.category(forName: name, known: Self.known) == category)
    }

    @Test(arguments: [
        "Squat to Curl",        // quads and biceps, equally
        "Zercher Carry Thing",  // nothing
        "Cable Crossover",
        "💪",
    ])
    func aNameThatIsNotClearGetsNone(_ name: String) {
        #expect(CategoryHints.category(forName: name, known: Self.known) == nil)
    }

    @Test func aHintForACategoryTheProjectLacksIsNoHint() {
        #expect(CategoryHints.category(forName: "Spider Curl", known: ["chest"]) == nil)
    }
}
