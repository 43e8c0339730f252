import Foundation
import Testing

/// The recent window (`RecentWindow`, docs/ANALYTICS.md "The recent window") through the binary, on a
/// history that ended a year before the build: every figure that uses it — the goals, the big lifts
/// and their change, DOTS, the exercise page's 4- and 12-week lead, the muscles page's weeks — is
/// measured over the 12 weeks to the newest workout, Mon 24 Nov 2025, and says so; built the day after
/// that workout, the same figures say "the last".
@Suite struct RecentWindowEndToEndTests {
    static func project() throws -> (TemporaryFolder, CommandRunner) {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC", "--units", "kg", "--no-workflow"]).status == 0)
        // Mondays: one before the 12 weeks, one before the 4 weeks, two in them.
        for (day, squat) in [("2025-08-25", 130), ("2025-10-20", 135), ("2025-11-17", 140), ("2025-11-24", 142.5)] {
            let logged = try cli.run(["log", "--start", "\(day) 18:00", "--duration", "60m",
                                      "Squat: \(squat)x5", "Bench Press: 100x5", "Deadlift: 180x5"])
            #expect(logged.status == 0, "\(logged.stderr)")
        }
        #expect(try cli.run(["bodyweight", "add", "80", "--date", "2025-11-24"]).status == 0)
        #expect(try cli.run(["settings", "set", "dots", "men"]).status == 0)
        #expect(try cli.run(["settings", "set", "publish-body-weight", "on"]).status == 0)
        #expect(try cli.run(["goal", "add", "Squat", "--e1rm", "200", "--today", "2025-11-25"]).status == 0)
        return (folder, cli)
    }

    static func build(_ folder: TemporaryFolder, today: String) throws -> (dashboard: String, squat: String, muscles: String) {
        let built = try folder.runner.run(["build", "--today", today])
        #expect(built.status == 0, "\(built.stderr)")
        func page(_ path: String) throws -> String {
            try String(contentsOf: folder.url.appendingPathComponent("Site/" + path), encoding: .utf8)
        }
        return (try page("index.html"), try page("exercise/squat.html"), try page("muscles/index.html"))
    }

    @Test func aHistoryThatEndedAYearAgoNamesTheEndOfEveryRecentFigure() throws {
        let (folder, cli) = try Self.project()
        let end = "Mon 24 Nov 2025"
        let site = try Self.build(folder, today: "2026-11-25")
        // Goals: the best of the 12 weeks to the newest workout, not "no session".
        #expect(site.dashboard.contains("the best e1RM of the 12 weeks to \(end)"), "goal on the dashboard")
        let goals = try cli.run(["goal", "list", "--today", "2026-11-25"])
        #expect(goals.stdout.contains(", the best e1RM of the 12 weeks to \(end) (\(end))"), "\(goals.stdout)")
        // Big lifts: the change column's heading, and its change over those 12 weeks.
        #expect(site.dashboard.contains("<th scope=\"col\" class=\"num\">12 weeks to \(end)</th>"), "big lifts heading")
        // DOTS: the lifts' best in the same window.
        #expect(site.dashboard.contains("the best e1RM of each lift in the 12 weeks to \(end),"), "DOTS")
        // The exercise page's lead: both spans end on the newest workout.
        #expect(site.squat.contains("4 weeks to \(end)"), "4-week lead")
        #expect(site.squat.contains("12 weeks to \(end)"), "12-week lead")
        #expect(!site.squat.contains("Last 4 weeks") && !site.squat.contains("Last 12 weeks"))
        // The muscles page: the week shown and the four averaged are the newest workout's.
        #expect(site.muscles.contains("Week of "), "muscles week heading")
        #expect(site.muscles.contains("The average of the 4 weeks to 30 Nov 2025"), "muscles average")
    }

    @Test func builtTheDayAfterTheFiguresSayTheLast() throws {
        let (folder, cli) = try Self.project()
        let site = try Self.build(folder, today: "2025-11-25")
        let goals = try cli.run(["goal", "list", "--today", "2025-11-25"])
        #expect(goals.stdout.contains(", the best e1RM of the last 12 weeks (Mon 24 Nov 2025)"), "\(goals.stdout)")
        #expect(site.dashboard.contains("the best e1RM of the last 12 weeks"))
        #expect(site.dashboard.contains("<th scope=\"col\" class=\"num\">12 weeks</th>"))
        #expect(site.dashboard.contains("the best e1RM of each lift in the last 12 weeks,"))
        #expect(site.squat.contains("Last 4 weeks") && site.squat.contains("Last 12 weeks"))
        // A Tuesday: this week is two days young, so the week shown is the last, a complete one.
        #expect(site.muscles.contains("Last week"))
    }
}
