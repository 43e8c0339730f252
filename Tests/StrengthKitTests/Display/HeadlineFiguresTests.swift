import Foundation
import Testing
@testable import StrengthKit

/// The headline figures are one registration each (`HeadlineFigures.all`): the dashboard, `stats`,
/// `stats --json` and the About page's list are made from it.
@Suite struct HeadlineFiguresTests {
    /// Wednesday 12 March 2025, weeks from Monday: a run of five weeks from 30 December, three empty
    /// weeks in February, then the weeks of 24 February, 3 and 10 March (a streak of 3). Every
    /// working set is 100 kg × 5 but the squats; warm-ups count nowhere.
    static func history() throws -> HistoryFixture {
        var history = HistoryFixture()
        for day in ["2024-12-30", "2025-01-06", "2025-01-13", "2025-01-20", "2025-01-27", "2025-02-24", "2025-03-05"] {
            try history.log("\(day) 18:00", "Bench Press: 100x5")
        }
        try history.log("2025-03-03 18:00", "Bench Press: 100x5x2", "Squat: 120x3")
        try history.log("2025-03-10 18:00", "Bench Press: 100x5")
        try history.log("2025-03-11 18:00", "Squat: w60x5, 120x5")
        return history
    }

    static let today = "2025-03-12"

    /// Each figure's value in `stats --json` and in words, by hand: 10 workouts, 4 in March, 2 this
    /// week; 12 working sets; 7 × 500 + 1000 + 360 + 500 + 600 = 5,960 kg. A figure added to the
    /// registry needs its row here.
    static let expected: [String: (json: StatsDocument.Headline.Number, text: String)] = [
        "workoutsThisWeek": (.whole(2), "2 workouts"),
        "workoutsThisMonth": (.whole(4), "4 workouts"),
        "totalWorkouts": (.whole(10), "10 workouts"),
        "totalWorkingSets": (.whole(12), "12 working sets"),
        "totalVolumeKg": (.kilograms(5960), "5,960 kg"),
        "streakWeeks": (.whole(3), "3 weeks"),
        "longestStreakWeeks": (.whole(5), "5 weeks"),
    ]

    @Test func everyFigureHasItsHandComputedValueAndWords() throws {
        let analytics = try Self.history().analytics(today: Self.today)
        let document = StatsDocument(analytics)
        #expect(Set(Self.expected.keys) == Set(HeadlineFigures.all.map(\.key)), "each registered figure needs its row in `expected`")
        for figure in HeadlineFigures.all {
            let expected = try #require(Self.expected[figure.key])
            #expect(document.headline.first { $0.key == figure.key }?.number == expected.json, "\(figure.key)")
            #expect(figure.text(analytics, format: DisplayFormatter(unit: .kg)) == expected.text, "\(figure.key)")
        }
    }

