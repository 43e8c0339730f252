import Foundation
import Testing
@testable import StrengthKit

/// A workout an export wrote twice is stored once where the app numbers its sets, listed where it
/// does not; a note a spreadsheet broke over lines loses no set; a timed hold is no missed rep.
/// The hand-written fixtures, in a new kg project in Europe/Berlin.
@Suite struct RepeatedWorkoutImportTests {
    typealias Fixtures = WrittenFixtures

    @discardableResult
    static func importFile(_ file: String, handling: RepeatedWorkoutHandling = .auto, options: ImportOptions = ImportOptions(units: .kg),
                           into data: inout ProjectData) throws -> ImportFileReport {
        let parsed = try Fixtures.read(file, options: ImportReadOptions(repeatedWorkouts: handling))
        return try ImportPlanner.apply([parsed], to: &data, options: options, dryRun: false).files[0]
    }

    @Test func aStrongWorkoutWrittenTwiceIsStoredOnceWithItsNotes() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importFile("strong/A-comma-workout-written-twice.csv", into: &data)
        #expect(report.repeatedWorkouts == [RepeatedWorkout(workout: "Leg Day, 2025-02-03 18:00:00", firstLine: 2, lastLine: 19, copies: 2,
                                                            rowsPerCopy: 9, firstRepeatLine: 11, folded: true)])
        let legs = try Fixtures.workout(startingAt: "2025-02-03T18:00:00+01:00", in: data)
        #expect(legs.notes == "Felt strong")
        #expect(legs.exercises.map(\.sets.count) == [4, 2, 2])
        #expect(legs.exercises[0].notes == "Belt on")
        #expect(legs.exercises[0].sets[2] == WorkoutSet(weightKg: 100, reps: 5, rpe: 8.5, restSeconds: 180))
        // Two equal failure sets of one exercise are two sets.
        let finisher = try Fixtures.workout(startingAt: "2025-02-08T10:00:00+01:00", in: data)
        #expect(finisher.setCount == 2)
        #expect(report.setsAdded == 15)

        var kept = ImportFixtures.freshData()
        let keptReport = try Self.importFile("strong/A-comma-workout-written-twice.csv", handling: .keep, into: &kept)
        #expect(keptReport.setsAdded == 23)
        #expect(keptReport.repeatedWorkouts.map(\.folded) == [false])
        #expect(try Fixtures.workout(startingAt: "2025-02-03T18:00:00+01:00", in: kept).exercises.map(\.sets.count) == [4, 2, 2, 4, 2, 2])
    }

    @Test func aHevyWorkoutWrittenTwiceIsStoredOnceButAnExerciseLoggedTwiceStays() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importFile("hevy/weight_kg-workout-written-twice.csv", into: &data)
        #expect(report.repeatedWorkouts.map(\.workout) == ["Push, 15 Mar 2025, 18:05"])
        #expect(report.repeatedWorkouts.map(\.copies) == [2])
        let push = try Fixtures.workout(startingAt: "2025-03-15T18:05:00+01:00", in: data)
        #expect(push.exercises.map(\.sets.count) == [3, 2])
        #expect(push.notes == "Deload week")
        let legs = try Fixtures.workout(startingAt: "2025-03-19T18:00:00+01:00", in: data)
        #expect(legs.exercises.map(\.sets.count) == [2, 2])
    }

    @Test func aFitNotesCircuitDoneThreeTimesIsListedAndFoldedOnlyWhenAsked() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importFile("fitnotes/old-header-ab-circuit-done-three-times.csv", into: &data)
        #expect(report.repeatedWorkouts == [RepeatedWorkout(workout: "2025-04-01", firstLine: 2, lastLine: 13, copies: 3, rowsPerCopy: 4,
                                                            firstRepeatLine: 6, folded: false)])
        #expect(report.setsAdded == 15)

        var folded = ImportFixtures.freshData()
        let foldedReport = try Self.importFile("fitnotes/old-header-ab-circuit-done-three-times.csv", handling: .fold, into: &folded)
        #expect(foldedReport.setsAdded == 7)
        #expect(foldedReport.repeatedWorkouts.map(\.folded) == [true])
    }

    @Test func fitbodsThreeEqualRowsAreThreeSetsAndNotListed() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importFile("fitbod/current-three-equal-rows-and-timed-holds.csv", into: &data)
        #expect(report.repeatedWorkouts.isEmpty)
        let sitUps = try #require(data.workouts.first { $0.exercises.first?.exercise == "sit-up" })
        #expect(sitUps.exercises[0].sets == Array(repeating: WorkoutSet(reps: 15), count: 3))
    }

    /// Each folded copy is idempotent too: the second import of the file adds nothing.
    @Test(arguments: ["strong/A-comma-workout-written-twice.csv", "hevy/weight_kg-workout-written-twice.csv"])
    func importingAgainAddsNothing(_ file: String) throws {
        var data = ImportFixtures.freshData()
        try Self.importFile(file, into: &data)
        let before = data
        let again = try Self.importFile(file, into: &data)
        #expect(again.workoutsAdded == 0)
        #expect(data == before)
    }

    @Test func notesBrokenOverLinesBySpreadsheetLoseNoSet() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importFile("hevy/semicolon-resaved-notes-broken-over-lines.csv", into: &data)
        #expect(report.skippedRows.isEmpty)
        #expect(report.setsAdded == 6)
        let legs = try Fixtures.workout(startingAt: "2023-09-22T11:35:00+02:00", in: data)
        #expect(legs.exercises[0].notes == "31.8 = 2 de 15.9\n40.8 = 31.8 + 2 de 4.5 kg")
        #expect(legs.exercises[0].sets == [WorkoutSet(weightKg: 31.8, reps: 12), WorkoutSet(weightKg: 40.8, reps: 10)])
        #expect(legs.exercises[1].sets == [WorkoutSet(weightKg: 45, reps: 12)])
        let back = try Fixtures.workout(startingAt: "2023-10-03T11:05:00+02:00", in: data)
        #expect(back.exercises[0].notes == "3/10 al fallo = 20\n+40% = 28 en total\n+50% = 30 en total")
        #expect(back.exercises[0].sets.map(\.reps) == [20, 28])
        #expect(back.exercises[1].sets == [WorkoutSet(weightKg: 12, reps: 10)])
        #expect(report.warnings.contains { $0.message.hasPrefix("a note a spreadsheet broke over lines") && $0.lines == [2, 4, 7, 12] })
    }

    @Test func timedHoldsOfARepsExerciseGoToAHoldOfIt() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importFile("fitbod/current-three-equal-rows-and-timed-holds.csv", into: &data)
        let hold = try #require(data.library.exercises.first { $0.name == "Single Leg Glute Bridge (Hold)" })
        #expect(hold.type == .duration)
        #expect(hold.categories == ["glutes", "hamstrings", "quads"])
        #expect(hold.aliases.isEmpty)
        let day = try Fixtures.workout(startingAt: "2025-05-04T19:00:00+02:00", in: data)
        #expect(day.exercises.map(\.exercise) == ["dumbbell-bench-press", hold.id])
        #expect(day.exercises[1].sets == [WorkoutSet(durationSeconds: 30), WorkoutSet(durationSeconds: 35), WorkoutSet(durationSeconds: 40)])
        #expect(report.warnings.contains {
            $0.message.hasPrefix("Single Leg Glute Bridge: 3 sets with a time and no reps went to \"Single Leg Glute Bridge (Hold)\"")
        })
        // A name with a rep set stays with the exercise that counts reps.
        #expect(data.library.exercises.contains { $0.name == "Glute Bridge" && $0.type == .bodyweightReps })
        #expect(!data.library.exercises.contains { $0.name == "Glute Bridge (Hold)" })

        // The next import finds the hold by its name.
        let again = try Self.importFile("fitbod/current-three-equal-rows-and-timed-holds.csv", into: &data)
        #expect(again.workoutsAdded == 0)
        #expect(again.newExercises.isEmpty)
    }

    @Test func aMapStillChoosesWhereHoldsGo() throws {
        var data = ImportFixtures.freshData()
        let options = ImportOptions(units: .kg, nameMap: [ImportNameMapping(theirs: "Single Leg Glute Bridge", ours: "Single Leg Glute Bridge")])
        let report = try Self.importFile("fitbod/current-three-equal-rows-and-timed-holds.csv", options: options, into: &data)
        #expect(!data.library.exercises.contains { $0.name.hasSuffix("(Hold)") })
        #expect(!report.warnings.contains { $0.message.contains("(Hold)") })
    }

    /// The library's own reps exercise, and its hold when the library has one.
    @Test func theLibrarysExerciseAndItsHoldAreUsed() throws {
        var data = ImportFixtures.freshData()
        _ = try LibraryEditor.addExercise(name: "Single Leg Glute Bridge", type: .bodyweightReps,
                                          changes: LibraryEditor.ExerciseChanges(categories: ["glutes"]), to: &data)
        try Self.importFile("fitbod/current-three-equal-rows-and-timed-holds.csv", into: &data)
        let hold = try #require(data.library.exercises.first { $0.name == "Single Leg Glute Bridge (Hold)" })
        #expect(hold.categories == ["glutes"])

        var withHold = ImportFixtures.freshData()
        let existing = try LibraryEditor.addExercise(name: "Single Leg Glute Bridge (Hold)", type: .duration, changes: LibraryEditor.ExerciseChanges(),
                                                     to: &withHold)
        let report = try Self.importFile("fitbod/current-three-equal-rows-and-timed-holds.csv", into: &withHold)
        #expect(!report.newExercises.contains { $0.name.hasSuffix("(Hold)") })
        #expect(withHold.workouts.contains { $0.exercises.contains { $0.exercise == existing.id } })
    }
}
