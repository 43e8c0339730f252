import Foundation
import Testing

/// Goals on the built site, through the binary: `goal add` then `build`, on the history of
/// `GoalEndToEndTests` (squat singles rising 2.5 kg a week in November 2026). The dashboard shows each
/// goal with its progress bar and outlook, the squat's e1RM chart its line and projection, stats.json
/// lists them — and a body-weight goal is on none of them while body weight is private, on all of them
/// once it is published; `stats --json` on the terminal shows it either way.
@Suite struct GoalSiteEndToEndTests {
    static let today = ["--today", "2026-11-25"]

    static func goalIDs(_ json: String) throws -> [String] {
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(document?["goals"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    }

    @Test func goalsOnTheSiteAndABodyWeightGoalOnlyWhenBodyWeightIsPublished() throws {
        let (folder, cli) = try GoalEndToEndTests.project()
        defer { withExtendedLifetime(folder) {} }
        func ok(_ arguments: [String]) throws {
            let run = try cli.run(arguments + Self.today)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
        func page(_ path: String) throws -> String {
            try String(contentsOf: folder.url.appendingPathComponent("Site/" + path), encoding: .utf8)
        }
        try ok(["bodyweight", "add", "82", "--date", "2026-11-20"])
        try ok(["goal", "add", "Squat", "--e1rm", "115kg", "--by", "2027-01-01"])
        try ok(["goal", "add", "--body-weight", "80kg"])
        try ok(["build"])

        let dashboard = try page("index.html")
        #expect(dashboard.contains("<h2>Goals</h2>"))
        #expect(dashboard.contains("<h3 id=\"goal-squat-e1rm\"><a href=\"exercise/squat.html\">Squat e1RM 115 kg by Fri 1 Jan 2027</a></h3>"))
        #expect(dashboard.contains("<progress max=\"100\" value=\"0\" aria-labelledby=\"goal-squat-e1rm\">0 %</progress>"))
        #expect(dashboard.contains("On track: at this rate, the trend of the last 12 weeks gets there on Mon 14 Dec 2026."))
        let squat = try page("exercise/squat.html")
        #expect(squat.contains("class=\"ch-goal ch-s3\"") && squat.contains("class=\"ch-projection ch-s3\""))
        #expect(try Self.goalIDs(try page("stats.json")) == ["squat-e1rm"])
        for (path, html) in [("index.html", dashboard), ("stats.json", try page("stats.json"))] {
            #expect(!html.contains("Body weight 80 kg") && !html.contains("body-weight"), "\(path)")
        }
        let terminal = try cli.run(["stats", "--json"] + Self.today)
        #expect(try Self.goalIDs(terminal.stdout) == ["squat-e1rm", "body-weight"])

        try ok(["settings", "set", "publish-body-weight", "on"])
        try ok(["build"])
        #expect(try page("index.html").contains("<h3 id=\"goal-body-weight\">Body weight 80 kg</h3>"))
        #expect(try Self.goalIDs(try page("stats.json")) == ["squat-e1rm", "body-weight"])
        // Published, the site's document is the terminal's again.
        #expect(try page("stats.json") == (try cli.run(["stats", "--json"] + Self.today)).stdout)
    }
}
