import Testing
@testable import StrengthKit

/// The Progress page, the status beside an exercise's trend chart and the dashboard's count, on a
/// history as of Monday 23 November 2026 (weeks from Monday; singles, so each is its own e1RM):
///
/// - Squat: a single and two back-off sets each Monday from 28 September; 140 on 12 October, then six
///   sessions below it to 23 November: stalled since 12 October (42 days, 6 sessions), best 140 kg.
///   Before it (18 August to 12 October, 8 weeks): 3 sessions, 9 sets, reps 1, 5, 5 each (quartiles by
///   nearest rank of nine: the 3rd and 7th, 1 and 5), RPE (9 + 7 + 7) / 3 = 7.7. During it (13 October
///   to 23 November, 6 weeks): 6 sessions, 18 sets, reps 1, 3, 3 (the 5th and 14th of eighteen: 1 and
///   3), RPE (9 + 8 + 8) / 3 = 8.3.
/// - Bench Press: 100 to 105 on the six Mondays to 23 November, 1 kg a week: gaining, 1 / 105 = 0.95 %.
/// - Deadlift: two sessions, two weekly values: not enough data.
@Suite struct ProgressPageKindTests {
    static let today = LocalDay("2026-11-23")!

    static func history(stall: Bool = true) throws -> HistoryFixture {
        var history = HistoryFixture()
        let mondays = ProgressEvaluatorTests.mondays(9)
        for (index, (day, weight)) in zip(mondays, [130, 135, 140, 130, 130, 132.5, 130, 135, 130] as [Double]).enumerated() {
            let weight = stall ? weight : 130 + 2.5 * Double(index)
            let backOff = index < 3 ? "100x5x2@7" : "100x3x2@8"
            var entries = ["Squat: \(NumberText.decimal(weight, maximumFractionDigits: 1))x1@9, \(backOff)"]
            if index >= 3 { entries.append("Bench Press: \(100 + index - 3)x1") }
            if index >= 7 { entries.append("Deadlift: 180x1") }
            try history.log(day + " 18:00", entries: entries)
        }
        return history
    }

    static func page(_ path: String, stall: Bool = true) throws -> String {
        try SiteFixture.page(path, of: history(stall: stall).data, today: today)
    }

    @Test func theGroupsInTheirOrderEachLiftLinked() throws {
        let html = try Self.page(ProgressPageKind.path)
        let headings = ["Stalled <small>(1)</small>", "Gaining <small>(1)</small>", "Not enough data <small>(1)</small>"]
        let positions = try headings.map { try #require(html.range(of: $0), "no \($0)").lowerBound }
        #expect(positions == positions.sorted())
        #expect(html.contains("<a href=\"../exercise/squat.html\">Squat</a>: Since Mon 12 Oct 2026: 6 sessions without beating its best of 140 kg e1RM."))
        #expect(html.contains("What changed: sessions a week 0.4 → 1; working sets a week 1.1 → 3; reps 1–5 → 1–3; RPE 7.7 → 8.3"))
        #expect(html.contains("<a href=\"../exercise/bench-press.html\">Bench Press</a>: +1 % a week"))
        #expect(html.contains("<a href=\"../exercise/deadlift.html\">Deadlift</a>: 2 weekly values in the window; a trend needs 4."))
        #expect(!html.contains("Declining") && !html.contains("Returning"))
        assertGolden(html, named: "site-progress-stalled.html")
    }

    @Test func theExercisePageSaysItsStatusBesideTheTrend() throws {
        let html = try Self.page(ExercisePageKind.path("squat"))
        #expect(html.contains("<p class=\"progress-status progress-stalled\">Progress: <strong>Stalled</strong>. "
            + "Since Mon 12 Oct 2026: 6 sessions without beating its best of 140 kg e1RM. <a href=\"../progress/index.html\">"))
        let trend = try #require(html.range(of: "<h2>Trends</h2>")).lowerBound
        #expect(try #require(html.range(of: "progress-status")).lowerBound > trend)
    }

    /// (stall, what the dashboard says).
    @Test(arguments: [(true, "<a href=\"progress/index.html#stalled\">1 lift has stalled</a>: no new best in at least 6 weeks and 4 sessions."), (false, "")])
    func theDashboardCountsTheStalled(_ stall: Bool, _ line: String) throws {
        let html = try Self.page(DashboardPageKind.path, stall: stall)
        if line.isEmpty {
            #expect(!html.contains("stalled"))
        } else {
            #expect(html.contains(line))
        }
    }
}
