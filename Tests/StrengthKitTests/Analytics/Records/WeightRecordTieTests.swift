import Testing
@testable import StrengthKit

/// A tie in weight is broken by what was done with it: at equal weight, the set of more reps (for a
/// weight held or carried, the longer time) is the better performance, so it is a new heaviest-weight
/// record — news like any other (badged, announced by `log`, in the feed). Equal weight and equal
/// reps is an equal performance: the earlier set keeps the record.
@Suite struct WeightRecordTieTests {
    /// Two sessions of one exercise, Mon 3 and Wed 5 Mar 2025: whether the second's set is a new
    /// heaviest-weight record, and which set holds the record afterwards.
    @Test(arguments: [
        // 100 × 1, then 100 × 5: the same weight for 4 more reps.
        ("Bench Press: 100x1", "Bench Press: 100x5", true),
        // 100 × 5 twice: an equal performance.
        ("Bench Press: 100x5", "Bench Press: 100x5", false),
        // 100 × 5, then 100 × 3: fewer reps at the same weight.
        ("Bench Press: 100x5", "Bench Press: 100x3", false),
        // 100 × 5, then 97.5 × 8: lighter, whatever the reps (the e1RM and the reps have records of their own).
        ("Bench Press: 100x5", "Bench Press: 97.5x8", false),
        // A warm-up of 100 × 8 counts nowhere, so it breaks no tie.
        ("Bench Press: 100x5", "Bench Press: w100x8", false),
        // The same added load on a pull-up for more reps.
        ("Pull Up: +10x3", "Pull Up: +10x6", true),
        ("Pull Up: +10x6", "Pull Up: +10x6", false),
        // The same weight carried for longer.
        ("Farmer's Carry: 40x45s", "Farmer's Carry: 40x60s", true),
        ("Farmer's Carry: 40x60s", "Farmer's Carry: 40x45s", false),
    ])
    func aTieInWeightIsBrokenByReps(_ first: String, _ second: String, _ isRecord: Bool) throws {
        var history = HistoryFixture()
        let before = try history.log("2025-03-03 18:00", first)
        let after = try history.log("2025-03-05 18:00", second)
        let analytics = history.analytics(today: "2025-03-05")
        let exercise = try #require(history.data.workouts.last?.exercises.first?.exercise)
        let kind: RecordKind = exercise == "pull-up" ? .heaviestAddedLoad : .heaviestWeight
        let news = try #require(analytics.workout(id: after)).news.filter { $0.kind == kind }
        #expect(news.count == (isRecord ? 1 : 0))
        let record = try #require(analytics.exercise(id: exercise)?.records[kind])
        #expect(record.workoutID == (isRecord ? after : before))
        if isRecord {
            // The value is the weight, as before: the same as the record it beat.
            #expect(record.previousValue == record.value)
        }
    }

    /// 100 × 1 then 100 × 5 in one session: the session's heaviest set is the 5, the better of the two.
    /// Its first session sets the baseline, so it is no news there; a later 100 × 5 ties it and is none either.
    @Test func withinASessionTheSetOfMoreRepsHoldsTheWeight() throws {
        var history = HistoryFixture()
        let first = try history.log("2025-03-03 18:00", "Squat: 100x1, 100x5, 100x3")
        let second = try history.log("2025-03-05 18:00", "Squat: 100x5")
        let analytics = history.analytics(today: "2025-03-05")
        let record = try #require(analytics.exercise(id: "squat")?.records[.heaviestWeight])
        #expect(record.workoutID == first)
        #expect(record.setPosition == RecordEvent.SetPosition(exercise: 0, set: 1))
        #expect(record.isNews == false)
        #expect(try #require(analytics.workout(id: second)).news.isEmpty)
    }

    /// What `log` announces and the site badges and feeds are the same events: the tie-breaking set is
    /// among a workout's news for both, and the feed lists it.
    @Test func theNewRecordIsAnnouncedBadgedAndFed() throws {
        var history = HistoryFixture()
        try history.log("2025-03-03 18:00", "Bench Press: 100x1")
        let after = try history.log("2025-03-05 18:00", "Bench Press: 100x5")
        let analytics = history.analytics(today: "2025-03-05")
        let workout = try #require(history.data.workouts.first { $0.id == after })
        #expect(WorkoutRecords.beaten(by: workout, in: history.data).map(\.kind) == [.heaviestWeight, .bestE1rm])
        let facts = try #require(analytics.workout(id: after))
        #expect(facts.news(exerciseIndex: 0, setIndex: 0).map(\.kind).contains(.heaviestWeight))
        #expect(analytics.recordTimeline.filter { $0.isNews }.map(\.kind).contains(.heaviestWeight))
        #expect(try #require(analytics.exercise(id: "bench-press")).sessions.map(\.records) == [0, 5])
    }
}
