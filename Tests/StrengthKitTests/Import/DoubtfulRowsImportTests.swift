import Foundation
import Testing
@testable import StrengthKit

/// Body weight typed as load and impossible cardio rows, imported from the hand-written fixtures: held,
/// listed, counted nowhere; the one command that takes loads as body weight; `log` stops at such a set.
@Suite struct DoubtfulRowsImportTests {
    typealias Fixtures = WrittenFixtures

    static func importFile(_ file: String, into data: inout ProjectData) throws -> ImportFileReport {
        try ImportPlanner.apply([try Fixtures.read(file)], to: &data, options: ImportOptions(units: .kg), dryRun: false).files[0]
    }

    static func reviews(of exercise: String, in data: ProjectData) -> [SetReview?] {
        data.workouts.sorted(by: Workout.oldestFirst).flatMap(\.exercises).filter { $0.exercise == exercise }.flatMap(\.sets).map(\.review)
    }

    @Test func bodyWeightTypedAsLoadIsHeldAndTakenAsBodyWeightByOneCommand() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importFile("fitnotes/new-header-body-weight-as-load.csv", into: &data)
        #expect(report.bodyWeightLoads.map(\.exercise) == ["Chin Up", "Dip"])
        #expect(report.bodyWeightLoads.map(\.sets) == [12, 4])
        #expect(report.bodyWeightLoads.first?.command == "strength-site history confirm --exercise \"Chin Up\" --as-body-weight")
        #expect(report.bodyWeightLoads.first.map { [$0.firstDay, $0.lastDay] } == ["2025-09-01", "2025-10-27"])
        #expect(Self.reviews(of: "chin-up", in: data).allSatisfy { $0 == .heldAsBodyWeight })
        // The Weighted Dip's 20 kg (the library's Dip) and the pull-up's plate steps are added load.
        let dip = data.workouts.flatMap(\.exercises).filter { $0.exercise == "dip" }.flatMap(\.sets)
        #expect(dip.filter { $0.weightKg == 20 }.allSatisfy { $0.review == nil })
        #expect(Self.reviews(of: "pull-up", in: data).allSatisfy { $0 == nil })
        // Counted nowhere: no chin-up record.
        #expect(TrainingAnalytics.compute(data, today: LocalDay("2025-11-01")!).exercise(id: "chin-up") == nil
                || TrainingAnalytics.compute(data, today: LocalDay("2025-11-01")!).exercise(id: "chin-up")?.records.isEmpty == true)

        let taken = try HeldSets.takeAsBodyWeight(.exercise("chin-up"), in: &data)
        #expect(taken.sets == 12)
        #expect(taken.entries == 4)
        #expect(data.bodyWeight.entries.map(\.weightKg) == [82, 82.5, 83, 83.5])
        let chinUps = data.workouts.flatMap(\.exercises).filter { $0.exercise == "chin-up" }.flatMap(\.sets)
        #expect(chinUps.allSatisfy { $0.review == nil && $0.weightKg == nil })
        // Now a body weight is logged each day: the dips' 82-83.5 kg are that body weight, with no load over it.
        try HeldSets.takeAsBodyWeight(.exercise("dip"), in: &data)
        #expect(data.bodyWeight.entries.count == 4)
        #expect(data.workouts.flatMap(\.exercises).filter { $0.exercise == "dip" }.flatMap(\.sets).allSatisfy { !$0.isHeld })
    }

    @Test func aLoadOverTheDaysBodyWeightIsTheAddedLoad() throws {
        var data = ImportFixtures.freshData()
        _ = try Self.importFile("fitnotes/new-header-body-weight-as-load.csv", into: &data)
        data.bodyWeight.entries = [BodyWeightEntry(date: LocalDay("2025-09-01")!, weightKg: 72)]
        try HeldSets.takeAsBodyWeight(.exercise("chin-up"), in: &data)
        let first = try #require(data.workouts.first { $0.start.local.day == LocalDay("2025-09-01")! })
        // 82 − 72 = 10 kg over the day's body weight; the later days had none, so their loads became it.
        #expect(first.exercises.first { $0.exercise == "chin-up" }?.sets.map(\.weightKg) == [10, 10, 10])
        #expect(data.bodyWeight.entries.map(\.weightKg) == [72, 82.5, 83, 83.5])
    }

    @Test func impossibleCardioIsHeldAndNoRecord() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importFile("fitbod/current-impossible-ride.csv", into: &data)
        #expect(report.heldRows.map(\.line) == [3, 5, 6])
        #expect(report.heldRows.allSatisfy { $0.reason == .heldAsImpossible })
        #expect(report.heldRows.first?.fix == "strength-site history edit 2023-05-04-1900-workout --exercise \"Cycling\" --set 1 --to \"122.467km in 326s\"")
        let analytics = TrainingAnalytics.compute(data, today: LocalDay("2023-06-01")!)
        #expect(analytics.exercise(id: "cycling")?.records[.longestDistance]?.value == 20_000)
        #expect(analytics.exercise(id: "running")?.records[.bestPace]?.value == 300)
    }

    @Test func logStopsAtAnImpossibleSetUnlessToldItIsNone() throws {
        var data = HistoryFixture(timeZone: "UTC").data
        let request = LogRequest(name: "Run", start: LocalDateTime("2025-03-16 07:00")!, entries: ["Running: 5km in 3:00"])
        #expect(throws: ImpossibleSetError.self) { try WorkoutLogger.log(request, into: &data) }
        var allowed = request
        allowed.allowOutliers = true
        let kept = try WorkoutLogger.log(allowed, into: &data)
        #expect(kept.workout.exercises[0].sets.map(\.review) == [.confirmed])
    }
}
