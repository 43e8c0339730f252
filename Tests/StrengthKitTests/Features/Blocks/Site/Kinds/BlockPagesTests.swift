import Testing
@testable import StrengthKit

/// The Blocks page, a block's page beside the block before, and the dashboard's line, on a history
/// of workouts every Monday, Wednesday and Friday (weeks from Monday; Brzycki, so a set of 5 is
/// 36 / 32 = 1.125 × its weight), each "Squat: W×5×3" and "Bench Press: B×5×3":
///
/// - 7 to 25 September, three weeks at 100 and 80; the week of 28 September a deload at 65 and 52.5
///   with 2 sets each (4 sets a workout against 6: 67 %). Block 1, 7 September to 4 October, 4 weeks:
///   12 workouts (3 a week); 9 × 6 + 3 × 4 = 66 sets (16.5 a week); 9 × (1,500 + 1,200) +
///   3 × (650 + 525) = 27,825 kg (6,956 kg a week).
/// - 5 to 30 October, four weeks at 110 and 85: Block 2, 5 October to 1 November (a break follows),
///   4 weeks: 3 workouts, 18 sets and 12 × (1,650 + 1,275) / 4 = 8,775 kg a week. Quads 36 sets / 4 = 9 a
///   week (the squat's first group), glutes half: 4.5; chest 9, triceps and shoulders 4.5.
///   Squat e1RM 110 × 1.125 = 123.75 at start and end.
/// - After 17 days without a workout, 16, 18, 20 and 23 November at 115 and 87.5: Block 3, under way on
///   23 November, 16 to 29 November, 2 weeks: 2 workouts, 12 sets and 4 × (1,725 + 1,312.5) / 2 = 6,075 kg
///   a week; quads 6, glutes 3; squat e1RM 115 × 1.125 = 129.375.
@Suite struct BlockPagesTests {
    static let today = LocalDay("2026-11-23")!

    static func history(extra: [String] = []) throws -> HistoryFixture {
        var history = HistoryFixture()
        func week(_ monday: String, _ days: [Int], squat: String, bench: String) throws {
            for offset in days {
                let day = LocalDay(monday)!.adding(days: offset).description
                try history.log(day + " 18:00", entries: ["Squat: \(squat)", "Bench Press: \(bench)"])
            }
        }
        for monday in ["2026-09-07", "2026-09-14", "2026-09-21"] { try week(monday, [0, 2, 4], squat: "100x5x3", bench: "80x5x3") }
        try week("2026-09-28", [0, 2, 4], squat: "65x5x2", bench: "52.5x5x2")
        for monday in ["2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26"] { try week(monday, [0, 2, 4], squat: "110x5x3", bench: "85x5x3") }
        try week("2026-11-16", [0, 2, 4, 7], squat: "115x5x3", bench: "87.5x5x3")
        for start in extra { try history.log(start, entries: ["Squat: 115x5x3", "Bench Press: 87.5x5x3"]) }
        return history
    }

    static func page(_ path: String, today: LocalDay = today) throws -> String {
        try SiteFixture.page(path, of: history().data, today: today)
    }

