import Testing
@testable import StrengthKit

/// What `history`, `stats` and `stats --exercise` print counts in words: "1 session", "0 working sets".
@Suite struct TerminalTextTests {
    /// `count` Bench Press workouts of one set each, `count` days apart from 3 Mar 2025, plus one
    /// workout of warm-ups only (no working set) for the count of 0.
    static func history(_ count: Int) throws -> HistoryFixture {
        var history = HistoryFixture()
        for day in 0..<count { try history.log("2025-03-0\(3 + day) 18:00", "Bench Press: 100x5") }
        if count == 0 { try history.log("2025-03-03 18:00", "Bench Press: w60x5") }
        return history
    }

    @Test(arguments: [(0, "1 workout, 0 sets in all\n"), (1, "1 workout, 1 set in all\n"), (2, "2 workouts, 2 sets in all\n")])
    func historySaysItsTotalsInWords(count: Int, total: String) throws {
        let history = try Self.history(count)
        var rows = HistoryRow.rows(of: history.data)
        // A workout of no sets at all, which only an import of an odd file leaves.
        if count == 0 { rows[0].setCount = 0 }
        #expect(TerminalText(data: history.data).historyList(rows).hasSuffix(total))
    }

    @Test(arguments: [
        (0, "0 working sets", "1 session"),
        (1, "1 working set", "1 session"),
        (2, "2 working sets", "2 sessions"),
    ])
    func statsSaysItsCountsInWords(count: Int, workingSets: String, sessions: String) throws {
        let history = try Self.history(count)
        let analytics = history.analytics(today: "2025-03-10")
        let dashboard = TerminalText(data: history.data).statsDashboard(analytics).plain
        #expect(dashboard.contains("All time      \(NumberText.counted(max(count, 1), "workout")), \(workingSets)\n"), "\(dashboard)")
        #expect(dashboard.contains("Bench Press  \(sessions)"), "\(dashboard)")
        let entry = try #require(analytics.exercise(id: "bench-press"))
        let stats = TerminalText(data: history.data).exerciseStats(entry, oneRepMax: history.data.settings.oneRepMax).plain
        #expect(stats.contains("  \(sessions), \(workingSets)"), "\(stats)")
        #expect(stats.contains(count == 0 ? "Mar 2025  0 sets\n" : "Mar 2025  1 set, "), "\(stats)")
    }
}
