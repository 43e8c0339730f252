import Testing
@testable import StrengthKit

/// What `log` and every command that names an exercise make of the names lifters type, in a new
/// project's library: the catalogue's names lead to the library's exercise; an unknown name gets the
/// exercises it resembles, several when it is a short form of each, none when it shares nothing.
@Suite struct ExerciseMatcherTests {
    static let starter = ExerciseMatcher(library: StarterLibrary.library)

    @Test(arguments: [
        ("OHP", "overhead-press"), ("Military Press", "overhead-press"), ("RDL", "romanian-deadlift"),
        ("Incline Bench", "incline-bench-press"), ("Calf Raise", "standing-calf-raise"), ("BB Row", "barbell-row"),
        ("Pullup", "pull-up"), ("Chinup", "chin-up"), ("Lat Pull Down", "lat-pulldown"), ("bench press (barbell)", "bench-press"),
    ])
    func aNameTheCatalogueKnowsFindsTheLibrarysExercise(typed: String, id: String) {
        #expect(Self.starter.exercise(matching: typed)?.id == id)
    }

    /// The library's own names win: an exercise added as "OHP" is not the catalogue's Overhead Press.
    @Test func theLibrarysOwnNameWinsOverTheCatalogue() {
        var library = StarterLibrary.library
        library.exercises.append(Exercise(id: "ohp", name: "OHP", type: .weightReps))
        #expect(ExerciseMatcher(library: library).exercise(matching: "OHP")?.id == "ohp")
        #expect(ExerciseMatcher(library: library).exercise(matching: "Military Press")?.id == "overhead-press")
    }

    @Test(arguments: [
        ("Bench Pres", ["Bench Press"], false),
        ("Sqaut", ["Squat"], false),
        ("Deadlfit", ["Deadlift"], false),
        ("DB Row", ["Dumbbell Row"], false),
        ("Inc Bench", ["Incline Bench Press"], false),
        ("Leg Ext", ["Leg Extension"], false),
        ("OH Press", ["Overhead Press"], false),
        ("DB Press", ["Dumbbell Bench Press", "Dumbbell Shoulder Press", "Incline Dumbbell Press"], true),
        ("Shoulder Press", ["Dumbbell Shoulder Press", "Overhead Press"], true),
        ("Curl", ["Barbell Curl", "Dumbbell Curl", "Hammer Curl", "Leg Curl"], true),
    ])
    func anUnknownNameGetsWhatItResembles(typed: String, names: [String], ambiguous: Bool) {
        #expect(Self.starter.exercise(matching: typed) == nil)
        #expect(Self.starter.candidates(for: typed) == ExerciseCandidates(names: names, ambiguous: ambiguous))
    }

    /// Short names that share no word, start or abbreviation with an exercise get no suggestion at all.
    @Test(arguments: ["Xyz", "Abc", "Zap", "Cat", "Dog", "Box", "Hop", "Jog", "Kip", "Pec", "Up", "Ox", "Yo", "Sit Up", "Tennis", "Golf", "Swim"])
    func anUnrelatedNameGetsNoSuggestion(typed: String) {
        #expect(Self.starter.candidates(for: typed).names == [], "\(typed)")
    }

    /// "OHP" was answered with "Dip", two edits away: without an Overhead Press it gets nothing.
    @Test func anAbbreviationOfNothingInTheLibraryIsNoOtherExercise() {
        var library = StarterLibrary.library
        library.exercises.removeAll { $0.id == "overhead-press" }
        let matcher = ExerciseMatcher(library: library)
        #expect(matcher.exercise(matching: "OHP") == nil)
        #expect(matcher.candidates(for: "OHP").names == [])
    }

    @Test func archivedExercisesAreNotOffered() {
        var library = StarterLibrary.library
        #expect(ExerciseMatcher(library: library).candidates(for: "DB Row").names == ["Dumbbell Row"])
        for index in library.exercises.indices where library.exercises[index].id == "dumbbell-row" { library.exercises[index].archived = true }
        let names = ExerciseMatcher(library: library).candidates(for: "DB Row").names
        #expect(!names.contains("Dumbbell Row") && !names.isEmpty, "\(names)")
    }

    @Test func anAmbiguousNameListsItsCandidatesAndHowManyMore() {
        let candidates = Self.starter.candidates(for: "Press", ambiguousLimit: 2)
        #expect(candidates.ambiguous && candidates.names.count == 2 && candidates.unlisted > 0)
        let error = UnknownExerciseError(name: "DB Press", candidates: Self.starter.candidates(for: "DB Press"))
        #expect(error.description == "no exercise named \"DB Press\"; it could be \"Dumbbell Bench Press\", \"Dumbbell Shoulder Press\" "
                + "or \"Incline Dumbbell Press\"; write the one you mean, or if none, add it with `strength-site exercise add`, "
                + "or log with --create-exercises")
    }
}