    @Test func theBlocksPageListsTheBlocksNewestFirst() throws {
        let html = try Self.page(BlocksPageKind.path)
        let labels = ["Block 3</a> <small>under way</small>", "Block 2</a></h2>", "Block 1</a></h2>"]
        let positions = try labels.map { try #require(html.range(of: $0), "no \($0)").lowerBound }
        #expect(positions == positions.sorted())
        #expect(html.contains("<a href=\"../blocks/2026-11-16.html\">Block 3</a>"))
        #expect(html.contains("Mon 16 Nov 2026 – Sun 29 Nov 2026 · 2 weeks so far"))
        #expect(html.contains("Started after 14 days or more without a workout."))
        #expect(html.contains("Mon 5 Oct 2026 – Sun 1 Nov 2026 · 4 weeks"))
        #expect(html.contains("Started the history&#39;s first workout; ends with the deload week of Mon 28 Sep 2026."))
        #expect(html.contains("<small>Workouts a week</small> <strong>3</strong></span> <span><small>Working sets a week</small> "
            + "<strong>18</strong></span> <span><small>Volume a week</small> <strong>8,775 kg</strong>"))
        #expect(html.contains("<strong>16.5</strong>") && html.contains("<strong>6,956 kg</strong>"))
        assertGolden(html, named: "site-blocks.html")
    }

    @Test func aBlocksPageSetsItBesideTheBlockBefore() throws {
        let html = try Self.page(BlockPageKind.path(LocalDay("2026-11-16")!))
        #expect(html.contains("<h2 id=\"figures-title\">Beside Block 2</h2>"))
        for row in [
            "<th scope=\"row\">Weeks</th><td class=\"num\">4</td><td class=\"num\">2</td><td class=\"num change-down\">−2 ↓</td>",
            "<th scope=\"row\">Workouts a week</th><td class=\"num\">3</td><td class=\"num\">2</td><td class=\"num change-down\">−1 ↓</td>",
            "<th scope=\"row\">Working sets a week</th><td class=\"num\">18</td><td class=\"num\">12</td><td class=\"num change-down\">−6 ↓</td>",
            "<th scope=\"row\">Volume a week</th><td class=\"num\">8,775 kg</td><td class=\"num\">6,075 kg</td><td class=\"num change-down\">−2,700 kg ↓</td>",
            "<a href=\"../exercise/squat.html\">Squat</a></th><td class=\"num span\">123.8\u{00A0}kg</td><td class=\"num span\">129.4\u{00A0}kg</td>"
                + "<td class=\"num change-up\">+5.6 kg ↑</td>",
            "<th scope=\"row\">Quads</th><td class=\"num\">9</td><td class=\"num\">6</td><td class=\"num change-down\">−3 ↓</td>",
            "<th scope=\"row\">Glutes</th><td class=\"num\">4.5</td><td class=\"num\">3</td><td class=\"num change-down\">−1.5 ↓</td>",
        ] {
            #expect(html.contains(row), "no row \(row)")
        }
        #expect(html.contains("<a href=\"../blocks/2026-10-05.html\" rel=\"prev\">← Block 2</a>"))
        #expect(!html.contains("rel=\"next\""))
        #expect(html.contains("<svg"))
        assertGolden(html, named: "site-block.html")
    }

    /// Block 1's lifts end with the week before its deload (its e1RMs are 65 × 1.125 = 73.1 kg in the
    /// deload week): the squat at 100 × 1.125 = 112.5 kg from start to end; Block 2's 123.75 is 11.25 more.
    @Test func aLiftsEndLeavesTheDeloadWeekOut() throws {
        let html = try Self.page(BlockPageKind.path(LocalDay("2026-10-05")!))
        #expect(html.contains("<a href=\"../exercise/squat.html\">Squat</a></th><td class=\"num span\">112.5\u{00A0}kg</td>"
            + "<td class=\"num span\">123.8\u{00A0}kg</td><td class=\"num change-up\">+11.3 kg ↑</td>"))
        #expect(!html.contains("73.1"))
    }

    @Test func theFirstBlockHasNothingBesideIt() throws {
        let html = try Self.page(BlockPageKind.path(LocalDay("2026-09-07")!))
        #expect(html.contains("The history&#39;s first block"))
        #expect(!html.contains("Change</th>") && !html.contains("rel=\"prev\""))
        #expect(html.contains("<a href=\"../blocks/2026-10-05.html\" rel=\"next\">Block 2 →</a>"))
        #expect(html.contains("<th scope=\"row\">Workouts a week</th><td class=\"num\">3</td></tr>"))
    }

    /// (today, the dashboard's line): a week after the block's start is its week 2; three weeks after
    /// the last workout, no block is under way.
    @Test(arguments: [
        ("2026-11-23", "<a href=\"blocks/2026-11-16.html\">Week 2 of the block since Mon 16 Nov 2026</a> (Block 3)."),
        ("2026-12-14", "<a href=\"blocks/index.html\">No block under way: last workout 3 weeks ago</a>."),
    ])
    func theDashboardSaysWhereTheLifterIs(_ today: String, _ line: String) throws {
        let html = try Self.page(DashboardPageKind.path, today: LocalDay(today)!)
        #expect(html.contains("<p class=\"notice block\">" + line + "</p>"))
    }

    /// A workout on 25 November is in the block under way: its page and the list change, the older
    /// blocks' pages are kept.
    @Test func aNewWorkoutRebuildsOnlyTheBlockUnderWay() throws {
        let data = try Self.history().data
        let extra = try Self.history(extra: ["2026-11-25 18:00"]).data
        let rebuilt = try DerivedFingerprintTests().rebuilt(data, today: Self.today, nextToday: Self.today) { $0 = extra }.rebuilt
        #expect(rebuilt.filter { $0.hasPrefix("blocks/") }.sorted() == ["blocks/2026-11-16.html", "blocks/index.html"])
    }
}
