import Foundation
import Testing
@testable import StrengthKit

/// A held set on the site: shown and marked on its workout's page, counted nowhere (not the exercise's
/// heaviest weight, not the workout's volume), and counted on the dashboard with the command that lists
/// them; stats.json lists it. Confirmed, it counts.
@Suite struct HeldSetPagesTests {
    /// Mon 3 Mar 2025: deadlift 140x5. Wed 5 Mar: 150x5 and 1500x5, the last held as a lone spike.
    static func pages(confirming: Bool = false) throws -> (pages: [String: String], workout: String) {
        var history = HistoryFixture()
        try history.log("2025-03-03 18:00", "Deadlift: 140x5", name: "First")
        let spike = try history.log("2025-03-05 18:00", "Deadlift: 150x5, 1500x5", name: "Second")
        let index = try #require(history.data.workouts.firstIndex { $0.id == spike })
        history.data.workouts[index].exercises[0].sets[1].review = confirming ? .confirmed : .heldAsOutlier
        let data = history.data
        let today = LocalDay("2025-03-06")!
        let analytics = TrainingAnalytics.compute(data, today: today)
        let theme = try Theme()
        var pages: [String: String] = [:]
        for page in try SitePlanner(data: data, analytics: analytics, today: today, baseURL: nil).plan(stylesheet: "") {
            pages[page.path] = String(decoding: try theme.bytes(of: page), as: UTF8.self)
        }
        return (pages, spike)
    }

    @Test func aHeldSetIsShownMarkedAndCountedNowhere() throws {
        let (pages, spike) = try Self.pages()
        let workout = try #require(pages[WorkoutPageKind.path(spike)])
        #expect(workout.contains("<tr class=\"set-held\"><td>2</td><td>Held</td><td>1500 kg</td><td>5</td></tr>"))
        #expect(workout.contains("Held: far beyond this exercise&#39;s sets before it, and no later session comes near it. Counted nowhere until confirmed or fixed"))
        #expect(workout.contains("href=\"../about/index.html#held-sets\""))
        let exercise = try #require(pages[ExercisePageKind.path("deadlift")])
        #expect(!exercise.contains("1500 kg"))
        let dashboard = try #require(pages[DashboardPageKind.path])
        #expect(dashboard.contains("1 set is held: shown on its workout&#39;s page and counted nowhere until confirmed or fixed. "
                                   + "<code>strength-site history held</code> shows the commands that decide each held set"))
        let stats = try #require(pages[StatsFile.path])
        #expect(stats.contains("\"heldSets\" : [\n    {\n      \"date\" : \"2025-03-05\""))
        #expect(stats.contains("\"heaviestWeightKg\" : 150,"))
        #expect(try #require(pages["about/index.html"]).contains("<h2 id=\"held-sets\">Held sets</h2>"))
    }

    @Test func aConfirmedSetCountsAndIsNotMarked() throws {
        let (pages, spike) = try Self.pages(confirming: true)
        let workout = try #require(pages[WorkoutPageKind.path(spike)])
        #expect(!workout.contains("Held"))
        #expect(try #require(pages[ExercisePageKind.path("deadlift")]).contains("1500 kg"))
        #expect(!(try #require(pages[DashboardPageKind.path])).contains("is held"))
    }
}
