import Foundation
import Testing
@testable import StrengthKit

/// `import` keeps a row far beyond its exercise's history (`OutlierRule`) and lists it by line with
/// the command that fixes it, judging the file's workouts oldest first against the project's
/// history and the file's earlier rows.
@Suite struct LikelyTypoImportTests {
    static func hevy(_ title: String, day: Int, _ rows: [(exercise: String, weight: Double, reps: Int)]) -> String {
        rows.enumerated().map { index, row in
            "\"\(title)\",\"\(day) Jul 2021, 18:35\",\"\(day) Jul 2021, 19:35\",\"\",\"\(row.exercise)\",,\"\",\(index),normal,"
                + "\(NumberText.decimal(row.weight, maximumFractionDigits: 2)),\(row.reps),,,\n"
        }.joined()
    }

    static func imported(_ text: String, units: WeightUnit = .kg, history: [String] = ["Deadlift: 100x5, 140x5"]) throws -> (ImportFileReport, ProjectData) {
        var fixture = HistoryFixture(units: units, timeZone: "Europe/Berlin")
        try fixture.log("2021-07-01 18:00", entries: history)
        var data = fixture.data
        let report = try ImportPlanner.apply([try ImportBehaviourTests.parse(text, name: "hevy.csv")], to: &data,
                                             options: ImportOptions(), dryRun: false).files[0]
        return (report, data)
    }

    /// Newest first, as Hevy writes: the 9 July 1450 is judged after 8 July's 200 (so against 200 kg,
    /// and 145 lies within 100–200: "did you mean 145?"); 7 July's 1400 against 140 and the 150 before it.
    @Test func typosAreKeptAndListedOldestFirstWithTheirFix() throws {
        let text = WorkoutIdentityImportTests.hevyHeader
            + Self.hevy("Pull", day: 9, [("Deadlift", 1450, 5)])
            + Self.hevy("Legs", day: 8, [("Deadlift", 200, 3)])
            + Self.hevy("Push", day: 7, [("Deadlift", 150, 5), ("Deadlift", 1400, 5)])
        let (report, data) = try Self.imported(text)
        #expect(report.likelyTypos == [
            ImportFileReport.LikelyTypo(
                line: 2, message: "Deadlift: 1450 kg is more than 1.5× your heaviest set so far (200 kg) and 50 kg over it — did you mean 145?",
                fix: "strength-site history edit 2021-07-09-1835-pull --exercise \"Deadlift\" --set 1 --to 145x5"),
            ImportFileReport.LikelyTypo(
                line: 5, message: "Deadlift: 1400 kg is more than 1.5× your heaviest set so far (150 kg) and 50 kg over it — did you mean 140?",
                fix: "strength-site history edit 2021-07-07-1835-push --exercise \"Deadlift\" --set 2 --to 140x5"),
        ])
        #expect(report.setsAdded == 4)
        #expect(data.workouts.flatMap(\.exercises).flatMap(\.sets).contains { $0.weightKg == 1450 })
        #expect(report.skippedRows.isEmpty)
    }

    /// The fix it prints, applied, leaves nothing that looks like a typo.
    @Test func theFixRepairsTheSet() throws {
        let text = WorkoutIdentityImportTests.hevyHeader + Self.hevy("Push", day: 7, [("Deadlift", 150, 5), ("Deadlift", 1400, 5)])
        let (report, imported) = try Self.imported(text)
        var data = imported
        let words = try #require(report.likelyTypos.first?.fix).split(separator: " ").map(String.init)
        #expect(words.prefix(3) == ["strength-site", "history", "edit"])
        let id = words[3]
        let set = try #require(Int(words[7]))
        _ = try HistoryChange(edits: [.replaceSet(exercise: "Deadlift", set: set, with: words[9])]).apply(toWorkout: id, in: &data)
        #expect(data.workouts.first { $0.id == id }?.exercises[0].sets.compactMap(\.weightKg) == [150, 140])
    }

    /// A workout with the exercise twice names it by its place; reps and no "did you mean"; pounds.
    @Test func anExerciseTwiceRepsAndPounds() throws {
        let twice = WorkoutIdentityImportTests.hevyHeader
            + Self.hevy("Push", day: 7, [("Deadlift", 140, 5), ("Squat", 100, 5), ("Deadlift", 500, 5)])
        #expect(try Self.imported(twice).0.likelyTypos.map(\.fix)
                == ["strength-site history edit 2021-07-07-1835-push --exercise 3 --set 1 --to WEIGHTx5"])
        let reps = WorkoutIdentityImportTests.hevyHeader + Self.hevy("Push", day: 7, [("Deadlift", 100, 80)])
        #expect(try Self.imported(reps).0.likelyTypos.map(\.fix)
                == ["strength-site history edit 2021-07-07-1835-push --exercise \"Deadlift\" --set 1 --to 100xREPS"])
        let pounds = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_km,duration_seconds,rpe\n"
            + Self.hevy("Push", day: 7, [("Deadlift", 3150, 5)])
        let (report, _) = try Self.imported(pounds, units: .lb, history: ["Deadlift: 225x5, 315x5"])
        #expect(report.likelyTypos.map(\.message)
                == ["Deadlift: 3150 lb is more than 1.5× your heaviest set so far (315 lb) and 110 lb over it — did you mean 315?"])
        #expect(report.likelyTypos.map(\.fix) == ["strength-site history edit 2021-07-07-1835-push --exercise \"Deadlift\" --set 1 --to 315x5"])
    }

    /// Workouts already here are not judged again, and a file with no typo lists none.
    @Test func onlyNewRowsAreJudged() throws {
        let text = WorkoutIdentityImportTests.hevyHeader + Self.hevy("Push", day: 7, [("Deadlift", 1400, 5)])
        let (first, imported) = try Self.imported(text)
        var data = imported
        #expect(first.likelyTypos.count == 1)
        let again = try ImportPlanner.apply([try ImportBehaviourTests.parse(text, name: "hevy.csv")], to: &data,
                                            options: ImportOptions(), dryRun: false).files[0]
        #expect(again.likelyTypos.isEmpty)
        #expect(try Self.imported(WorkoutIdentityImportTests.hevyHeader + Self.hevy("Push", day: 7, [("Deadlift", 150, 5)])).0
            .likelyTypos.isEmpty)
    }
}
