import Foundation
import Testing
@testable import StrengthKit

/// `import` keeps a row far beyond its exercise's history (`OutlierRule`) and holds it when no later
/// session comes near it (`HeldSetJudge`), listing it by line with the commands that count it or fix
/// it; a big jump later sessions confirm is progress and counts.
@Suite struct HeldSpikeImportTests {
    static func hevy(_ title: String, day: Int, _ rows: [(exercise: String, weight: Double, reps: Int)]) -> String {
        rows.enumerated().map { index, row in
            "\"\(title)\",\"\(day) Jul 2021, 18:35\",\"\(day) Jul 2021, 19:35\",\"\",\"\(row.exercise)\",,\"\",\(index),normal,"
                + "\(NumberText.decimal(row.weight, maximumFractionDigits: 2)),\(row.reps),,,\n"
        }.joined()
    }

    static func imported(_ text: String, units: WeightUnit = .kg, history: [String] = ["Deadlift: 100x5, 140x5"],
                         into fixture: HistoryFixture? = nil) throws -> (ImportFileReport, ProjectData) {
        var fixture = fixture ?? HistoryFixture(units: units, timeZone: "Europe/Berlin")
        try fixture.log("2021-07-01 18:00", entries: history)
        var data = fixture.data
        let report = try ImportPlanner.apply([try ImportBehaviourTests.parse(text, name: "hevy.csv")], to: &data,
                                             options: ImportOptions(), dryRun: false).files[0]
        return (report, data)
    }

    static func reviews(of exercise: String, in data: ProjectData) -> [Double: SetReview?] {
        var reviews: [Double: SetReview?] = [:]
        for workout in data.workouts {
            for logged in workout.exercises where logged.exercise == exercise {
                for set in logged.sets { reviews[set.weightKg ?? 0] = set.review }
            }
        }
        return reviews
    }

