import Testing
@testable import StrengthKit

/// A range's figures (docs/ANALYTICS.md, "Training blocks"), by hand: 5-18 January 2026, two weeks,
/// Brzycki e1RM (w × 36 / (37 − reps)).
@Suite struct BlockFiguresTests {
    static func history() throws -> HistoryFixture {
        var history = HistoryFixture()
        try history.log("2026-01-05 18:00", "Squat: 100x5x3", "Bench Press: 80x5x3")
        try history.log("2026-01-07 18:00", "Deadlift: 140x5")
        try history.log("2026-01-12 18:00", "Squat: 105x5x3", "Bench Press: 80x5x2")
        try history.log("2026-01-15 18:00", "Squat: 110x3x2")
        // After the range: counted nowhere in it.
        try history.log("2026-01-19 18:00", "Squat: 120x5x5")
        return history
    }

    static func figures(_ start: String, _ end: String, bigLifts: [String]) throws -> BlockFigures {
        let history = try history()
        return BlockFigures.of(LocalDay(start)!, LocalDay(end)!, analytics: history.analytics(today: "2026-02-01"),
                               library: history.data.library, bigLifts: bigLifts)
    }

    static func id(_ name: String) -> String {
        StarterLibrary.library.exercises.first { $0.name == name }!.id
    }

    @Test func figuresOfARange() throws {
        let lifts = ["Squat", "Bench Press", "Deadlift", "Overhead Press"].map(Self.id)
        let figures = try Self.figures("2026-01-05", "2026-01-18", bigLifts: lifts)
        // 14 days / 7 = 2 weeks; 4 workouts: 2 a week.
        #expect(figures.weeks == 2)
        #expect(figures.workouts == 4)
        #expect(figures.workoutsPerWeek == 2)
        // 3 + 3 + 1 + 3 + 2 + 2 = 14 working sets: 7 a week.
        #expect(figures.workingSetsPerWeek == 7)
        // 1500 + 1200 + 700 + 1575 + 800 + 660 = 6435 kg: 3217.5 a week.
        #expect(figures.volumePerWeekKg == 3217.5)
        // Squat (quads, glutes) 8 sets: quads 8, glutes 4; bench press (chest, triceps, shoulders) 5:
        // chest 5, triceps 2.5, shoulders 2.5; deadlift (back, hamstrings, glutes) 1: back 1,
        // hamstrings 0.5, glutes 0.5. A week: half of each; shoulders before triceps by name.
        #expect(figures.muscles.map { "\($0.name) \($0.setsPerWeek)" } == [
            "Quads 4.0", "Chest 2.5", "Glutes 2.25", "Shoulders 1.25", "Triceps 1.25", "Back 0.5", "Hamstrings 0.25",
        ])
        // Squat: week 1 100 × 36 / 32 = 112.5; week 2 105 × 36 / 32 = 118.125 over 110 × 36 / 34 = 116.47.
        // Bench press 80 × 36 / 32 = 90 both weeks; deadlift 140 × 36 / 32 = 157.5 in week 1 only,
        // its first and last week; the overhead press was not trained.
        #expect(figures.bigLifts == [
            BlockFigures.LiftChange(exerciseID: lifts[0], name: "Squat", startE1rmKg: 112.5, endE1rmKg: 118.125),
            BlockFigures.LiftChange(exerciseID: lifts[1], name: "Bench Press", startE1rmKg: 90, endE1rmKg: 90),
            BlockFigures.LiftChange(exerciseID: lifts[2], name: "Deadlift", startE1rmKg: 157.5, endE1rmKg: 157.5),
            BlockFigures.LiftChange(exerciseID: lifts[3], name: "Overhead Press", startE1rmKg: nil, endE1rmKg: nil),
        ])
    }

    /// A range that does not start on a week's first day: Wednesday 7 to Tuesday 13 January, 1 week,
    /// holds the deadlift (1 set, 700 kg) and Monday 12's workout (5 sets, 2375 kg).
    @Test func rangeOfAnyDays() throws {
        let figures = try Self.figures("2026-01-07", "2026-01-13", bigLifts: [Self.id("Squat")])
        #expect(figures.weeks == 1)
        #expect(figures.workouts == 2)
        #expect(figures.workingSetsPerWeek == 6)
        #expect(figures.volumePerWeekKg == 3075)
        // The squat's only week in the range is the week of 12 January: 118.125 at both ends.
        #expect(figures.bigLifts.map(\.startE1rmKg) == [118.125])
        #expect(figures.bigLifts.map(\.endE1rmKg) == [118.125])
    }

    /// Both ends count: 5 January alone holds its workout (6 sets: 1 / (1 / 7) = 42 a week), and
    /// 7-12 January holds the deadlift and Monday 12's workout.
    @Test func bothEndsCount() throws {
        let day = try Self.figures("2026-01-05", "2026-01-05", bigLifts: [])
        #expect(day.workouts == 1 && day.weeks == 1.0 / 7 && day.workingSetsPerWeek == 42)
        #expect(try Self.figures("2026-01-07", "2026-01-12", bigLifts: []).workouts == 2)
    }

    /// The muscles page's weighting, derived: over whole weeks a range's sets a week times its weeks
    /// equal the analytics' weighted muscle-group weeks.
    @Test func musclesWeighAsTheMusclesPage() throws {
        let history = try Self.history()
        let analytics = history.analytics(today: "2026-02-01")
        let figures = BlockFigures.of(LocalDay("2026-01-05")!, LocalDay("2026-01-25")!, analytics: analytics,
                                      library: history.data.library, bigLifts: [])
        let weekly = Dictionary(uniqueKeysWithValues: analytics.muscleGroups.map { group in
            (group.category.id, group.weeks.filter { $0.weekStart < LocalDay("2026-01-26")! }.reduce(0) { $0 + $1.sets })
        }).filter { $0.value > 0 }
        // Sets a week times weeks comes back to the sum within rounding (13 / 3 × 3).
        let summed = Dictionary(uniqueKeysWithValues: figures.muscles.map { ($0.id, ($0.setsPerWeek * figures.weeks * 1e6).rounded() / 1e6) })
        #expect(summed == weekly.mapValues { ($0 * 1e6).rounded() / 1e6 })
        #expect(!summed.isEmpty)
    }
}
