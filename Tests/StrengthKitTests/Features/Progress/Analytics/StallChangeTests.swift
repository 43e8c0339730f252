import Testing
@testable import StrengthKit

/// What changed around a stall, by hand: a squat stalled since Mon 12 Oct 2026, as of Mon 23 Nov.
/// Before is the 8 weeks to the best's day, 18 Aug–12 Oct (56 days); during, 13 Oct–23 Nov (42 days,
/// 6 weeks).
@Suite struct StallChangeTests {
    static let since = LocalDay("2026-10-12")!
    static let end = LocalDay("2026-11-23")!

    static func history() throws -> HistoryFixture {
        var history = HistoryFixture()
        // Outside both spans: counted nowhere.
        try history.log("2026-08-10 18:00", "Squat: 100x5x9")
        // Before: 4 sessions; 12 working sets (warm-ups aside) of 5, 5, 5 ×3 and 3, 3, 3; RPE 8 on
        // nine, 9 on three.
        for day in ["2026-09-21", "2026-09-28", "2026-10-05"] {
            try history.log(day + " 18:00", "Squat: w60x10, 100x5@8, 100x5@8, 100x5@8")
        }
        try history.log("2026-10-12 18:00", "Squat: w60x10, 105x3@9, 105x3@9, 105x3@9")
        // During: 6 sessions (23 Nov's two workouts are one), 30 sets of 8, no RPE.
        for day in ["2026-10-19", "2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16"] {
            try history.log(day + " 18:00", "Squat: 90x8x5")
        }
        try history.log("2026-11-23 08:00", "Squat: 90x8x3")
        try history.log("2026-11-23 18:00", "Squat: 90x8x2")
        return history
    }

    /// Sessions a week 4 / 8 = 0.5 → 6 / 6 = 1; sets a week 12 / 8 = 1.5 → 30 / 6 = 5; the reps sorted
    /// 3, 3, 3, 5 ×9: the lower quartile is the 3rd (⌈12 / 4⌉), 3, the upper the 9th, 5 → 8–8; mean RPE
    /// (9 × 8 + 3 × 9) / 12 = 8.25 → none logged.
    @Test func theFiguresAroundAStall() throws {
        let change = StallChange(exercise: "squat", in: try Self.history().data, since: Self.since, end: Self.end)
        #expect(change.sessionsAWeek == .init(before: 0.5, during: 1))
        #expect(change.workingSetsAWeek == .init(before: 1.5, during: 5))
        #expect(change.repRange == .init(before: .init(low: 3, high: 5), during: .init(low: 8, high: 8)))
        #expect(change.meanRPE == .init(before: 8.25, during: nil))
        #expect(change.repRange.before?.description == "3–5")
        #expect(change.repRange.during?.description == "8")
    }

    /// A timed exercise has no rep range.
    @Test func aTimedExerciseHasNoRepRange() throws {
        var history = HistoryFixture()
        try history.log("2026-10-05 18:00", "Plank: 60s")
        try history.log("2026-11-02 18:00", "Plank: 50s, 40s")
        let change = StallChange(exercise: "plank", in: history.data, since: Self.since, end: Self.end)
        #expect(change.repRange == .init(before: nil, during: nil))
        #expect(change.workingSetsAWeek == .init(before: 1.0 / 8, during: 2.0 / 6))
    }
}
