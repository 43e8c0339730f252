import DemoHistory
import Foundation
import Testing
@testable import StrengthKit

/// A held set counts toward nothing: the analytics (and goals) of a history with held sets equal those
/// of the same history with those sets removed, their workouts and entries kept. Random histories,
/// seeded, with random sets held for every reason.
@Suite struct HeldSetPropertyTests {
    static let today = LocalDay("2026-01-01")!

    /// Holds about a quarter of the sets of `history`, at random; returns it with the held sets removed too.
    static func holdSome(_ history: ProjectData, seed: UInt64) -> (held: ProjectData, removed: ProjectData) {
        var random = SplitMix64(seed: seed &* 31 &+ 7)
        var held = history
        var removed = history
        let reasons = SetReview.allCases.filter(\.isHeld)
        for index in held.workouts.indices {
            for entry in held.workouts[index].exercises.indices {
                for number in held.workouts[index].exercises[entry].sets.indices where Int.random(in: 0..<4, using: &random) == 0 {
                    held.workouts[index].exercises[entry].sets[number].review = reasons.randomElement(using: &random)
                }
                removed.workouts[index].exercises[entry].sets = held.workouts[index].exercises[entry].sets.filter { !$0.isHeld }
            }
        }
        return (held, removed)
    }

    /// `analytics` of the history with held sets, with each record's set position counted among the
    /// sets that are not held: where the same set is in the history without them.
    static func positionsWithoutHeld(_ analytics: TrainingAnalytics, in history: ProjectData) -> TrainingAnalytics {
        let workouts = Dictionary(uniqueKeysWithValues: history.workouts.map { ($0.id, $0) })
        func moved(_ event: RecordEvent) -> RecordEvent {
            guard let position = event.setPosition, let workout = workouts[event.workoutID] else { return event }
            var event = event
            let before = workout.exercises[position.exercise].sets.prefix(position.set).filter(\.isHeld).count
            event.setPosition?.set = position.set - before
            return event
        }
        var result = analytics
        result.recordTimeline = analytics.recordTimeline.map(moved)
        result.workouts = analytics.workouts.map { workout in
            var workout = workout
            workout.records = workout.records.map(moved)
            return workout
        }
        result.exercises = analytics.exercises.map { exercise in
            var exercise = exercise
            exercise.records = exercise.records.mapValues(moved)
            return exercise
        }
        return result
    }

    @Test(arguments: 1...30)
    func heldSetsCountAsIfTheyWereNotThere(seed: UInt64) throws {
        var history = try AnalyticsPropertyTests.randomHistory(seed: seed).data
        history.goals = [
            Goal(id: "squat", target: .e1rm(exercise: "squat", kg: 150), added: LocalDay("2025-02-01")!),
            Goal(id: "bench", target: .set(exercise: "bench-press", kg: 100, reps: 5), added: LocalDay("2025-02-01")!),
            Goal(id: "weekly", target: .workoutsPerWeek(3), added: LocalDay("2025-02-01")!),
        ]
        let (held, removed) = Self.holdSome(history, seed: seed)
        #expect(held != removed)
        let withHeld = TrainingAnalytics.compute(held, today: Self.today)
        let without = TrainingAnalytics.compute(removed, today: Self.today)
        #expect(Self.positionsWithoutHeld(withHeld, in: held) == without)
        #expect(withHeld.totalWorkouts == history.workouts.count)
        #expect(GoalEvaluator.evaluate(held.goals, in: held, today: Self.today)
                == GoalEvaluator.evaluate(removed.goals, in: removed, today: Self.today))
    }
}
