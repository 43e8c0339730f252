import Testing
@testable import StrengthKit

/// Weekly values, trend, records and light weeks, worked out by hand (smoothing 0.35, so a week keeps
/// 0.65 of the old trend; light below 0.9 of it).
@Suite struct WeeklyTrendTests {
    static let mondays = TrainingWeeks(firstWeekday: .monday)

    static func trend(_ points: [(String, Double)], aggregate: WeeklyTrend.Aggregate = .best, lowerIsBetter: Bool = false,
                      lightFraction: Double = 0.9) -> WeeklyTrend {
        WeeklyTrend(points: points.map { (day: LocalDay($0.0) ?? LocalDay(daysSinceEpoch: 0), value: $0.1) }, weeks: mondays,
                    aggregate: aggregate, lowerIsBetter: lowerIsBetter, lightFraction: lightFraction)
    }

    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func aDeloadWeekIsLightLeavesTheTrendAndTheBestWeeksSetRecords() {
        let result = Self.trend([
            ("2026-01-08", 90), ("2026-01-05", 100),   // one week, heavy and volume day: its best is 100
            ("2026-01-12", 102),
            ("2026-01-19", 80),                         // under 0.9 × 100.7 = 90.63: light
            ("2026-01-26", 104),
            ("2026-02-23", 101),                        // four weeks later: the trend keeps 0.65⁴
        ])
        #expect(result.weeks.map(\.weekStart.description) == ["2026-01-05", "2026-01-12", "2026-01-19", "2026-01-26", "2026-02-23"])
        #expect(result.weeks.map(\.value) == [100, 102, 80, 104, 101])
        #expect(result.weeks.map(\.isLight) == [false, false, true, false, false])
        #expect(result.weeks.map(\.isRecord) == [false, true, false, true, false])
        let expected = [100, 100.7, 100.7, 101.855, 101 + 0.855 * 0.17850625]
        #expect(zip(result.weeks.map(\.trend), expected).allSatisfy(Self.near))
    }

    /// Out of order, a week's points still add up in the order given: (0.1 + 0.2) + 0.3 is
    /// 0.6000000000000001, not the 0.6 of (0.3 + 0.2) + 0.1.
    @Test func aWeeksTotalAddsItsPointsInTheOrderGiven() {
        let shuffled = Self.trend([("2026-01-14", 0.1), ("2026-01-07", 5), ("2026-01-12", 0.2), ("2026-01-05", 1), ("2026-01-13", 0.3)],
                                  aggregate: .total)
        #expect(shuffled.weeks.map(\.weekStart.description) == ["2026-01-05", "2026-01-12"])
        #expect(shuffled.weeks.map(\.value) == [6, 0.6000000000000001])
        let reversed = Self.trend([("2026-01-12", 0.3), ("2026-01-13", 0.2), ("2026-01-14", 0.1)], aggregate: .total)
        #expect(reversed.weeks.map(\.value) == [0.6])
    }

    @Test func aLongLowRunIsTheNewLevelNotLightWeeks() {
        let result = Self.trend([("2026-01-05", 100), ("2026-01-12", 100), ("2026-01-19", 80), ("2026-01-26", 80), ("2026-02-02", 80)])
        #expect(result.weeks.allSatisfy { !$0.isLight })
        #expect(zip(result.weeks.map(\.trend), [100, 100, 93, 88.45, 85.4925]).allSatisfy(Self.near))
    }

    @Test func aLowWeekAtTheEndIsLightAndALowWeekAfterABreakIsNot() {
        #expect(Self.trend([("2026-01-05", 100), ("2026-01-12", 100), ("2026-01-19", 80)]).weeks.map(\.isLight) == [false, false, true])
        let comeback = Self.trend([("2026-01-05", 100), ("2026-02-16", 50)])   // six weeks off
        #expect(comeback.weeks.map(\.isLight) == [false, false])
        #expect(Self.near(comeback.weeks[1].trend, 50 + 50 * 0.075418890625))
    }

    @Test func lowerIsBetterTakesTheWeeksFastestAndItsRecords() {
        // Paces in seconds per km: 300 and 290 in one week, then 295, then 340 (over 291.75 / 0.9: light), then 280.
        let result = Self.trend([("2026-03-02", 300), ("2026-03-04", 290), ("2026-03-09", 295), ("2026-03-16", 340), ("2026-03-23", 280)],
                                lowerIsBetter: true)
        #expect(result.weeks.map(\.value) == [290, 295, 340, 280])
        #expect(result.weeks.map(\.isRecord) == [false, false, false, true])
        #expect(result.weeks.map(\.isLight) == [false, false, true, false])
        #expect(Self.near(result.weeks[1].trend, 295 - 5 * 0.65))
    }

    @Test func totalsAddTheWeeksSessionsAndWeeksFollowTheFirstWeekday() {
        let sundays = WeeklyTrend(points: [(LocalDay("2026-03-07")!, 1000), (LocalDay("2026-03-08")!, 500), (LocalDay("2026-03-14")!, 700)],
                                  weeks: TrainingWeeks(firstWeekday: .sunday), aggregate: .total)
        #expect(sundays.weeks.map(\.weekStart.description) == ["2026-03-01", "2026-03-08"])
        #expect(sundays.weeks.map(\.value) == [1000, 1200])
        #expect(sundays.weeks.map(\.isRecord) == [false, true])
    }

    @Test func recentWeeksKeepRecordsCountedOnTheWholeHistory() {
        let result = Self.trend([("2024-01-01", 120), ("2026-01-05", 100), ("2026-01-12", 110)])
        let recent = result.weeks(from: LocalDay("2025-01-01")!)
        #expect(recent.map(\.value) == [100, 110])
        #expect(recent.map(\.isRecord) == [false, false])
    }

    @Test func nonFiniteValuesAreSkippedAndNoPointsGiveNoWeeks() {
        #expect(Self.trend([]).weeks.isEmpty)
        #expect(Self.trend([("2026-01-05", .nan), ("2026-01-06", 100)]).weeks.map(\.value) == [100])
    }
}
