import Foundation
import Testing

/// `build --clean` through the real binary: every page rewritten from scratch, the lifter's own file
/// in `Site/` kept, and the page of a workout deleted since the last build removed.
@Suite struct CleanBuildEndToEndTests {
    @Test func aCleanBuildRewritesEveryPageKeepsYoursAndRemovesWhatTheSiteNoLongerHas() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC", "--units", "kg"]).status == 0)
        for day in ["2025-03-03", "2025-03-05", "2025-03-10"] {
            let logged = try cli.run(["log", "--start", "\(day) 18:00", "Squat: 140x5", "Bench Press: 100x5"])
            #expect(logged.status == 0, "\(logged.stderr)")
        }
        let site = folder.url.appendingPathComponent("Site")
        #expect(try cli.run(["build", "--today", "2025-03-12"]).status == 0)
        let deletedPage = site.appendingPathComponent("workouts/2025-03-05-1800-workout.html")
        #expect(FileManager.default.fileExists(atPath: deletedPage.path))

        try Data("my notes\n".utf8).write(to: site.appendingPathComponent("notes.txt"))
        #expect(try cli.run(["history", "delete", "2025-03-05-1800-workout", "--yes"]).status == 0)
        let clean = try cli.run(["build", "--clean", "--today", "2025-03-12"])
        #expect(clean.status == 0, "\(clean.stderr)")
        let counts = try #require(clean.stdout.firstMatch(of: #/^Built (\d+) files in Site: (\d+) written, 0 unchanged, 1 removed, in /#),
                                  "\(clean.stdout)")
        #expect(counts.1 == counts.2 && Int(counts.1)! > 20, "every page written: \(clean.stdout)")
        #expect(!FileManager.default.fileExists(atPath: deletedPage.path))
        #expect(try String(contentsOf: site.appendingPathComponent("notes.txt"), encoding: .utf8) == "my notes\n")
        #expect(clean.stderr.contains("Kept 1 file in Site that strength-site did not write: notes.txt"), "\(clean.stderr)")

        // The caches it wrote serve the next build, which has nothing to do.
        let next = try cli.run(["build", "--today", "2025-03-12"])
        #expect(next.stdout.hasPrefix("Built \(counts.1) files in Site: 0 written, \(counts.1) unchanged, 0 removed, in "), "\(next.stdout)")
    }
}