    /// Hevy writes newest first; judged oldest first: 7 July's 1400 against the 150 before it, with nothing later near it.
    @Test func aLoneSpikeIsHeldAndListedWithBothCommands() throws {
        let text = WorkoutIdentityImportTests.hevyHeader
            + Self.hevy("Legs", day: 8, [("Deadlift", 160, 3)])
            + Self.hevy("Push", day: 7, [("Deadlift", 150, 5), ("Deadlift", 1400, 5)])
        let (report, data) = try Self.imported(text)
        #expect(report.heldRows == [
            ImportFileReport.HeldRow(
                line: 4, reason: .heldAsOutlier,
                message: "Deadlift: 1400 kg is more than 1.5× your heaviest set so far (150 kg) and 50 kg over it — did you mean 140?",
                confirm: "strength-site history confirm 2021-07-07-1835-push --exercise \"Deadlift\" --set 2",
                fix: "strength-site history edit 2021-07-07-1835-push --exercise \"Deadlift\" --set 2 --to 140kgx5"),
        ])
        #expect(report.setsAdded == 3)
        #expect(Self.reviews(of: "deadlift", in: data)[1400] == .some(.heldAsOutlier))
        #expect(report.bigJumpsKept == 0)
        // Counted nowhere: the heaviest deadlift is the 160.
        let analytics = TrainingAnalytics.compute(data, today: LocalDay("2021-07-10")!)
        #expect(analytics.exercises.first { $0.exercise.id == "deadlift" }?.records[.heaviestWeight]?.value == 160)
    }

    /// Hack Squat at 220 after 140, then 180 and 190: a progression, counted, not held.
    @Test func aJumpLaterSessionsComeNearIsProgress() throws {
        let text = WorkoutIdentityImportTests.hevyHeader
            + Self.hevy("C", day: 9, [("Deadlift", 190, 5)]) + Self.hevy("B", day: 8, [("Deadlift", 180, 5)])
            + Self.hevy("A", day: 7, [("Deadlift", 220, 3)])
        let (report, data) = try Self.imported(text)
        #expect(report.heldRows.isEmpty)
        #expect(report.bigJumpsKept == 1)
        #expect(Self.reviews(of: "deadlift", in: data)[220] == .some(nil))
    }

    /// The fix it prints, applied, leaves nothing held; and it names its unit, so it means the same after
    /// the project switched to pounds.
    @Test func theFixRepairsTheSetWhateverTheUnitShown() throws {
        let text = WorkoutIdentityImportTests.hevyHeader + Self.hevy("Push", day: 7, [("Deadlift", 150, 5), ("Deadlift", 1400, 5)])
        let (report, imported) = try Self.imported(text)
        var data = imported
        data.settings.units = .lb
        let words = try #require(report.heldRows.first?.fix).split(separator: " ").map(String.init)
        #expect(words.prefix(3) == ["strength-site", "history", "edit"])
        let id = words[3]
        let set = try #require(Int(words[7]))
        _ = try HistoryChange(edits: [.replaceSet(exercise: "Deadlift", set: set, with: words[9])]).apply(toWorkout: id, in: &data)
        #expect(data.workouts.first { $0.id == id }?.exercises[0].sets.compactMap(\.weightKg) == [150, 140])
        #expect(HeldSets.list(in: data).isEmpty)
    }

    /// A workout with the exercise twice names it by its place; reps; pounds; with no "did you mean", the
    /// fix is the set's own value (never a placeholder).
    @Test func anExerciseTwiceRepsAndPounds() throws {
        let twice = WorkoutIdentityImportTests.hevyHeader
            + Self.hevy("Push", day: 7, [("Deadlift", 140, 5), ("Squat", 100, 5), ("Deadlift", 500, 5)])
        #expect(try Self.imported(twice).0.heldRows.map(\.fix)
                == ["strength-site history edit 2021-07-07-1835-push --exercise 3 --set 1 --to 500kgx5"])
        let reps = WorkoutIdentityImportTests.hevyHeader + Self.hevy("Push", day: 7, [("Deadlift", 100, 80)])
        #expect(try Self.imported(reps).0.heldRows.map(\.fix)
                == ["strength-site history edit 2021-07-07-1835-push --exercise \"Deadlift\" --set 1 --to 100kgx80"])
        let pounds = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_km,duration_seconds,rpe\n"
            + Self.hevy("Push", day: 7, [("Deadlift", 3150, 5)])
        let (report, _) = try Self.imported(pounds, units: .lb, history: ["Deadlift: 225x5, 315x5"])
        #expect(report.heldRows.map(\.message)
                == ["Deadlift: 3150 lb is more than 1.5× your heaviest set so far (315 lb) and 110 lb over it — did you mean 315?"])
        #expect(report.heldRows.map(\.fix) == ["strength-site history edit 2021-07-07-1835-push --exercise \"Deadlift\" --set 1 --to 315lbx5"])
    }

    /// Workouts already here are not judged again, and a file with no spike lists none.
    @Test func onlyNewRowsAreJudged() throws {
        let text = WorkoutIdentityImportTests.hevyHeader + Self.hevy("Push", day: 7, [("Deadlift", 1400, 5)])
        let (first, imported) = try Self.imported(text)
        var data = imported
        #expect(first.heldRows.count == 1)
        let again = try ImportPlanner.apply([try ImportBehaviourTests.parse(text, name: "hevy.csv")], to: &data,
                                            options: ImportOptions(), dryRun: false).files[0]
        #expect(again.heldRows.isEmpty)
        #expect(try Self.imported(WorkoutIdentityImportTests.hevyHeader + Self.hevy("Push", day: 7, [("Deadlift", 150, 5)])).0
            .heldRows.isEmpty)
    }

    /// A real record at the end of an export is held, and released once the lifter keeps lifting near it.
    @Test func aHeldSetIsReleasedByALaterLog() throws {
        let text = WorkoutIdentityImportTests.hevyHeader + Self.hevy("Push", day: 7, [("Deadlift", 220, 3)])
        var (_, data) = try Self.imported(text)
        #expect(HeldSets.list(in: data).count == 1)
        _ = try WorkoutLogger.log(LogRequest(name: "Pull", start: LocalDateTime("2021-07-09 18:00")!, entries: ["Deadlift: 190x5"]), into: &data)
        #expect(HeldSets.list(in: data).isEmpty)
        #expect(Self.reviews(of: "deadlift", in: data)[220] == .some(nil))
    }

    /// Confirmed, a held set counts and is never judged again, whatever comes after.
    @Test func aConfirmedSetCountsAndStaysConfirmed() throws {
        let text = WorkoutIdentityImportTests.hevyHeader + Self.hevy("Push", day: 7, [("Deadlift", 150, 5), ("Deadlift", 1400, 5)])
        var (report, data) = try Self.imported(text)
        let words = try #require(report.heldRows.first?.confirm).split(separator: " ").map(String.init)
        let workout = try HistoryEditor.workout(matching: words[3], in: data)
        let scope = try HeldSets.scope(workout: workout, exercise: "Deadlift", set: Int(words[7]), all: false, in: data)
        #expect(try HeldSets.confirm(scope, in: &data) == 1)
        #expect(Self.reviews(of: "deadlift", in: data)[1400] == .some(.confirmed))
        #expect(throws: NothingHeldError.self) { try HeldSets.confirm(.all, in: &data) }
        _ = try WorkoutLogger.log(LogRequest(name: "Pull", start: LocalDateTime("2021-07-09 18:00")!, entries: ["Deadlift: 150x5"]), into: &data)
        #expect(Self.reviews(of: "deadlift", in: data)[1400] == .some(.confirmed))
        let analytics = TrainingAnalytics.compute(data, today: LocalDay("2021-07-10")!)
        #expect(analytics.exercises.first { $0.exercise.id == "deadlift" }?.records[.heaviestWeight]?.value == 1400)
    }
}
