import Testing
@testable import StrengthKit

/// A year in review, on a small history worked out by hand.
@Suite struct YearReviewTests {
    static func history() throws -> HistoryFixture {
        var history = HistoryFixture()
        // 2024: one workout of 2 sets, 100 × 5 × 2 = 1,000 kg, 60 minutes.
        try history.log("2024-12-30 18:00", "Squat: 100x5x2")
        // 2025: weeks of 6 Jan, 13 Jan (two workouts) and 27 Jan; March once. Bench 3 sessions, squat 1.
        try history.log("2025-01-06 18:00", "Bench Press: 100x5x3", minutes: 30)                 // 1,500 kg
        try history.log("2025-01-13 18:00", "Bench Press: 102.5x5x3", minutes: 30)               // 1,537.5 kg
        try history.log("2025-01-15 18:00", "Squat: w60x5, 120x5x3", minutes: 90)                // 1,800 kg
        try history.log("2025-01-27 18:00", "Bench Press: 105x3", minutes: nil)                  // 315 kg, no duration
        try history.log("2025-03-03 18:00", "Running: 5km in 25:00", minutes: 30)
        return history
    }

    @Test func theYearsTotalsComparisonStreakAndBestMonth() throws {
        let history = try Self.history()
        let analytics = history.analytics(today: "2025-03-31")
        let durations = Dictionary(uniqueKeysWithValues: history.data.workouts.compactMap { w in w.durationSeconds.map { (w.id, $0) } })
        #expect(YearReview.years(in: analytics) == [2024, 2025])
        let review = YearReview(year: 2025, analytics: analytics, durations: durations, through: try #require(LocalDay("2025-03-31")))
        #expect(review.totals.workouts == 5)
        #expect(review.totals.seconds == (30 + 30 + 90 + 30) * 60)
        #expect(abs(review.totals.volumeKg - (1500 + 1537.5 + 1800 + 315)) < 1e-9)
        #expect(review.totals.workingSets == 3 + 3 + 3 + 1 + 1)
        #expect(review.previous == YearReview.Totals(workouts: 1, seconds: 3600, volumeKg: 1000, workingSets: 2))
        // Weeks of 6 and 13 Jan are consecutive; 27 Jan follows an empty week; 3 Mar stands alone.
        #expect(review.longestStreakWeeks == 2)
        #expect(review.bestMonth?.month == 1 && review.bestMonth?.workouts == 4)
        #expect(review.months.map(\.month) == [1, 2, 3])                      // through March, not December
        #expect(review.months.map(\.workouts) == [4, 0, 1])
        #expect(review.exercises.map(\.exercise.id) == ["bench-press", "running", "squat"])
        let bench = try #require(review.exercises.first)
        // Brzycki: 102.5 × 36 / 32 = 115.3125 beats 100 × 36 / 32 = 112.5 and 105 × 36 / 34 = 111.18.
        #expect(abs((bench.bestE1rmKg ?? 0) - 115.3125) < 1e-9 && bench.bestDay == LocalDay("2025-01-13"))
        #expect(YearReview(year: 2024, analytics: analytics, durations: durations, through: try #require(LocalDay("2025-03-31"))).previous == nil)
    }

    /// Every year at once (the analytics grouped by year first) is each year on its own, value for value.
    @Test func everyYearAtOnceIsEachYearOnItsOwn() throws {
        let history = try Self.history()
        let through = try #require(LocalDay("2025-03-31"))
        let analytics = history.analytics(today: "2025-03-31")
        let durations = Dictionary(uniqueKeysWithValues: history.data.workouts.compactMap { w in w.durationSeconds.map { (w.id, $0) } })
        let each = YearReview.years(in: analytics).map { YearReview(year: $0, analytics: analytics, durations: durations, through: through) }
        #expect(YearReview.all(analytics, durations: durations, through: through) == each)
        #expect(each.count == 2)
    }
}
