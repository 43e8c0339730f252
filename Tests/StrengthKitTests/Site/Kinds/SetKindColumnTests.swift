import Testing
@testable import StrengthKit

/// A workout page's set table names a set's kind only when it is not a working set: an exercise whose
/// sets are all working sets has no Kind column, and in one that has a warm-up, a drop set or a
/// failure, the working sets' cells are blank — never "Working" on every row.
@Suite struct SetKindColumnTests {
    static func workoutPage(_ entries: String...) throws -> String {
        var history = HistoryFixture()
        let id = try history.log("2025-03-03 18:00", entries: entries)
        let today = LocalDay("2025-03-03")!
        let analytics = TrainingAnalytics.compute(history.data, today: today)
        let theme = try Theme()
        let page = try #require(try SitePlanner(data: history.data, analytics: analytics, today: today, baseURL: nil)
            .plan(stylesheet: "").first { $0.path == WorkoutPageKind.path(id) })
        return String(decoding: try theme.bytes(of: page), as: UTF8.self)
    }

    /// The set tables of the page, in order.
    static func tables(_ html: String) -> [String] {
        html.components(separatedBy: "<table class=\"sets\">").dropFirst().compactMap { $0.components(separatedBy: "</table>").first }
    }

    @Test func workingSetsAloneHaveNoKindColumn() throws {
        let html = try Self.workoutPage("Bench Press: 100x5x3", "Squat: w60x5, 100x5, d80x8, f100x0")
        #expect(!html.contains("<td>Working</td>"))
        let tables = Self.tables(html)
        #expect(tables.count == 2)
        #expect(tables[0].contains("<thead><tr><th scope=\"col\">#</th><th scope=\"col\">Weight</th><th scope=\"col\">Reps</th></tr></thead>"))
        #expect(tables[0].contains("<tr class=\"set-normal\"><td>1</td><td>100 kg</td><td>5</td></tr>"))
        #expect(tables[1].contains("<thead><tr><th scope=\"col\">#</th><th scope=\"col\">Kind</th><th scope=\"col\">Weight</th>"))
        #expect(tables[1].contains("<tr class=\"set-warmup\"><td>1</td><td>Warm-up</td><td>60 kg</td><td>5</td></tr>"))
        #expect(tables[1].contains("<tr class=\"set-normal\"><td>2</td><td></td><td>100 kg</td><td>5</td></tr>"))
        #expect(tables[1].contains("<tr class=\"set-drop\"><td>3</td><td>Drop</td>"))
        #expect(tables[1].contains("<tr class=\"set-failure\"><td>4</td><td>Failure</td>"))
    }

    /// A record's badges span the set's cells after its number: one fewer without the Kind column.
    @Test func badgesSpanTheColumnsThereAre() throws {
        var history = HistoryFixture()
        try history.log("2025-03-03 18:00", "Bench Press: 100x5")
        let id = try history.log("2025-03-05 18:00", "Bench Press: 105x5")
        let today = LocalDay("2025-03-05")!
        let analytics = TrainingAnalytics.compute(history.data, today: today)
        let page = try #require(try SitePlanner(data: history.data, analytics: analytics, today: today, baseURL: nil)
            .plan(stylesheet: "").first { $0.path == WorkoutPageKind.path(id) })
        let html = String(decoding: try Theme().bytes(of: page), as: UTF8.self)
        #expect(html.contains("<tr class=\"set-records\"><td></td><td colspan=\"2\"><span class=\"badge\">PR · Heaviest weight</span>"))
    }
}
