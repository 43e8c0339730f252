import Foundation
import Testing
@testable import StrengthKit

/// Issue 38: a new lifter's first workout is a baseline, not a page of records. The site badges,
/// counts, lists over time and puts in the feed only records beaten (`RecordEvent.isNews`), and
/// still shows the first session's values as the current records where nothing beat them.
@Suite struct FirstSessionBaselineTests {
    /// Mon 3 Mar 2025: bench 100x5 twice and squat 140x5, both for the first time. Wed 5 Mar: bench
    /// 105x5, 100x5 beats the heaviest weight, the e1RM, the set volume and the session volume; the
    /// most reps (5) and every squat record stay the first day's.
    struct Site {
        var data: ProjectData
        var first: String
        var second: String
        var context: SiteContext
        var pages: [String: String]

        init() throws {
            var history = HistoryFixture()
            history.data.settings.site.baseURL = "https://example.org/lifting/"
            first = try history.log("2025-03-03 18:00", "Bench Press: 100x5, 100x5", "Squat: 140x5", name: "First day")
            second = try history.log("2025-03-05 18:00", "Bench Press: 105x5, 100x5", name: "Second day")
            data = history.data
            let today = LocalDay("2025-03-06")!
            let analytics = TrainingAnalytics.compute(data, today: today)
            context = SiteContext(data: data, analytics: analytics, today: today, baseURL: data.settings.site.baseURL, menu: SiteKinds.menu)
            let theme = try Theme()
            var pages: [String: String] = [:]
            let planner = SitePlanner(data: data, analytics: analytics, today: today, baseURL: data.settings.site.baseURL)
            for page in try planner.plan(stylesheet: "") {
                pages[page.path] = String(decoding: try theme.bytes(of: page), as: UTF8.self)
            }
            self.pages = pages
        }

        func page(_ path: String) throws -> String {
            try #require(pages[path], "the site has no \(path)")
        }
    }

    static func occurrences(of text: String, in page: String) -> Int {
        page.components(separatedBy: text).count - 1
    }

    @Test func theFirstWorkoutsPageHasNoBadgesTheSecondsHasItsRecords() throws {
        let site = try Site()
        let first = try site.page(WorkoutPageKind.path(site.first))
        #expect(!first.contains("class=\"badge\""))
        #expect(!first.contains("PR ·"))
        #expect(!first.contains("personal record"))

        let second = try site.page(WorkoutPageKind.path(site.second))
        #expect(second.contains("<span class=\"badge\">4 personal records</span>"))
        for kind in ["Heaviest weight", "Best estimated 1RM", "Best set volume", "Best session volume"] {
            #expect(Self.occurrences(of: "PR · \(kind)", in: second) == 1, "\(kind)")
        }
        #expect(!second.contains("PR · Most reps in a set"))
    }

    @Test func theHistoryCountsOnlyTheRecordsBeaten() throws {
        let site = try Site()
        let history = try site.page(HistoryPageKind.path)
        #expect(Self.occurrences(of: "title=\"Personal records set\"", in: history) == 1)
        #expect(history.contains("title=\"Personal records set\">4 records</span>"))
        let rows = site.data.workouts.map { ($0.id, site.context.rowFacts($0).records) }
        #expect(Dictionary(uniqueKeysWithValues: rows) == [site.first: 0, site.second: 4])
    }

