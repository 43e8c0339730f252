import Foundation
import Testing
@testable import StrengthKit

/// `build`, `serve` and `publish` end a build with the same line, the one `BuildReport.summary`
/// makes: each command's line is read back into its counts and must be what the function makes of them.
@Suite struct BuildSummaryEndToEndTests {
    /// Fails unless `line` is `BuildReport.summary` of the counts and time it states.
    func expectTheSummaryForm(_ line: String, folder: String, after changes: [String]? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        guard let match = line.firstMatch(of: #/^(?:Built|Rebuilt) ([\d,]+) files? in .+: ([\d,]+) written, ([\d,]+) unchanged, ([\d,]+) removed, in ([\d.]+) s$/#)
        else {
            Issue.record("not a build summary: \(line)", sourceLocation: sourceLocation)
            return
        }
        func count(_ text: Substring) -> Int { Int(text.filter(\.isNumber))! }
        let report = BuildReport(files: count(match.1), written: Array(repeating: "page.html", count: count(match.2)),
                                 removed: Array(repeating: "old.html", count: count(match.4)), workouts: 0, day: LocalDay("2025-03-14")!)
        #expect(count(match.3) == report.unchanged, sourceLocation: sourceLocation)
        #expect(line == report.summary(folder: folder, seconds: Double(match.5)!, after: changes), sourceLocation: sourceLocation)
    }

    @Test func buildAndPublishPrintTheSummary() throws {
        let sandbox = try GitSandbox()
        let today = ["--today", "2025-03-14"]
        #expect(try sandbox.runner.run(["log", "--start", "2025-03-13 18:00", "Bench Press: 100x5"] + today).status == 0)
        let built = try sandbox.runner.run(["build"] + today)
        #expect(built.status == 0, "\(built.stderr)")
        expectTheSummaryForm(String(built.stdout.split(separator: "\n")[0]), folder: "Site")
        let published = try sandbox.runner.run(["publish", "-o", "Public"] + today)
        #expect(published.status == 0, "\(published.stderr)")
        expectTheSummaryForm(String(published.stdout.split(separator: "\n")[0]), folder: "Public")
    }

    @Test func serveSaysItForItsFirstBuildAndEachRebuild() throws {
        let folder = try TemporaryFolder()
        #expect(try folder.runner.run(["init", "--time-zone", "UTC"]).status == 0)
        let server = try ServeProcess(folder.runner, ["--port", "0", "--today", "2025-03-20"])
        defer { server.stop() }
        #expect(try folder.runner.run(["log", "--start", "2025-03-18 17:00", "Bench Press: 100x5"]).status == 0)
        let deadline = Date().addingTimeInterval(30)
        while !server.stderr.contains("Rebuilt"), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        let lines = server.stderr.split(separator: "\n").map(String.init)
        let first = try #require(lines.first { $0.hasPrefix("Built ") }, "\(server.stderr)")
        expectTheSummaryForm(first, folder: "Site")
        let rebuilt = try #require(lines.first { $0.hasPrefix("Rebuilt ") }, "\(server.stderr)")
        expectTheSummaryForm(rebuilt, folder: "Site", after: ["Data/workouts/2025/2025-03-18-1700-workout.json"])
    }
}
