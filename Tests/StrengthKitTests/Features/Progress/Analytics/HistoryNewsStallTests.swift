import Testing
@testable import StrengthKit

/// The news that a session broke a stall (`HistoryNews.stallsBroken`, worded by `StallNews`): the lift
/// was stalled as of the day before the session and the session beat the stall's best. The history
/// is squat singles (e1RM their weight): 100 kg on 5 Oct 2026, its best of 110 on 12 Oct, then 105 on
/// 26 Oct and 2, 9 and 16 Nov — as of Monday 23 Nov, 42 days and 4 sessions: stalled since 12 Oct.
@Suite struct HistoryNewsStallTests {
    static func stalled() throws -> HistoryFixture {
        var history = HistoryFixture()
        for (day, kg) in [("2026-10-05", "100"), ("2026-10-12", "110"), ("2026-10-26", "105"), ("2026-11-02", "105"),
                          ("2026-11-09", "105"), ("2026-11-16", "105")] {
            try history.log("\(day) 18:00", "Squat: \(kg)x1")
        }
        return history
    }

    @Test(arguments: [
        // Stalled as of the 23rd; 111 beats 110.
        ("2026-11-24 18:00", "Squat: 111x1", ["Squat: first new best since 12 Oct, after 4 sessions"]),
        // A tie does not beat the best.
        ("2026-11-24 18:00", "Squat: 110x1", []),
        // As of the 22nd the best is 41 days old: no stall to break, only a new best.
        ("2026-11-23 18:00", "Squat: 111x1", []),
        // Another lift: nothing of the squat's stall.
        ("2026-11-24 18:00", "Bench Press: 100x5", []),
        // 105 × 3 is 111.2 kg by Brzycki (105 × 36 / 34): a best by e1RM, not by weight.
        ("2026-11-24 18:00", "Squat: 105x3", ["Squat: first new best since 12 Oct, after 4 sessions"]),
    ] as [(String, String, [String])])
    func aSessionThatBeatsAStallsBestBreaksIt(start: String, entry: String, expected: [String]) throws {
        var history = try Self.stalled()
        let before = history.data
        try history.log(start, entry)
        let news = HistoryNews(before: before, after: history.data, today: LocalDay("2026-11-30")!)
        #expect(news.lines(goals: GoalWording(data: history.data), stalls: StallNews(data: history.data)) == expected)
    }

    /// The best's year is named when it is not the session's; renaming the workout that broke a stall is no news.
    @Test func theYearIsNamedAcrossNewYearAndAnEditThatChangesNothingIsNoNews() throws {
        let line = StallNews(exerciseNames: ["squat": "Squat"])
            .line(StallBreak(exercise: "squat", day: LocalDay("2027-01-04")!, since: LocalDay("2026-11-16")!, sessions: 9, best: 110, value: 111))
        #expect(line == "Squat: first new best since 16 Nov 2026, after 9 sessions")

        var history = try Self.stalled()
        let id = try history.log("2026-11-24 18:00", "Squat: 111x1")
        let before = history.data
        let index = try #require(history.data.workouts.firstIndex { $0.id == id })
        history.data.workouts[index].name = "Heavy"
        #expect(HistoryNews(before: before, after: history.data, today: LocalDay("2026-11-30")!).stallsBroken.isEmpty)
    }
}
