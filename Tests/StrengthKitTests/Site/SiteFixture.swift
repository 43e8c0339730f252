import Foundation
import Testing
@testable import StrengthKit

/// A small fixed history that exercises every page kind: lifts with warm-ups, a miss, a drop set and
/// RPE; bodyweight with load; a plank, a carry and a run; notes in Markdown; a template; records; goals.
enum SiteFixture {
    static let today = LocalDay("2025-03-12")!

    static func history() throws -> HistoryFixture {
        var history = HistoryFixture(timeZone: "Europe/Berlin")
        history.data.settings.site = SiteSettings(title: "Golden log", baseURL: "https://example.org/lifting/", author: "Test Lifter")
        history.bodyWeight("2025-03-01", 80)
        history.data.programs = Programs(
            templates: [
                WorkoutTemplate(id: "upper-a", name: "Upper A", notes: "Heavy *push*", exercises: [
                    TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 5, targetRPE: 8, targetWeightKg: 100),
                    TemplateExercise(exercise: "pull-up", targetSets: 2, targetReps: 6, targetRepsMax: 10, notes: "Add load at **10**"),
                    TemplateExercise(exercise: "plank", targetSets: 2, targetSeconds: 60),
                ]),
                WorkoutTemplate(id: "conditioning", name: "Conditioning", exercises: [
                    TemplateExercise(exercise: "running", targetSets: 1, targetMeters: 5000),
                ]),
            ],
            splits: [
                Split(id: "upper-lower", name: "Upper / Lower", days: [
                    SplitDay(name: "Monday", templates: ["upper-a"]),
                    SplitDay(name: "Saturday", templates: ["conditioning", "upper-a"]),
                ]),
                Split(id: "minimal", name: "Minimal", days: [SplitDay(name: "Any day", templates: ["conditioning"])]),
            ],
            activeSplit: "upper-lower")
        if let index = history.data.library.exercises.firstIndex(where: { $0.id == "bench-press" }) {
            history.data.library.exercises[index].favorite = true
            history.data.library.exercises[index].notes = "- Shoulder blades **back and down**\n- Touch the lower chest"
        }
        try history.log("2025-03-03 18:00", "Bench Press: w60x10, 100x5x3, f105x0", "Pull Up: +10x8, x6", "Plank: 60s, 45s",
                        name: "Upper A")
        history.data.workouts[0].template = "upper-a"
        history.data.workouts[0].splitDay = SplitDayReference(split: "upper-lower", day: "monday")
        history.data.workouts[0].readiness = Readiness(energy: .low, soreness: .mild, minutesAvailable: 45)
        history.data.workouts[0].notes = "Felt **good**. See [the plan](https://example.org/plan)."
        try history.log("2025-03-05 07:00", "Squat: w60x5, 140x5x3@8", "Romanian Deadlift: 100x8x3", name: "Lower A")
        try history.log("2025-03-08 09:00", "Running: 5km in 25:00", minutes: 27, name: "Easy run")
        try history.log("2025-03-10 18:00", "Bench Press: 102.5x5x3@9, d80x8", "Pull Up: +12.5x6", "Farmer's Carry: 40x45s",
                        name: "Upper A")
        history.data.workouts[3].exercises[0].notes = "Paused reps"
        history.data.workouts[0].exercises[0].sets[1].notes = "*sticking point* <b>mid-range</b>"
        // Goals set the day after the first workout: a bench press e1RM by June (two weeks of data are too few
        // for a trend), a squat set the next workout achieves, a body weight (private: not on the site) and
        // workouts a week.
        let goalDay = LocalDay("2025-03-04")!
        for (target, deadline) in [(GoalTarget.e1rm(exercise: "bench-press", kg: 120), LocalDay("2025-06-01")),
                                   (.set(exercise: "squat", kg: 140, reps: 5), nil), (.bodyWeight(kg: 78), nil), (.workoutsPerWeek(3), nil)] {
            _ = try GoalEditor.add(target, deadline: deadline, today: goalDay, in: &history.data)
        }
        return history
    }

    /// The page at `path` of the site of `data`, built as on `today` (without a base URL).
    static func page(_ path: String, of data: ProjectData, today: LocalDay = SiteFixture.today) throws -> String {
        let analytics = TrainingAnalytics.compute(data, today: today)
        let pages = try SitePlanner(data: data, analytics: analytics, today: today, baseURL: nil).plan(stylesheet: "")
        return String(decoding: try Theme().bytes(of: try #require(pages.first { $0.path == path })), as: UTF8.self)
    }

    /// Every page and file of the fixture's site, by path.
    /// - Parameter compiling: `false` renders with swift-mustache instead of compiled templates.
    static func site(compiling: Bool = true, today: LocalDay = SiteFixture.today,
                     changing change: (inout ProjectData) -> Void = { _ in }) throws -> [String: String] {
        var data = try history().data
        change(&data)
        let analytics = TrainingAnalytics.compute(data, today: today)
        let theme = try Theme(compiling: compiling)
        let planner = SitePlanner(data: data, analytics: analytics, today: today, baseURL: data.settings.site.baseURL)
        var files: [String: String] = [:]
        for page in try planner.plan(stylesheet: theme.files["style.css"] ?? "") {
            files[page.path] = String(decoding: try theme.bytes(of: page), as: UTF8.self)
        }
        return files
    }
}
