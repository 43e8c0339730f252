import Foundation
import Testing
@testable import StrengthKit

/// Imported names land on the catalogue's exercises: the library's own when it has it (the file's
/// spelling kept as an alias), else a new exercise with the catalogue's name, type and muscle groups;
/// an unknown name is placed by its words, or listed as uncategorised.
@Suite struct CatalogueImportTests {
    static let header = "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;Distance;Distance Unit;Seconds;Notes;Workout Notes\n"

    /// A Strong B0 file (a unit on every row) with one set per name: `NAME;WEIGHT` at 8 reps.
    static func file(_ sets: [(String, Double)]) -> String {
        header + sets.enumerated().map { index, set in
            "2025-04-02 17:30:00;\"Push\";\"\(set.0)\";\(index + 1);\(set.1);kg;8;;;0;\"\";\"\"\n"
        }.joined()
    }

    @discardableResult
    static func importText(_ text: String, into data: inout ProjectData) throws -> ImportFileReport {
        let parsed = try ImportReader.read(source: MemoryByteSource(Array(text.utf8)), display: "memory.csv")
        let report = try ImportPlanner.apply([parsed], to: &data, options: ImportOptions(), dryRun: false).files[0]
        try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/nonexistent")))
        return report
    }

    @Test func knownNamesJoinTheLibrarysExerciseWithTheirSpellingAsAnAlias() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importText(Self.file([("Bench Press (Barbell)", 100), ("Bench Press (Dumbbell)", 30),
                                                    ("Lat Pulldown (Cable)", 60)]), into: &data)
        #expect(report.newExercises.isEmpty)
        #expect(data.workouts[0].exercises.map(\.exercise) == ["bench-press", "dumbbell-bench-press", "lat-pulldown"])
        #expect(data.library.exercise(id: "bench-press")?.aliases == ["Bench Press (Barbell)"])
        #expect(data.library.exercise(id: "dumbbell-bench-press")?.aliases == ["Bench Press (Dumbbell)"])
        #expect(report.aliasesAdded.sorted() == ["Bench Press (Barbell) → Bench Press", "Bench Press (Dumbbell) → Dumbbell Bench Press",
                                                 "Lat Pulldown (Cable) → Lat Pulldown"])
        // The next import finds them by the alias, adding nothing more to the library.
        let before = data.library
        try Self.importText(Self.file([("bench press (barbell)", 102.5)]).replacingOccurrences(of: "04-02", with: "04-04"), into: &data)
        #expect(data.library == before)
    }

    /// Name knowledge beats the sets: a "Triceps Dip" logged with added load is bodyweight reps.
    @Test func aKnownNameTheLibraryLacksBecomesTheCataloguesExercise() throws {
        var data = ImportFixtures.freshData()
        data.library.exercises.removeAll { $0.id == "dip" }
        let report = try Self.importText(Self.file([("Triceps Dip", 20), ("Triceps Dip", 25)]), into: &data)
        let entry = try #require(ExerciseCatalogue.builtIn.entry(named: "Triceps Dip"))
        #expect(report.newExercises.map(\.name) == [entry.name])
        let created = try #require(data.library.exercises.first { $0.name == entry.name })
        #expect(created.type == .bodyweightReps)
        #expect(created.categories == entry.categories)
        #expect(created.aliases == (entry.name == "Triceps Dip" ? [] : ["Triceps Dip"]))
        #expect(data.workouts[0].exercises[0].sets.map(\.weightKg) == [20, 25])
        #expect(report.uncategorized.isEmpty)
    }

    @Test func aCatalogueCategoryTheLibraryLacksIsMadeAgain() throws {
        var data = ImportFixtures.freshData()
        data.library.exercises.removeAll { $0.categories.contains("calves") }
        data.library.categories.removeAll { $0.id == "calves" }
        try Self.importText(Self.file([("Seated Calf Raise", 40)]), into: &data)
        #expect(data.library.category(id: "calves")?.name == "Calves")
        #expect(data.library.exercises.contains { $0.categories.first == "calves" })
    }

    @Test func unknownNamesArePlacedByTheirWordsOrListed() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importText(Self.file([("Hyperbolic Curl", 15), ("Zorblax Thing", 50)]), into: &data)
        #expect(report.newExercises.map(\.name) == ["Hyperbolic Curl", "Zorblax Thing"])
        #expect(data.library.exercises.first { $0.name == "Hyperbolic Curl" }?.categories == ["biceps"])
        #expect(data.library.exercises.first { $0.name == "Zorblax Thing" }?.categories == [])
        #expect(report.uncategorized == ["Zorblax Thing"])
    }

    /// ’ against ', case and spaces: one exercise.
    @Test func namesThatDifferOnlyInTypographyAreOneExercise() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importText(Self.file([("Zorblax’s Carry", 50), ("zorblax's  carry", 55), ("ZORBLAX'S CARRY", 60)]), into: &data)
        #expect(report.newExercises.count == 1)
        #expect(Set(data.workouts[0].exercises.map(\.exercise)).count == 1)
    }
}
