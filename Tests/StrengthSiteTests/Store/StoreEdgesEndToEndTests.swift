import Foundation
import Testing

/// The store's edges through the binary: a `--today` no store date could have, temp files a
/// killed command left, a workout file too large to be one.
@Suite struct StoreEdgesEndToEndTests {
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for arguments in [["init", "--time-zone", "UTC"], ["log", "--start", "2025-03-14 18:00", "Bench Press: 100x5"]] {
            let result = try folder.runner.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return folder
    }

    /// `--today` is checked once parsed, whatever the command and wherever the option stands.
    @Test(arguments: [
        ["build", "--today", "9999-12-31"],
        ["--today", "9999-12-31", "history"],
        ["stats", "--today=1899-12-31"],
        ["log", "--start", "10:00", "--today", "2201-01-01", "Squat: 100x5"],
        ["init", "other", "--today", "0001-01-01"],
    ])
    func aTodayOutsideTheStoresYearsIsOneLine(arguments: [String]) throws {
        let folder = try project()
        let before = try folder.dataSnapshot()
        let result = try folder.runner.run(arguments, killedAfter: 60)
        let day = arguments.first { $0.contains("-") && $0.first?.isNumber == true } ?? arguments.first { $0.hasPrefix("--today=") }!
        #expect(result.status == 64)
        let command = try #require(arguments.first { !$0.hasPrefix("-") && $0.first?.isNumber == false })
        #expect(result.stderr == "error: --today: \(day.replacingOccurrences(of: "--today=", with: "")) is not between the years 1900 and 2200 "
                + "(see 'strength-site \(command) --help')\n")
        #expect(result.stdout.isEmpty)
        #expect(try folder.dataSnapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Site").path))
    }

    /// Temp files of writes a SIGKILL interrupted, at the root of `Data/` and in its workout
    /// folders: left alone by a reading command (a write may be under way), removed by the next
    /// writing command (under the exclusive lock every one is stale), and ignored by git meanwhile.
    @Test func tempFilesOfKilledWritesGoWithTheNextChangeAndGitIgnoresThem() throws {
        let sandbox = try GitSandbox(remote: false)
        let cli = sandbox.runner
        #expect(try cli.run(["log", "--start", "2025-03-14 18:00", "Bench Press: 100x5"]).status == 0)
        let leftovers = ["Data/.session.json.tmp-4242-1", "Data/.settings.json.tmp-17-2", "Data/.programs.json.tmp-9-3",
                         "Data/.x.json.tmp-123-4", "Data/workouts/2025/.2025-03-15-1800-workout.json.tmp-55-6"]
        for path in leftovers { try Data("{ torn".utf8).write(to: sandbox.work.appendingPathComponent(path)) }
        let exists = { (path: String) in FileManager.default.fileExists(atPath: sandbox.work.appendingPathComponent(path).path) }

        let ignored = try sandbox.git(["check-ignore"] + leftovers)
        #expect(ignored.split(separator: "\n").map(String.init) == leftovers, "init's .gitignore lets `git add Data` take a temp file")
        #expect(try cli.run(["history"]).status == 0)
        #expect(leftovers.allSatisfy(exists))
        let logged = try cli.run(["log", "--start", "2025-03-16 18:00", "Squat: 100x5"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(leftovers.filter(exists).isEmpty, "\(leftovers.filter(exists))")
    }

    /// A valid workout file of 2 MiB is refused with its path before it is read; a change that
    /// would write one is refused before anything is written.
    @Test func aWorkoutFileOverOneMebibyteIsRefused() throws {
        let folder = try project()
        let file = folder.url.appendingPathComponent("Data/workouts/2025/2025-03-14-1800-workout.json")
        let original = try String(contentsOf: file, encoding: .utf8)
        let notes = String(repeating: "x", count: 2 << 20)
        try Data(original.replacingOccurrences(of: "  \"name\" :", with: "  \"notes\" : \"\(notes)\",\n  \"name\" :").utf8).write(to: file)
        let listed = try folder.runner.run(["history"], killedAfter: 60)
        #expect(listed.status == 1)
        #expect(listed.stderr == "error: Data/workouts/2025/2025-03-14-1800-workout.json: is larger than a workout file can be (1 MB), "
            + "so it was not read; move it out of Data/\n")
        try Data(original.utf8).write(to: file)

        // An export document whose workout would make such a file: the import stops before its commit.
        #expect(try folder.runner.run(["export", "-o", "doc.json"]).status == 0)
        let document = folder.url.appendingPathComponent("doc.json")
        var text = try String(contentsOf: document, encoding: .utf8)
        text = text.replacingOccurrences(of: "2025-03-14-1800-workout", with: "2025-03-15-1800-workout")
            .replacingOccurrences(of: "2025-03-14T18:00", with: "2025-03-15T18:00")
            .replacingOccurrences(of: "\"name\" : \"Workout\"", with: "\"name\" : \"Workout\", \"notes\" : \"\(notes)\"")
        try Data(text.utf8).write(to: document)
        let before = try folder.dataSnapshot()
        let imported = try folder.runner.run(["import", "doc.json"], killedAfter: 60)
        #expect(imported.status == 1)
        #expect(imported.stderr.hasPrefix("error: new workout 2025-03-15-1800-workout: cannot be written: it would be 2,09"), "\(imported.stderr)")
        #expect(imported.stderr.hasSuffix(" bytes, larger than a workout file can be (1 MB) (nothing was changed)\n"))
        #expect(try folder.dataSnapshot() == before)
    }
}
