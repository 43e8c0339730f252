import Testing
@testable import StrengthKit

/// A long history's older years have pages of their own (the history's, each exercise's with many
/// sessions), which show nothing of other years but their links: a workout logged in one year leaves
/// every other year's pages byte for byte as they were, so an incremental build keeps them.
@Suite struct OlderYearPagesTests {
    static let today = LocalDay("2025-12-01")!

    /// 10 workouts in 2024 and 111 in 2025, each with squats: one more than the history's page
    /// limit, and more squat sessions than an exercise page lists on one page.
    static func history() throws -> HistoryFixture {
        var history = HistoryFixture()
        for index in 0..<10 {
            let day = LocalDay("2024-02-05")!.adding(days: 30 * index)
            try history.log("\(day) 18:00", "Squat: \(100 + 2.5 * Double(index))x5x3", "Plank: 60s", name: "Legs")
        }
        for index in 0..<111 {
            let day = LocalDay("2025-01-01")!.adding(days: 3 * index)
            try history.log("\(day) 07:30", "Squat: \(110 + 2.5 * Double(index % 8))x5x3", name: "Squat day")
        }
        #expect(history.data.workouts.count == HistoryPageKind.pageLimit + 1)
        return history
    }

    static func site(_ data: ProjectData) throws -> [String: String] {
        let analytics = TrainingAnalytics.compute(data, today: today)
        let theme = try Theme()
        var files: [String: String] = [:]
        for page in try SitePlanner(data: data, analytics: analytics, today: today, baseURL: nil).plan(stylesheet: "") {
            files[page.path] = String(decoding: try theme.bytes(of: page), as: UTF8.self)
        }
        return files
    }

    @Test(arguments: [("history/2024.html", "site-history-older-year.html"),
                      ("exercise/squat/2024.html", "site-exercise-older-year.html")])
    func anOlderYearsPageMatchesGolden(_ path: String, _ golden: String) throws {
        let page = try #require(try Self.site(Self.history().data)[path], "the site has no \(path)")
        assertGolden(page, named: golden)
    }

    /// The newest year's page is the main one and counts every year; an older year's counts its own.
    @Test func theMainPagesCountEveryYearAndOlderYearsTheirOwn() throws {
        let site = try Self.site(Self.history().data)
        let history = try #require(site["history/index.html"])
        #expect(history.contains("<p class=\"lead\">111 of 121 workouts, newest first.</p>"))
        #expect(history.contains("<a href=\"../history/2024.html\">2024</a> <small>(10)</small>"))
        let older = try #require(site["history/2024.html"])
        #expect(older.contains("<p class=\"lead\">10 workouts, newest first.</p>"))
        #expect(older.contains("<li><a href=\"../history/index.html\">2025</a></li>"))
        #expect(!older.contains("<small>("))
        let squat = try #require(site["exercise/squat.html"])
        #expect(squat.contains("<a href=\"../exercise/squat/2024.html\">2024</a> <small>(10)</small>"))
        #expect(site["exercise/squat/2024.html"]?.contains("<small>(") == false)
        #expect(site["exercise/plank.html"] != nil && site["exercise/plank/2024.html"] == nil)
    }

    /// Logged in 2025, a workout changes the main pages and no 2024 page; back-dated into 2024, the reverse.
    @Test func aWorkoutChangesOnlyItsOwnYearsPages() throws {
        var history = try Self.history()
        let before = try Self.site(history.data)
        try history.log("2025-11-29 07:30", "Squat: 130x5", name: "Squat day")
        let after = try Self.site(history.data)
        for path in ["history/2024.html", "exercise/squat/2024.html"] {
            #expect(before[path] != nil && before[path] == after[path], "\(path) changed")
        }
        for path in ["history/index.html", "exercise/squat.html"] {
            #expect(before[path] != after[path], "\(path) did not change")
        }

        try history.log("2024-06-01 09:00", "Squat: 90x5", name: "Back-dated")
        let backDated = try Self.site(history.data)
        for path in ["history/2024.html", "exercise/squat/2024.html", "history/index.html", "exercise/squat.html"] {
            #expect(after[path] != backDated[path], "\(path) did not change")
        }
        #expect(backDated["exercise/plank/2024.html"] == nil)
    }
}