    /// How the figures are placed: a tile or a row of their own, or beside one that has one. Of the
    /// registry, the seven `expected` first held, so that a figure added later leaves this as it is.
    @Test func theDashboardAndStatsShowTheFiguresAsPlaced() throws {
        let history = try Self.history()
        let analytics = history.analytics(today: Self.today)
        let seven: Set = ["workoutsThisWeek", "workoutsThisMonth", "totalWorkouts", "totalWorkingSets", "totalVolumeKg", "streakWeeks",
                          "longestStreakWeeks"]
        let figures = HeadlineFigures.all.filter { seven.contains($0.key) }
        #expect(figures.count == seven.count)
        let stats = TerminalText(data: history.data).statsDashboard(analytics, figures: figures).plain
        #expect(stats.contains("""

              This week     2 workouts
              This month    4 workouts
              All time      10 workouts, 12 working sets
              Total volume  5,960 kg
              Streak        3 weeks (longest 5)

            """), "\(stats)")
        let page = try Self.dashboard(history, figures: figures)
        #expect(page.figures == [
            Figure(label: "This week", value: "2", detail: "workouts"),
            Figure(label: "This month", value: "4", detail: "workouts"),
            Figure(label: "Total volume", value: "5,960 kg", detail: "10 workouts"),
            Figure(label: "Streak", value: "3 weeks", detail: "longest 5"),
        ])
    }

    /// Keys are unique among the document's members, its own and the figures'; a figure shown beside
    /// another names one with a tile or row of its own there, and a remark one of the same unit (its
    /// number is bare).
    @Test func keysAreUniqueAndEveryPlacementNamesAFigureShownThere() {
        let keys = StatsDocumentTests.everyField().members.map(\.key)
        #expect(Set(keys).count == keys.count, "\(keys)")
        #expect(Set(HeadlineFigures.all.map(\.key)).isSubset(of: keys))
        for placement in [\HeadlineFigure.dashboard, \.terminal] {
            for figure in HeadlineFigures.all {
                guard let host = figure[keyPath: placement].host else { continue }
                let shown = HeadlineFigures.all.first { $0.key == host }
                #expect(shown?[keyPath: placement] == .own, "\(figure.key) is placed with \(host), which has no tile or row of its own")
                if case .remark = figure[keyPath: placement] { #expect(shown?.unit == figure.unit, "\(figure.key)") }
            }
        }
    }

    /// docs/ANALYTICS.md holds the list of definitions between two markers, as the README holds the
    /// starter programs: made from the registry, and this fails when the file's copy parts from it.
    /// With `RECORD_GOLDEN=1` it writes the list into the file instead, as a golden is recorded.
    @Test func theAnalyticsDocumentListsEveryFigure() throws {
        // The markers the About page looks for.
        let list = try #require(try GeneratedBlock.text(in: "docs/ANALYTICS.md", named: "headline-figures", madeBy: "HeadlineFigure.definitions"))
        #expect(HeadlineFigure.withDefinitions(of: [], in: HeadlineFigure.definitionsStart + list + HeadlineFigure.definitionsEnd) == "")
        let definitions = HeadlineFigure.definitions(HeadlineFigures.all)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1", list != definitions {
            let file = TestPaths.repository.appendingPathComponent("docs/ANALYTICS.md")
            let document = try String(contentsOf: file, encoding: .utf8)
            let marked = { (list: String) in HeadlineFigure.definitionsStart + list + HeadlineFigure.definitionsEnd }
            try Data(document.replacingOccurrences(of: marked(list), with: marked(definitions)).utf8).write(to: file, options: .atomic)
            Issue.record("Recorded docs/ANALYTICS.md's list of headline figures. Review it, then run the tests again without RECORD_GOLDEN.")
            return
        }
        #expect(list == definitions, "docs/ANALYTICS.md's list should read (RECORD_GOLDEN=1 writes it):\n\(definitions)")
    }

    /// The registry test of issue 42: one entry added, and nothing else, appears on the dashboard, in
    /// `stats --json`, in `stats` and in the About page's list.
    @Test func aFigureAddedToTheRegistryAppearsInAllFourPlaces() throws {
        let weeksTrained = HeadlineFigure(
            key: "weeksTrained", label: "Weeks trained", unit: .count("week"),
            value: { Double($0.weekly.filter { $0.workouts > 0 }.count) },
            definition: "The weeks with at least one workout.", dashboard: .own, terminal: .own)
        let figures = HeadlineFigures.all + [weeksTrained]
        let history = try Self.history()
        let analytics = history.analytics(today: Self.today)

        // Eight weeks trained: five from 30 December, then 24 February, 3 and 10 March.
        let dashboard = try Self.dashboard(history, figures: figures)
        let html = String(decoding: try Theme().bytes(of: PlannedPage(path: DashboardPageKind.path, template: DashboardPageKind.template,
                                                                      model: dashboard)), as: UTF8.self)
        #expect(html.contains("<dl class=\"figure\"><dt>Weeks trained</dt><dd>8<small>weeks</small></dd></dl>\n</div>"))

        let json = StatsDocument(analytics, goals: [], figures: figures).json()
        #expect(json == Array(try StoreCoding.encode(StatsDocument(analytics, goals: [], figures: figures))))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        #expect(root["weeksTrained"] as? Int == 8)
        #expect(String(decoding: json, as: UTF8.self).contains("  ],\n  \"weeksTrained\" : 8,\n  \"workoutsThisMonth\" : 4,\n"))

        let stats = TerminalText(data: history.data).statsDashboard(analytics, figures: figures).plain
        #expect(stats.contains("  Streak         3 weeks (longest 5)\n  Weeks trained  8 weeks\n"), "\(stats)")

        let site = try Self.site(history)
        let about = AboutPageKind.model(.init(), shared: site.shared, figures: figures)
        #expect(about.bodyHTML.contains("<li><strong>Weeks trained</strong> (<code>weeksTrained</code>): The weeks with at least one workout.</li>\n</ul>"))
        #expect(!about.bodyHTML.contains("headline-figures"))
    }

    /// Without an addition, the About page lists what the file lists, markers left out.
    @Test func theAboutPageListsTheRegisteredFigures() throws {
        let site = try Self.site(try Self.history())
        let about = AboutPageKind.model(.init(), shared: site.shared)
        #expect(about.bodyHTML.contains("<li><strong>Streak</strong> (<code>streakWeeks</code>): The number of consecutive weeks"))
        #expect(!about.bodyHTML.contains("headline-figures") && !about.bodyHTML.contains("omitted"))
    }

    static func site(_ history: HistoryFixture) throws -> SiteContext {
        let today = try #require(LocalDay(Self.today))
        return SitePlanner(data: history.data, analytics: history.analytics(today: Self.today), today: today, baseURL: nil)
            .context.planning(stylesheet: "", reuse: nil)
    }

    static func dashboard(_ history: HistoryFixture, figures: [HeadlineFigure]) throws -> DashboardPageKind.Page {
        let site = try Self.site(history)
        return DashboardPageKind.model(site, shared: site.shared, figures: figures)
    }
}