    /// The timeline, the dashboard's latest records and the feed list the headline records beaten:
    /// the second day's heaviest weight and e1RM, nothing of the first day's.
    @Test func theTimelineTheLatestRecordsAndTheFeedLeaveTheBaselineOut() throws {
        let site = try Site()
        #expect(site.context.headlineRecords.map(\.kind) == [.heaviestWeight, .bestE1rm])
        #expect(site.context.headlineRecords.allSatisfy { $0.workoutID == site.second })

        let records = RecordsPageKind.model(site.context, shared: site.context.shared)
        let secondHref = SitePaths.link(from: RecordsPageKind.path, to: WorkoutPageKind.path(site.second))
        #expect(records.timeline.map(\.kind) == ["Best estimated 1RM", "Heaviest weight"])
        #expect(records.timeline.allSatisfy { $0.workoutHref == secondHref })

        let latest = DashboardPageKind.model(site.context, shared: site.context.shared).latestRecords
        #expect(latest.map(\.kind) == ["Best estimated 1RM", "Heaviest weight"])
        #expect(latest.allSatisfy { $0.workoutHref == SitePaths.link(from: DashboardPageKind.path, to: WorkoutPageKind.path(site.second)) })

        let feed = try site.page(FeedFile.path)
        #expect(Self.occurrences(of: "<title>Personal record:", in: feed) == 2)
        #expect(!feed.contains("Personal record: Squat"))
        #expect(feed.contains("<title>Personal record: Bench Press, heaviest weight 105 kg</title>"))
        #expect(Self.occurrences(of: "personal records</summary>", in: feed) == 1)
        #expect(feed.contains("; 4 personal records</summary>"))

        let reviews = YearReviewPageKind(site: site.context).inputs(ofTask: 0)
        let review = YearReviewPageKind.model(try #require(reviews.first), shared: site.context.shared)
        #expect(review.records.map(\.kind) == ["Best estimated 1RM", "Heaviest weight"])
        #expect(review.figures.first { $0.label == "Records" }?.value == "2")
    }

    /// An exercise's sessions badge only the records they beat: none on its first.
    @Test func anExercisesSessionsBadgeOnlyRecordsBeaten() throws {
        let site = try Site()
        let bench = try site.page(ExercisePageKind.path("bench-press"))
        #expect(Self.occurrences(of: "<span class=\"badge\">", in: bench) == 1)
        #expect(bench.contains("<span class=\"badge\">4 PRs</span>"))
        let squat = try site.page(ExercisePageKind.path("squat"))
        #expect(!squat.contains("<span class=\"badge\">"))
    }

    /// A new lifter with one workout: its records are the current ones, and nothing is news yet.
    @Test func aNewLiftersOnlyWorkoutIsNoNews() throws {
        var history = HistoryFixture()
        let only = try history.log("2025-03-03 18:00", "Bench Press: 100x5", "Squat: 140x5", "Pull Up: x8")
        let records = try SiteFixture.page(RecordsPageKind.path, of: history.data)
        #expect(records.contains("<h2>Record timeline</h2>"))
        #expect(records.contains("<p class=\"empty\">No record beaten yet: an exercise's first session sets its baseline"))
        #expect(records.contains("140 kg × 5"))
        #expect(!records.contains("<table class=\"records\">"))
        let dashboard = try SiteFixture.page(DashboardPageKind.path, of: history.data)
        #expect(!dashboard.contains("Latest records"))
        #expect(!dashboard.contains("class=\"badge\""))
        #expect(!(try SiteFixture.page(WorkoutPageKind.path(only), of: history.data)).contains("class=\"badge\""))
    }

    /// The values stay: the current records, on the records page, the exercise's page and in
    /// stats.json, hold the first day's where nothing beat them.
    @Test func theCurrentRecordsStillHoldTheFirstSessionsValues() throws {
        let site = try Site()
        let records = RecordsPageKind.model(site.context, shared: site.context.shared)
        let current = Dictionary(uniqueKeysWithValues: records.current.map { ($0.exercise, $0.records.map(\.value)) })
        #expect(current["Squat"] == ["140 kg × 5", "157.5 kg"])
        #expect(current["Bench Press"] == ["105 kg × 5", "118.1 kg"])

        let squat = try site.page(ExercisePageKind.path("squat"))
        #expect(squat.contains("<h2>Personal records</h2>"))
        #expect(squat.contains("140 kg × 5"))

        let stats = try #require(try JSONSerialization.jsonObject(with: Data(try site.page(StatsFile.path).utf8)) as? [String: Any])
        let exercises = try #require(stats["exercises"] as? [[String: Any]])
        func record(_ exercise: String, _ key: String) -> Double? {
            (exercises.first { $0["id"] as? String == exercise }?["records"] as? [String: Any])?[key] as? Double
        }
        #expect(record("squat", "heaviestWeightKg") == 140)
        #expect(record("bench-press", "heaviestWeightKg") == 105)
        #expect(record("bench-press", "mostReps") == 5)
        // The list of every record, for scripts, keeps the baseline: 10 of the first day's, 4 of the second's.
        let timeline = try #require(stats["records"] as? [[String: Any]])
        #expect(timeline.filter { $0["workoutId"] as? String == site.first }.count == 10)
        #expect(timeline.filter { $0["workoutId"] as? String == site.second }.count == 4)
    }
}
