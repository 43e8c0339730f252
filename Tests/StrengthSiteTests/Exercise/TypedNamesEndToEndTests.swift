import Foundation
import Testing

/// The names lifters type reach the library's exercise through the catalogue; a short form of several
/// exercises is answered with all of them, and a short name of nothing with nothing.
@Suite struct TypedNamesEndToEndTests {
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let created = try folder.runner.run(["init", "--units", "kg", "--time-zone", "UTC", "--no-program", "--no-workflow"])
        #expect(created.status == 0, "\(created.stderr)")
        return folder
    }

    @Test func namesTheCatalogueKnowsAreLoggedAsTheLibrarysExercises() throws {
        let folder = try Self.project()
        let result = try folder.runner.run(["log", "--start", "2025-03-14 18:00", "OHP: 50x5", "RDL: 100x8", "Incline Bench: 70x8",
                                            "Calf Raise: 100x12", "BB Row: 70x8", "Pullup: x8", "Chinup: x6", "Lat Pull Down: 60x10"])
        #expect(result.status == 0, "\(result.stderr)")
        let shown = try folder.runner.run(["history", "show", "2025-03-14-1800-workout", "--json"])
        let exercises = try #require(JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])["exercises"] as? [[String: Any]]
        #expect(exercises?.compactMap { $0["name"] as? String } == ["Overhead Press", "Romanian Deadlift", "Incline Bench Press",
                                                                  "Standing Calf Raise", "Barbell Row", "Pull Up", "Chin Up", "Lat Pulldown"])
        let library = try folder.runner.run(["exercise", "list", "--json"])
        #expect(!library.stdout.contains("\"OHP\"") && !library.stdout.contains("\"BB Row\""), "no exercise was created")
    }

    @Test func aShortFormOfSeveralExercisesNamesThemAll() throws {
        let folder = try Self.project()
        let result = try folder.runner.run(["log", "DB Press: 20x10"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: no exercise named \"DB Press\"; it could be \"Dumbbell Bench Press\", \"Dumbbell Shoulder Press\" "
                + "or \"Incline Dumbbell Press\"; write the one you mean, or if none, add it with `strength-site exercise add`, "
                + "or log with --create-exercises\n")
    }

    /// "OHP" was once answered "did you mean Dip?": without an Overhead Press in the library, it gets no guess.
    @Test func aShortNameOfNothingInTheLibraryGetsNoGuess() throws {
        let folder = try Self.project()
        #expect(try folder.runner.run(["exercise", "delete", "Overhead Press", "--yes"]).status == 0)
        let result = try folder.runner.run(["log", "OHP: 50x5"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: no exercise named \"OHP\"; add it with `strength-site exercise add`, or log with --create-exercises\n")
    }
}
