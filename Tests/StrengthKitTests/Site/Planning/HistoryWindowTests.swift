import Testing
@testable import StrengthKit

/// Lifters export when they switch apps, often long after their last workout: the site's windows then
/// end at the newest workout, not at an empty today, and the dashboard says how long ago that was.
@Suite struct HistoryWindowTests {
    /// The fixture's history ends on Mon 10 Mar 2025; this is two years on.
    static let twoYearsOn = LocalDay("2027-03-12")!

    @Test func aHistoryThatEndedTwoYearsAgoStillFillsTheDashboard() throws {
        let dashboard = try #require(try SiteFixture.site(today: Self.twoYearsOn)["index.html"])
        #expect(dashboard.contains("<p class=\"notice\">No workouts since Mon 10 Mar 2025, 2 years ago. The charts end with that workout.</p>"))
        #expect(dashboard.contains("<h2>The 26 weeks to Mon 10 Mar 2025</h2>"))
        // The weekly chart's table ends with the history: the week of 3 Mar 2025 had three workouts (Mon, Wed
        // and the Saturday run), the week of 10 Mar one.
        #expect(dashboard.contains("Training days, the 12 months to Mon 10 Mar 2025"))
        #expect(Self.tableValues(dashboard, after: "Workouts per week").suffix(2) == ["3", "1"])
    }

    @Test func theMusclesCalendarAndCardsFollowTheHistoryToo() throws {
        let site = try SiteFixture.site(today: Self.twoYearsOn)
        let muscles = try #require(site["muscles/index.html"])
        #expect(muscles.contains("<th scope=\"col\" class=\"num\">Week of 10 Mar 2025</th>"))
        // Chest: 4 working sets of bench in the week of 3 Mar and 4 in the week of 10 Mar: 8 over the four
        // weeks that end with it, 2 a week.
        #expect(muscles.contains("<tr><td><a href=\"../muscle/chest.html\">Chest</a></td><td class=\"num\">2</td><td class=\"num\">4</td>"))
        let calendar = try #require(site["calendar/index.html"])
        #expect(calendar.contains("the 12 months to"))
        let card = try #require(site["cards/heatmap.svg"])
        #expect(card.contains("<desc id=\"heatmap-card-d\">4 training days from 18 Mar 2024 to 10 Mar 2025."))
        let summary = try #require(site["cards/summary.svg"])
        #expect(summary.contains("Weekly volume to 10 Mar 2025: lowest 0 kg, highest 7,200 kg, latest 2,733 kg."))
    }

    /// This year's calendar ends today (no empty weeks ahead), an ended history's year runs to 31
    /// December, and every training day links to its workout.
    @Test func calendarsEndTodayAndTheirDaysLinkToWorkouts() throws {
        let recent = try #require(try SiteFixture.site()["calendar/index.html"])
        #expect(recent.contains("from 1 Jan 2025 to 12 Mar 2025"))
        #expect(recent.contains("<a href=\"../workouts/"))
        let ended = try #require(try SiteFixture.site(today: Self.twoYearsOn)["calendar/index.html"])
        #expect(ended.contains("from 1 Jan 2025 to 31 Dec 2025"))
        let dashboard = try #require(try SiteFixture.site()["index.html"])
        #expect(dashboard.contains("<a href=\"workouts/"))
    }

    @Test func aRecentHistoryKeepsItsWindowsOnToday() throws {
        let dashboard = try #require(try SiteFixture.site()["index.html"])
        #expect(!dashboard.contains("class=\"notice\""))
        #expect(dashboard.contains("<h2>The last 26 weeks</h2>"))
    }

    /// Half a year or more of history gets the whole journey on the dashboard; a few weeks do not.
    @Test func aLongHistoryShowsTheWholeJourney() throws {
        #expect(try SiteFixture.site()["index.html"]?.contains("The whole journey") == false)
        var history = HistoryFixture()
        for month in [1, 2, 4, 7, 8] {
            try history.log("2024-\(Digits.pad(month, 2))-05 18:00", "Squat: \(100 + month)x5x3", name: "Legs")
        }
        let data = history.data
        let today = try #require(LocalDay("2024-08-20"))
        let analytics = TrainingAnalytics.compute(data, today: today)
        let theme = try Theme()
        let pages = try SitePlanner(data: data, analytics: analytics, today: today, baseURL: nil).plan(stylesheet: "")
        let dashboard = String(decoding: try theme.bytes(of: try #require(pages.first { $0.path == "index.html" })), as: UTF8.self)
        #expect(dashboard.contains("Workouts per month since Jan 2024"))
        // Every month from January to August, the empty ones as zeros: 1, 1, 0, 1, 0, 0, 1, 1.
        #expect(Self.tableValues(dashboard, after: "Workouts per month since Jan 2024") == ["1", "1", "0", "1", "0", "0", "1", "1"])
        #expect(dashboard.contains("Best estimated 1RM per month, all years"))
    }

    /// Trend charts of a long history show two years and say so; a year's best month names a tie.
    @Test func longTrendsSayWhatTheyShowAndTiedMonthsAreExplained() throws {
        var history = HistoryFixture()
        try history.log("2021-06-07 18:00", "Squat: 100x5x3", name: "Legs")
        try history.log("2024-01-08 18:00", "Squat: 110x5x3", name: "Legs")
        try history.log("2024-03-04 18:00", "Squat: 120x5x3", name: "Legs")
        let today = try #require(LocalDay("2024-03-20"))
        func page(_ path: String) throws -> String { try SiteFixture.page(path, of: history.data, today: today) }
        #expect(try page("exercise/squat.html").contains("They show the two years to Mon 4 Mar 2024; every session since Mon 7 Jun 2021 is listed below."))
        // January and March 2024 have one workout each; March's 1,800 kg beats January's 1,650 kg.
        #expect(try page("year/2024.html").contains("1 workout, the most volume of 2 months with as many"))
    }

    @Test(arguments: [("2025-03-10", "2025-03-20", "10 days"), ("2025-03-10", "2025-04-28", "7 weeks"),
                      ("2025-01-31", "2025-03-30", "8 weeks"), ("2025-01-31", "2025-04-30", "2 months"),
                      ("2025-03-10", "2026-03-09", "11 months"), ("2025-03-10", "2027-01-12", "1 year and 10 months"),
                      ("2025-03-10", "2027-03-10", "2 years")])
    func elapsedTimeReadsAsAPersonWouldSayIt(_ from: String, _ to: String, _ expected: String) throws {
        #expect(ElapsedText.between(try #require(LocalDay(from)), and: try #require(LocalDay(to))) == expected)
    }

    /// The values of the data table of the chart titled `title`, in order.
    static func tableValues(_ html: String, after title: String) -> [String] {
        guard let start = html.range(of: "<caption>\(title)</caption>") else { return [] }
        let rest = html[start.upperBound...]
        guard let end = rest.range(of: "</table>") else { return [] }
        return rest[..<end.lowerBound].components(separatedBy: "<td>").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }
}
