import Foundation
import Testing
@testable import StrengthKit

/// Every page kind of the site on a small fixed history, byte for byte. Re-record with
/// `RECORD_GOLDEN=1 swift test --filter SitePageGoldenTests` and review the diff.
@Suite struct SitePageGoldenTests {
    static let pages: [(String, String)] = [
        ("index.html", "site-dashboard.html"),
        ("history/index.html", "site-history.html"),
        ("workouts/2025-03-03-1800-upper-a.html", "site-workout.html"),
        ("workouts/2025-03-08-0900-easy-run.html", "site-workout-run.html"),
        ("exercises/index.html", "site-exercises.html"),
        ("exercise/bench-press.html", "site-exercise.html"),
        ("exercise/pull-up.html", "site-exercise-bodyweight.html"),
        ("exercise/running.html", "site-exercise-distance.html"),
        ("exercise/leg-curl.html", "site-exercise-unlogged.html"),
        ("records/index.html", "site-records.html"),
        ("muscles/index.html", "site-muscles.html"),
        ("muscle/chest.html", "site-muscle-group.html"),
        ("progress/index.html", "site-progress.html"),
        ("calendar/index.html", "site-calendar.html"),
        ("about/index.html", "site-about.html"),
        ("programs/index.html", "site-programs.html"),
        ("template/upper-a.html", "site-template.html"),
        ("year/2025.html", "site-year.html"),
        ("cards/year-2025.svg", "site-card-year.svg"),
        ("404.html", "site-404.html"),
        ("feed.xml", "site-feed.xml"),
        ("sitemap.xml", "site-sitemap.xml"),
        ("stats.json", "site-stats.json"),
        ("cards/summary.svg", "site-card-summary.svg"),
        ("cards/heatmap.svg", "site-card-heatmap.svg"),
    ]

    @Test(arguments: pages)
    func pageMatchesGolden(_ path: String, _ golden: String) throws {
        let site = try SiteFixture.site()
        let page = try #require(site[path], "the site has no \(path)")
        assertGolden(page, named: golden)
    }

    @Test func theSiteHasEveryExpectedFile() throws {
        let paths = Set(try SiteFixture.site().keys)
        for expected in [".nojekyll", "assets/style.css", "404.html", "sitemap.xml", "feed.xml", "stats.json",
                         "cards/summary.svg", "cards/heatmap.svg"] {
            #expect(paths.contains(expected), "missing \(expected)")
        }
        #expect(paths.filter { $0.hasPrefix("workouts/") }.count == 4)
        #expect(paths.filter { $0.hasPrefix("exercise/") }.count == StarterLibrary.library.exercises.count)
    }

    /// A sitemap's addresses must be absolute: without a base URL there is no sitemap.
    @Test func withoutABaseURLThereIsNoSitemap() throws {
        #expect(try SiteFixture.site()["sitemap.xml"]?.contains("<loc>https://example.org/lifting/</loc>") == true)
        let site = try SiteFixture.site { $0.settings.site.baseURL = nil }
        #expect(site["sitemap.xml"] == nil)
        #expect(site["index.html"] != nil)
    }

    @Test func emptyHistoryBuildsAnEmptyStateNotABrokenPage() throws {
        let data = ProjectData(library: StarterLibrary.library)
        let analytics = TrainingAnalytics.compute(data, today: SiteFixture.today)
        let theme = try Theme()
        let pages = try SitePlanner(data: data, analytics: analytics, today: SiteFixture.today, baseURL: nil).plan(stylesheet: "")
        let dashboard = try #require(pages.first { $0.path == "index.html" })
        let html = String(decoding: try theme.bytes(of: dashboard), as: UTF8.self)
        #expect(html.contains("<h2>No workouts yet</h2>"))
        #expect(html.contains("strength-site import FILE"))
        #expect(!html.contains("<svg"))
        for page in pages { _ = try theme.bytes(of: page) }
    }

    @Test func anExercisesOwnNameIsNotShownAsAnotherName() throws {
        var data = try SiteFixture.history().data
        let index = try #require(data.library.exercises.firstIndex { $0.id == "squat" })
        data.library.exercises[index].aliases = [data.library.exercises[index].name.uppercased(), "Back Squat"]
        let analytics = TrainingAnalytics.compute(data, today: SiteFixture.today)
        let pages = try SitePlanner(data: data, analytics: analytics, today: SiteFixture.today, baseURL: nil).plan(stylesheet: "")
        let page = try #require(pages.first { $0.path == ExercisePageKind.path("squat") })
        let html = String(decoding: try Theme().bytes(of: page), as: UTF8.self)
        #expect(html.contains("<p class=\"aliases\">Also known as Back Squat</p>"))
    }
}
