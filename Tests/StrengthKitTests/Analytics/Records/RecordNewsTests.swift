import Testing
@testable import StrengthKit

/// A first session sets an exercise's baseline: its records are the exercise's current records, but
/// only what beats an earlier record is news (`RecordEvent.isNews`), for `log` and the site alike.
@Suite struct RecordNewsTests {
    /// Mon 3 Mar 2025: bench 100x5 twice, squat 140x5, both for the first time. Wed 5 Mar: bench
    /// 105x5, 100x5 beats the heaviest weight (100 → 105), the e1RM (100 × 36 / 32 = 112.5 →
    /// 118.125), the set volume (500 → 525) and the session volume (1,000 → 1,025), not the reps (5).
    struct TwoSessions {
        var history = HistoryFixture()
        var first = ""
        var second = ""

        init() throws {
            first = try history.log("2025-03-03 18:00", "Bench Press: 100x5, 100x5", "Squat: 140x5")
            second = try history.log("2025-03-05 18:00", "Bench Press: 105x5, 100x5")
        }

        var analytics: TrainingAnalytics { history.analytics(today: "2025-03-05") }
    }

    @Test func aFirstSessionIsTheBaselineAndNoNews() throws {
        let sessions = try TwoSessions()
        let analytics = sessions.analytics
        let first = try #require(analytics.workout(id: sessions.first))
        let second = try #require(analytics.workout(id: sessions.second))
        // Every record of bench press and squat begins on the first day; none of them beat anything.
        #expect(first.records.count == 10)
        #expect(first.records.allSatisfy { $0.previousValue == nil && !$0.isNews })
        #expect(first.news.isEmpty)
        #expect((0..<2).allSatisfy { first.news(exerciseIndex: 0, setIndex: $0).isEmpty })
        #expect(first.sessionNews(exerciseID: "bench-press").isEmpty)

        #expect(second.news.map(\.kind) == [.heaviestWeight, .bestE1rm, .bestSetVolume, .bestSessionVolume])
        #expect(second.news(exerciseIndex: 0, setIndex: 0).map(\.kind) == [.heaviestWeight, .bestE1rm, .bestSetVolume])
        #expect(second.news(exerciseIndex: 0, setIndex: 1).isEmpty)
        #expect(second.sessionNews(exerciseID: "bench-press").map(\.kind) == [.bestSessionVolume])
        #expect(second.news.allSatisfy { $0.previousValue != nil })
    }

    /// The values do not change: the timeline and the current records hold the baseline where it
    /// was not beaten.
    @Test func theBaselineStaysTheRecordUntilBeaten() throws {
        let sessions = try TwoSessions()
        let analytics = sessions.analytics
        #expect(analytics.recordTimeline.count == 14)
        let bench = try #require(analytics.exercise(id: "bench-press"))
        #expect(bench.records[.heaviestWeight]?.value == 105)
        #expect(bench.records[.mostReps]?.workoutID == sessions.first)
        #expect(bench.records[.mostReps]?.value == 5)
        let squat = try #require(analytics.exercise(id: "squat"))
        #expect(squat.records[.heaviestWeight]?.value == 140)
        #expect(squat.records[.heaviestWeight]?.workoutID == sessions.first)
        // An exercise's sessions count only the records they beat.
        #expect(bench.sessions.map(\.records) == [0, 4])
        #expect(squat.sessions.map(\.records) == [0])
    }

    /// `log`'s news and the site's badges are the same events: what `WorkoutRecords` says a workout
    /// beat is its news among the headline kinds.
    @Test func logAndTheSiteAgreeOnTheNews() throws {
        let sessions = try TwoSessions()
        let analytics = sessions.analytics
        for id in [sessions.first, sessions.second] {
            let workout = try #require(sessions.history.data.workouts.first { $0.id == id })
            let headline = try #require(analytics.workout(id: id)).news.filter {
                RecordKind.headlineKinds(for: .weightReps).contains($0.kind)
            }
            #expect(WorkoutRecords.beaten(by: workout, in: sessions.history.data) == headline)
        }
        let second = try #require(sessions.history.data.workouts.first { $0.id == sessions.second })
        #expect(WorkoutRecords.beaten(by: second, in: sessions.history.data).map(\.kind) == [.heaviestWeight, .bestE1rm])
    }

    /// A kind an exercise first has later is a baseline too: the first loaded pull-up beats no load.
    @Test func aKindsFirstAppearanceLaterIsABaselineToo() throws {
        var history = HistoryFixture()
        try history.log("2025-03-03 18:00", "Pull Up: x8")
        let loaded = try history.log("2025-03-05 18:00", "Pull Up: +10x6")
        let facts = try #require(history.analytics(today: "2025-03-05").workout(id: loaded))
        #expect(facts.records.map(\.kind) == [.heaviestAddedLoad])
        #expect(facts.news.isEmpty)
    }
}
