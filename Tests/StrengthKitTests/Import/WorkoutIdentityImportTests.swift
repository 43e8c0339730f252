import Foundation
import Testing
@testable import StrengthKit

/// What decides that an imported workout is already here: its app, key (the start) and name as
/// typed (`WorkoutNameKey`). Names that differ in what a lifter typed are two workouts, from one
/// file or two; the same name written differently (another dialect, another export) is one.
@Suite struct WorkoutIdentityImportTests {
    static let hevyHeader = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"

    static func hevy(_ title: String, _ exercise: String, _ weight: Int, _ reps: Int, start: String = "7 Jul 2021, 18:35") -> String {
        "\"\(title)\",\"\(start)\",\"7 Jul 2021, 19:35\",\"\",\"\(exercise)\",,\"\",0,normal,\(weight),\(reps),,,\n"
    }

    static func strong(_ name: String, _ exercise: String, _ weight: Int, _ reps: Int, date: String = "2025-03-14 18:00:00") -> String {
        "\(date),\"\(name)\",1h,\"\(exercise)\",1,\(weight),\(reps),0,0,,,\n"
    }

    static func importText(_ text: String, name: String = "memory.csv", into data: inout ProjectData) throws -> ImportFileReport {
        let parsed = try ImportBehaviourTests.parse(text, name: name)
        let report = try ImportPlanner.apply([parsed], to: &data, options: ImportOptions(units: .kg), dryRun: false).files[0]
        try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/nonexistent")))
        return report
    }

    @Test(arguments: [("Push 💪", "Push 🔥"), ("Push!", "Push?"), ("Upper A", "upper-a"), ("Day 1", "Day 2"), ("💪", "🔥")])
    func twoFilesOfOneMinuteWithNamesThatDifferAsTypedBothLand(_ first: String, _ second: String) throws {
        var data = ImportFixtures.freshData()
        let mine = Self.hevyHeader + Self.hevy(first, "Bench Press", 100, 5)
        let partner = Self.hevyHeader + Self.hevy(second, "Deadlift", 180, 3)
        #expect(try Self.importText(mine, name: "mine.csv", into: &data).workoutsAdded == 1)
        let report = try Self.importText(partner, name: "partner.csv", into: &data)
        #expect(report.workoutsAdded == 1)
        #expect(report.workoutsAlreadyPresent == 0)
        #expect(data.workouts.count == 2)
        #expect(Set(data.workouts.map(\.id)).count == 2)
        #expect(data.workouts.flatMap(\.exercises).flatMap(\.sets).contains { $0.weightKg == 180 && $0.reps == 3 })
        // Either file again, or both in one file, adds nothing.
        for text in [mine, partner, Self.hevyHeader + Self.hevy(first, "Bench Press", 100, 5) + Self.hevy(second, "Deadlift", 180, 3)] {
            let again = try Self.importText(text, into: &data)
            #expect(again.workoutsAdded == 0)
            #expect(data.workouts.count == 2)
        }
    }

    @Test func oneFileWithBothKeepsBothAndAgainAddsNothing() throws {
        var data = ImportFixtures.freshData()
        let text = ImportBehaviourTests.strongHeader + Self.strong("Upper A", "Bench Press", 100, 5) + Self.strong("upper-a", "Squat", 140, 5)
        let first = try Self.importText(text, into: &data)
        #expect(first.workoutsAdded == 2)
        #expect(Set(data.workouts.map(\.id)).count == 2)
        #expect(data.workouts.map { $0.source.key } == ["2025-03-14 18:00:00", "2025-03-14 18:00:00"])
        let again = try Self.importText(text, into: &data)
        #expect(again.workoutsAdded == 0)
        #expect(again.workoutsAlreadyPresent == 2)
    }

    /// The same history exported again (another dialect, another device) writes the name with other
    /// spaces, case, composition or width: nothing is added.
    @Test(arguments: ["  upper a ", "UPPER   A", "Ｕｐｐｅｒ　Ａ"])
    func theSameNameWrittenDifferentlyIsTheSameWorkout(_ rewritten: String) throws {
        var data = ImportFixtures.freshData()
        _ = try Self.importText(ImportBehaviourTests.strongHeader + Self.strong("Upper A", "Bench Press", 100, 5), into: &data)
        let again = try Self.importText(ImportBehaviourTests.strongHeader + Self.strong(rewritten, "Bench Press", 100, 5), into: &data)
        #expect(again.workoutsAdded == 0)
        #expect(again.workoutsAlreadyPresent == 1)
    }

    /// Across files, a name that differs as typed is the same workout only when its sets agree: "upper a"
    /// with a 180 × 3 deadlift at the minute of "Upper A"'s bench press is a workout of its own; the same
    /// name as typed is the same workout whatever its sets (re-exported after an edit in the app).
    @Test func aNameDifferentAsTypedWithOtherSetsIsAnotherWorkout() throws {
        var data = ImportFixtures.freshData()
        _ = try Self.importText(ImportBehaviourTests.strongHeader + Self.strong("Upper A", "Bench Press", 100, 5), into: &data)
        let other = try Self.importText(ImportBehaviourTests.strongHeader + Self.strong("upper a", "Deadlift", 180, 3), into: &data)
        #expect(other.workoutsAdded == 1)
        #expect(data.workouts.count == 2)
        let edited = try Self.importText(ImportBehaviourTests.strongHeader + Self.strong("Upper A", "Bench Press", 105, 5), into: &data)
        #expect(edited.workoutsAdded == 0)
        #expect(edited.workoutsAlreadyPresent == 1)
    }

    @Test func composedAndDecomposedAccentsAreOneName() throws {
        var data = ImportFixtures.freshData()
        _ = try Self.importText(Self.hevyHeader + Self.hevy("Séance", "Bench Press", 100, 5), into: &data)
        let again = try Self.importText(Self.hevyHeader + Self.hevy("Se\u{0301}ance", "Bench Press", 100, 5), into: &data)
        #expect(again.workoutsAdded == 0)
    }

    /// A store imported while names were compared by `NameKey` gave the second of "Push!" and "Push?"
    /// (same second, one file) the key `… #2`; the same file imported now still adds nothing.
    @Test func aStoreImportedWhenNamesWereComparedLooselyStillFindsItsWorkouts() throws {
        var data = ImportFixtures.freshData()
        let text = Self.hevyHeader + Self.hevy("Push!", "Bench Press", 100, 5) + Self.hevy("Push?", "Deadlift", 180, 3)
        _ = try Self.importText(text, into: &data)
        #expect(data.workouts.map { $0.source.key } == ["2021-07-07 18:35:00", "2021-07-07 18:35:00"])
        // As the earlier importer stored them.
        let second = try #require(data.workouts.firstIndex { $0.source.name == "Push?" })
        data.workouts[second].source.key = "2021-07-07 18:35:00 #2"
        let again = try Self.importText(text, into: &data)
        #expect(again.workoutsAdded == 0)
        #expect(again.workoutsAlreadyPresent == 2)
        #expect(ImportKey.keysBeforeNamesWereComparedAsTyped(try ImportBehaviourTests.parse(text).workouts)
                == [nil, "2021-07-07 18:35:00 #2"])
    }
}
