import Testing
@testable import StrengthKit

/// A lift's page leads with its best estimated 1RM, how far it moved in 4 and 12 weeks, the last top
/// set, and the next weight for the template that plans it.
@Suite struct ExerciseLeadTests {
    /// The bench press page's lead figures as of `today`.
    static func benchPressLead(_ history: HistoryFixture, today: String) throws -> [Figure] {
        let planner = SitePlanner(data: history.data, analytics: history.analytics(today: today), today: try #require(LocalDay(today)), baseURL: nil)
        let bench = try #require(history.data.library.exercises.firstIndex { $0.id == "bench-press" })
        let inputs = try #require(ExercisePageKind(site: planner.context).inputs(ofTask: bench).first)
        return ExercisePageKind.leadFigures(inputs.exercise, entry: try #require(inputs.analytics), lead: try #require(inputs.lead),
                                            shared: planner.context.shared)
    }

    @Test func theAnswerComesFirst() throws {
        var history = HistoryFixture()
        // Brzycki e1RMs: 100 × 5 → 112.5; 105 × 5 → 118.125; 107.5 × 5 → 120.9375 (the light 80 × 8 → 99.3 adds none).
        try history.log("2025-01-06 18:00", "Bench Press: 100x5x3")     // 10 weeks before 17 Mar
        try history.log("2025-02-24 18:00", "Bench Press: 105x5x3")     // 3 weeks before
        try history.log("2025-03-10 18:00", "Bench Press: 107.5x5x3")
        try history.log("2025-03-13 18:00", "Bench Press: 80x8x3")
        history.data.programs = Programs(templates: [WorkoutTemplate(id: "heavy", name: "Heavy", exercises: [
            TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 5)])])
        history.data.workouts[2].template = "heavy"
        let figures = try Self.benchPressLead(history, today: "2025-03-17")
        #expect(figures.map(\.label) == ["Best e1RM", "Last 4 weeks", "Last 12 weeks", "Last top set", "Next (Heavy)"])
        #expect(figures[0].value == "120.9 kg" && figures[0].detail == "107.5 kg × 5, 10 Mar 2025")
        // 4 weeks back (17 Feb) the best was 112.5, set on 6 Jan: +8.4; 12 weeks back (23 Dec) there was none.
        #expect(figures[1].value == "+8.4 kg" && figures[1].detail == "from 112.5 kg on 6 Jan")
        #expect(figures[2].value == "—" && figures[2].detail == "no session before then")
        #expect(figures[3].value == "80 kg × 8" && figures[3].detail == "13 Mar 2025")
        // Judged on the last Heavy session (3 × 5 at 107.5 hit the top of 5), not on the light day.
        #expect(figures[4].value == "3 × 5 at 110 kg")
    }

    /// The big lifts are the main lifts trained in the last 12 weeks, then the most trained; on a tie,
    /// the one done first in its workouts (`BigLiftsTests` holds the rule).
    @Test func theBigLiftsAreTheMostTrainedAndTheMainLiftWinsATie() throws {
        var history = HistoryFixture()
        try history.log("2024-11-04 18:00", "Deadlift: 200x5")                     // before the 12 weeks: not counted
        for day in ["2025-02-03", "2025-02-10", "2025-02-17"] {
            try history.log("\(day) 18:00", "Squat: 140x5x3", "Barbell Curl: 40x10x3", "Bench Press: 100x5x3")
        }
        try history.log("2025-02-20 18:00", "Bench Press: 100x5x3")
        let analytics = history.analytics(today: "2025-03-03")
        let planner = SitePlanner(data: history.data, analytics: analytics, today: try #require(LocalDay("2025-03-03")), baseURL: nil)
        let lifts = DashboardPageKind.bigLifts(planner.context, from: "index.html")
        #expect(lifts.map(\.name) == ["Bench Press", "Squat", "Barbell Curl"])
        #expect(lifts.map(\.sessions) == ["4 sessions in 12 weeks", "3 sessions in 12 weeks", "3 sessions in 12 weeks"])
        #expect(lifts[0].change == "new" && lifts[0].e1rm == "112.5 kg")
    }

    /// No new best in the weeks: the figure says which best still stands and when it was set (the
    /// year too when that is not the window's). Brzycki: 100 × 5 → 112.5, 95 × 5 → 106.875.
    @Test(arguments: [
        ("2025-01-06", "best 112.5 kg on 6 Jan"),
        ("2024-12-02", "best 112.5 kg on 2 Dec 2024"),
    ])
    func noNewBestSaysWhichBestStandsAndWhen(_ bestDay: String, _ detail: String) throws {
        var history = HistoryFixture()
        try history.log("\(bestDay) 18:00", "Bench Press: 100x5")
        try history.log("2025-03-10 18:00", "Bench Press: 95x5")
        let figures = try Self.benchPressLead(history, today: "2025-03-17")
        #expect(figures[1].label == "Last 4 weeks" && figures[1].value == "no new best" && figures[1].detail == detail)
    }

    /// The demo's lower days: the squat opens one, a front squat follows the deadlift on the other,
    /// and the front squat had one more session in the 12 weeks. The big lift is the squat — the
    /// lift its goal names — and the front squat is ranked with the rest.
    @Test func theSquatItselfIsTheBigLiftNotItsMoreTrainedFrontSquat() throws {
        var history = HistoryFixture()
        for day in ["2025-02-03", "2025-02-10", "2025-02-17"] {
            try history.log("\(day) 18:00", "Squat: 140x5x3", "Barbell Curl: 40x10x3")
            try history.log("\(day) 19:30", "Deadlift: 180x5", "Front Squat: 100x5x3")
        }
        try history.log("2025-02-24 18:00", "Deadlift: 180x5", "Front Squat: 100x5x3")
        let analytics = history.analytics(today: "2025-03-03")
        let planner = SitePlanner(data: history.data, analytics: analytics, today: try #require(LocalDay("2025-03-03")), baseURL: nil)
        let lifts = DashboardPageKind.bigLifts(planner.context, from: "index.html")
        #expect(lifts.map(\.name) == ["Deadlift", "Squat", "Front Squat", "Barbell Curl"])
    }
}
