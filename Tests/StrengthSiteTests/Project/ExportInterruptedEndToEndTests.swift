import Foundation
import Testing

/// `export -o FILE` writes through the project's own crash-safe writer: a kill leaves at most its
/// temp file (`.FILE.tmp-PID-N`), which the next export into that folder removes.
@Suite struct ExportInterruptedEndToEndTests {
    static func leftovers(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.sorted()
    }

    @Test func aTempFileOfAKilledExportIsRemovedByTheNext() throws {
        let folder = try TemporaryFolder()
        #expect(try folder.runner.run(["init", "--units", "kg", "--time-zone", "UTC"]).status == 0)
        // What a killed export leaves: a temp file named for its output, of a process that is gone.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let abandoned = folder.url.appendingPathComponent(".export.json.tmp-\(gone.processIdentifier)-42")
        try Data("half a store".utf8).write(to: abandoned)
        let exported = try folder.runner.run(["export", "-o", "export.json"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(try !Self.leftovers(in: folder.url).contains { $0.hasPrefix(".export.json") })
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("export.json").path))
    }

    /// Killed at random moments, then run to the end: nothing of the store is left beside the file.
    @Test func killsLeaveNothingBehindOnceAnExportFinishes() throws {
        let folder = try TemporaryFolder()
        #expect(try folder.runner.run(["init", "--units", "kg", "--time-zone", "UTC"]).status == 0)
        for day in 1...20 {
            _ = try folder.runner.run(["log", "--start", "2026-10-\(day < 10 ? "0" : "")\(day) 18:00", "Squat: 100x5x5", "Bench Press: 80x5x5"])
        }
        for round in 0..<15 {
            let process = try folder.runner.start(["export", "-o", "export.json"])
            usleep(useconds_t(round * 1_500))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        #expect(try folder.runner.run(["export", "-o", "export.json"]).status == 0)
        #expect(try Self.leftovers(in: folder.url).filter { $0 != ".strength-site" && $0 != ".gitignore" && $0 != ".github" } == [])
    }
}
