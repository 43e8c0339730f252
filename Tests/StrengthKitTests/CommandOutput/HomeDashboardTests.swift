import Foundation
import Testing
@testable import StrengthKit

/// `home`: the active split with its next day, recent templates, the live workout, this week.
@Suite struct HomeDashboardTests {
    static func history() throws -> HistoryFixture {
        var history = HistoryFixture()
        history.data.programs = Programs(
            templates: [
                WorkoutTemplate(id: "push-a", name: "Push A", exercises: [TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 5)]),
                WorkoutTemplate(id: "pull-a", name: "Pull A", exercises: [TemplateExercise(exercise: "deadlift", targetSets: 1, targetReps: 5)]),
                WorkoutTemplate(id: "legs-a", name: "Legs A", exercises: [TemplateExercise(exercise: "squat", targetSets: 3, targetReps: 5)]),
            ],
            splits: [Split(id: "ppl", name: "PPL", days: [
                SplitDay(name: "Push", templates: ["push-a"]), SplitDay(name: "Pull", templates: ["pull-a"]), SplitDay(name: "Legs", templates: ["legs-a"]),
            ])],
            activeSplit: "ppl")
        // Mon 16 Nov: Push A; Wed 18 Nov: Pull A (last week); Mon 23 Nov: Push A again (this week, weeks start Monday).
        for (start, entry, template, name) in [("2026-11-16 18:00", "Bench Press: 100x5x3", "push-a", "Push A"),
                                               ("2026-11-18 18:00", "Deadlift: 180x5", "pull-a", "Pull A"),
                                               ("2026-11-23 18:00", "Bench Press: 100x5x3", "push-a", "Push A")] {
            let id = try history.log(start, entry, name: name)
            let index = try #require(history.data.workouts.firstIndex { $0.id == id })
            history.data.workouts[index].template = template
        }
        return history
    }

    @Test func theNextDayFollowsTheLastWorkoutAndThisWeekCountsFromItsFirstDay() throws {
        let history = try Self.history()
        let home = HomeDashboard(data: history.data, analytics: history.analytics(today: "2026-11-24"),
                                 now: try #require(Timestamp(iso8601: "2026-11-24T12:00:00Z")))
        // The last workout, Push A, is on one day only (Push), so Pull is next.
        #expect(home.nextDay.value?.name == "Pull")
        #expect(home.nextDay.value?.after.value?.date == LocalDay("2026-11-23"))
        #expect(home.activeSplit.value?.days.map(\.isNext) == [false, true, false])
        #expect(home.recentTemplates.map(\.name) == ["Push A", "Pull A"])
        #expect(home.recentTemplates.map(\.timesDone) == [2, 1])
        // This week: Monday 23 Nov, one workout of 3 sets, 3 × 100 × 5 = 1,500 kg.
        #expect(home.thisWeek.weekStart == LocalDay("2026-11-23"))
        #expect((home.thisWeek.workouts, home.thisWeek.sets, home.thisWeek.volumeKg) == (1, 3, 1500))
        let text = home.text.plain
        #expect(text.contains("  2. Pull: Pull A   ← next\n"))
        #expect(text.contains("  Next: Pull (after Push on Mon 23 Nov 2026)"))
        #expect(text.contains("  1 workout, 3 working sets, 1,500 kg\n"))
        #expect(!text.contains("Live workout"))
    }

    @Test func withoutAnActiveSplitItSaysHowToMakeOne() throws {
        var history = try Self.history()
        history.data.programs.activeSplit = nil
        let start = try #require(Timestamp(iso8601: "2026-11-24T18:00:00Z"))
        history.data.session = LiveSession(name: "Legs A", start: start, template: "legs-a", exercises: [
            LoggedExercise(exercise: "squat", sets: Array(repeating: WorkoutSet(weightKg: 100, reps: 5), count: 4)),
            LoggedExercise(exercise: "leg-press", sets: Array(repeating: WorkoutSet(weightKg: 200, reps: 10), count: 3)),
        ])
        let home = HomeDashboard(data: history.data, analytics: history.analytics(today: "2026-11-24"), now: start.adding(seconds: 35 * 60 + 59))
        #expect(home.activeSplit.value == nil && home.nextDay.value == nil)
        let text = home.text.plain
        #expect(text.hasPrefix("Live workout\n  Legs A: started 35 min ago, 2 exercises, 7 sets so far"))
        #expect(text.contains("No active split."))
        let json = String(decoding: try StoreCoding.encode(home), as: UTF8.self)
        #expect(json.contains("\"activeSplit\" : null"))
        #expect(json.contains("\"minutes\" : 35"))
        #expect(!json.contains("unit"))
    }

    /// The documented shape (docs/HOME.md), every key present.
    @Test func theJSONKeepsItsShape() throws {
        var history = try Self.history()
        let start = try #require(Timestamp(iso8601: "2026-11-24T18:00:00Z"))
        history.data.session = LiveSession(name: "Pull A", start: start, template: "pull-a", exercises: [
            LoggedExercise(exercise: "deadlift", sets: [WorkoutSet(weightKg: 180, reps: 5), WorkoutSet(weightKg: 180, reps: 5)]),
        ])
        let home = HomeDashboard(data: history.data, analytics: history.analytics(today: "2026-11-24"), now: start.adding(seconds: 20 * 60))
        assertGolden(String(decoding: try StoreCoding.encode(home), as: UTF8.self), named: "home.json")
    }
}
