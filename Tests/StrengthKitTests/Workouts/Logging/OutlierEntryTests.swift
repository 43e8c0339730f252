import Foundation
import Testing
@testable import StrengthKit

/// `log`, `workout add`, `workout edit` and `history edit` stop at a set `OutlierRule` finds far
/// beyond its exercise's history, unless told it is no typo; nothing changes when they stop.
@Suite struct OutlierEntryTests {
    static let refusal = OutlierSetError(exercise: "Deadlift",
                                         outlier: Outlier(field: .weight(.kg), value: 1400, best: 140, suggestion: 140))

    /// Deadlift 100×5 and 140×5 on 14 March.
    static func data() throws -> ProjectData {
        var history = HistoryFixture(timeZone: "UTC")
        try history.log("2025-03-14 18:00", "Deadlift: 100x5, 140x5")
        return history.data
    }

    static func request(_ entries: String..., allowOutliers: Bool = false) -> LogRequest {
        LogRequest(name: "Pull", start: LocalDateTime("2025-03-16 18:00")!, entries: entries, allowOutliers: allowOutliers)
    }

    @Test func logStopsAtATypoUnlessToldItIsNone() throws {
        var data = try Self.data()
        let before = data
        #expect(throws: Self.refusal) { try WorkoutLogger.log(Self.request("Squat: 100x5", "Deadlift: 140x5, 1400x5"), into: &data) }
        #expect(data == before)
        let kept = try WorkoutLogger.log(Self.request("Deadlift: 1400x5", allowOutliers: true), into: &data)
        // Told it is no typo, the set is kept confirmed: it counts, and no door holds it later.
        #expect(kept.workout.exercises[0].sets == [WorkoutSet(weightKg: 1400, reps: 5, review: .confirmed)])
        // A first time is held only to the store's ranges.
        var fresh = HistoryFixture(timeZone: "UTC").data
        #expect(try WorkoutLogger.log(Self.request("Deadlift: 1400x5"), into: &fresh).workout.setCount == 1)
    }

    @Test func workoutAddAndEditStopAtATypo() throws {
        var data = try Self.data()
        try LiveWorkout.start(.init(plan: .empty, name: "Pull", start: LocalDateTime("2025-03-16 18:00")!), in: &data)
        try LiveWorkout.add(["Deadlift: 140x5"], in: &data)
        let before = data
        #expect(throws: Self.refusal) { try LiveWorkout.add(["Deadlift: 1400x5"], in: &data) }
        #expect(throws: Self.refusal) { try LiveWorkout.edit([.replaceSet(exercise: "Deadlift", set: 1, with: "1400x5")], in: &data) }
        #expect(data == before)
        try LiveWorkout.add(["Deadlift: 1400x5"], allowOutliers: true, in: &data)
        try LiveWorkout.edit([.replaceSet(exercise: "Deadlift", set: 1, with: "1500x5")], allowOutliers: true, in: &data)
        #expect(data.session?.exercises[0].sets.compactMap(\.weightKg) == [1500, 1400])
    }

    /// `history edit` judges against the history without the workout it edits: a 1400 in the
    /// workout being fixed is no best to measure its own sets by.
    @Test func historyEditJudgesAgainstTheOtherWorkouts() throws {
        var data = try Self.data()
        _ = try WorkoutLogger.log(Self.request("Deadlift: 1400x5", allowOutliers: true), into: &data)
        let typo = try #require(data.workouts.first { $0.name == "Pull" }?.id)
        let before = data
        // Against the 14 March workout alone, 1300 is still a typo.
        let stillTooHeavy = OutlierSetError(exercise: "Deadlift",
                                            outlier: Outlier(field: .weight(.kg), value: 1300, best: 140, suggestion: 130))
        #expect(throws: stillTooHeavy) {
            try HistoryChange(edits: [.replaceSet(exercise: "Deadlift", set: 1, with: "1300x5")]).apply(toWorkout: typo, in: &data)
        }
        #expect(data == before)
        let fixed = try HistoryChange(edits: [.replaceSet(exercise: "Deadlift", set: 1, with: "140x5")]).apply(toWorkout: typo, in: &data)
        #expect(fixed.exercises[0].sets == [WorkoutSet(weightKg: 140, reps: 5)])
        // Editing the 14 March workout is judged against the 140 now: 200 is fine, 1000 is refused.
        let first = try #require(data.workouts.first { $0.name == "Workout" }?.id)
        _ = try HistoryChange(edits: [.replaceSet(exercise: "Deadlift", set: 2, with: "200x5")]).apply(toWorkout: first, in: &data)
        #expect(throws: OutlierSetError.self) {
            try HistoryChange(edits: [.replaceSet(exercise: "Deadlift", set: 2, with: "1000x1")]).apply(toWorkout: first, in: &data)
        }
    }
}
