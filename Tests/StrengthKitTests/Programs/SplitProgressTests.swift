import Testing
@testable import StrengthKit

@Suite struct SplitProgressTests {
    static let split = Split(id: "ppl", name: "PPL", days: [
        SplitDay(name: "Push", templates: ["push-a"]),
        SplitDay(name: "Pull", templates: ["pull-a", "arms"]),
        SplitDay(name: "Legs", templates: ["legs-a", "arms"]),
    ])

    static func workout(_ id: String, day: Int, template: String? = nil, splitDay: SplitDayReference? = nil) -> Workout {
        Workout(id: id, name: id, start: Timestamp(secondsSinceEpoch: Int64(day) * 86_400, utcOffsetSeconds: 0),
                template: template, splitDay: splitDay, exercises: [])
    }

    @Test func withNoWorkoutFromTheSplitTheFirstDayIsNext() {
        let progress = SplitProgress.of(Self.split, workouts: [Self.workout("a", day: 1, template: "other")])
        #expect(progress == SplitProgress(nextDayIndex: 0, lastWorkoutID: nil, lastDayIndex: nil))
    }

    @Test func theDayAfterTheLastWorkoutsDayIsNextAndTheLastDayWrapsRound() {
        let pushed = [Self.workout("a", day: 1, splitDay: SplitDayReference(split: "ppl", day: "push"))]
        #expect(SplitProgress.of(Self.split, workouts: pushed)?.nextDayIndex == 1)
        let legs = pushed + [Self.workout("b", day: 2, splitDay: SplitDayReference(split: "ppl", day: "legs"))]
        #expect(SplitProgress.of(Self.split, workouts: legs) == SplitProgress(nextDayIndex: 0, lastWorkoutID: "b", lastDayIndex: 2))
    }

    @Test func aLoggedTemplateCountsWhenItIsOnOneDayOnly() {
        // "arms" is on Pull and Legs: which day it was is unknown, so the Push workout before it decides.
        let workouts = [Self.workout("a", day: 1, template: "push-a"), Self.workout("b", day: 2, template: "arms")]
        #expect(SplitProgress.of(Self.split, workouts: workouts)?.lastWorkoutID == "a")
        #expect(SplitProgress.of(Self.split, workouts: workouts + [Self.workout("c", day: 3, template: "pull-a")])?.nextDayIndex == 2)
    }

    @Test func workoutsFromAnotherSplitOrADeletedDayArePassedOver() {
        let workouts = [
            Self.workout("a", day: 1, splitDay: SplitDayReference(split: "ppl", day: "pull")),
            Self.workout("b", day: 2, template: "push-a", splitDay: SplitDayReference(split: "upper-lower", day: "upper")),
            Self.workout("c", day: 3, splitDay: SplitDayReference(split: "ppl", day: "gone")),
        ]
        #expect(SplitProgress.of(Self.split, workouts: workouts) == SplitProgress(nextDayIndex: 2, lastWorkoutID: "a", lastDayIndex: 1))
        #expect(SplitProgress.of(Split(id: "empty", name: "Empty", days: []), workouts: workouts) == nil)
    }
}
