import Foundation
import Testing

/// The news that a session broke a stall, through the binary: `log` and `workout finish` say it on
/// the goals' news path, `log --json` on stderr, and `stats --json` shows the stall it broke. The
/// history: squat singles of 100 kg on 5 Oct 2026, its best of 110 on 12 Oct, then 105 on 26 Oct and
/// 2, 9 and 16 Nov — as of Monday 23 Nov, 42 days and 4 sessions: stalled since 12 Oct.
@Suite struct StallNewsEndToEndTests {
    static let today = ["--today", "2026-11-24"]
    static let news = "Squat: first new best since 12 Oct, after 4 sessions\n"

    static func stalled() throws -> (TemporaryFolder, CommandRunner) {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC", "--no-workflow"]).status == 0)
        for (day, weight) in [("2026-10-05", "100"), ("2026-10-12", "110"), ("2026-10-26", "105"), ("2026-11-02", "105"),
                              ("2026-11-09", "105"), ("2026-11-16", "105")] {
            let logged = try cli.run(["log", "--start", "\(day) 18:00", "--duration", "60m", "Squat: \(weight)x1"] + today)
            #expect(logged.status == 0, "\(logged.stderr)")
        }
        return (folder, cli)
    }

    @Test func logSaysTheStallItBroke() throws {
        let (folder, cli) = try Self.stalled()
        defer { withExtendedLifetime(folder) {} }
        let stats = try cli.run(["stats", "--json"] + Self.today)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
        let squat = try #require((root["exercises"] as? [[String: Any]])?.first { $0["id"] as? String == "squat" })
        let status = try #require(squat["status"] as? [String: Any])
        #expect(status["key"] as? String == "stalled" && status["date"] as? String == "2026-10-12" && status["sessions"] as? Int == 4
                    && status["best"] as? Double == 110 && status["asOf"] as? String == "2026-11-24", "\(status)")

        let tie = try cli.run(["log", "--start", "2026-11-24 07:00", "--duration", "60m", "Squat: 110x1"] + Self.today)
        #expect(tie.status == 0 && !tie.stdout.contains("first new best"), "\(tie.stdout)")
        let logged = try cli.run(["log", "--start", "2026-11-24 18:00", "--duration", "60m", "Squat: 111x1"] + Self.today)
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.hasSuffix(Self.news), "\(logged.stdout)")
        let renamed = try cli.run(["history", "edit", "latest", "--rename", "Heavy"] + Self.today)
        #expect(renamed.status == 0 && !renamed.stdout.contains("first new best"), "\(renamed.stdout)")
    }

    @Test func workoutFinishAndLogJSONSayIt() throws {
        let (folder, cli) = try Self.stalled()
        defer { withExtendedLifetime(folder) {} }
        #expect(try cli.run(["workout", "start", "--empty", "--start", "2026-11-24 07:00"] + Self.today).status == 0)
        #expect(try cli.run(["workout", "add", "Squat: 105x3"] + Self.today).status == 0)
        let finished = try cli.run(["workout", "finish", "--duration", "45m"] + Self.today)
        #expect(finished.status == 0, "\(finished.stderr)")
        #expect(finished.stdout.hasSuffix(Self.news), "\(finished.stdout)")

        let (other, otherCLI) = try Self.stalled()
        defer { withExtendedLifetime(other) {} }
        let json = try otherCLI.run(["log", "--json", "--start", "2026-11-24 18:00", "--duration", "60m", "Squat: 111x1"] + Self.today)
        #expect(json.status == 0 && json.stderr.contains(Self.news) && !json.stdout.contains("first new best"), "\(json.stderr)")
    }
}
