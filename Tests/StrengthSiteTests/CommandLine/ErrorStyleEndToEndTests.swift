import Foundation
import Testing

/// Every failing command answers in one style, whoever found the fault — argument-parser, the
/// store, StrengthKit or the command: each line on stderr is `error: …`, a sentence that goes on in
/// lower case after a semicolon, and the exit status is 64 for the arguments, 1 for files.
@Suite struct ErrorStyleEndToEndTests {
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let created = try folder.runner.run(["init", "--units", "kg", "--time-zone", "Europe/Berlin", "--days", "4", "--no-workflow"])
        #expect(created.status == 0, "\(created.stderr)")
        let logged = try folder.runner.run(["log", "--start", "2025-03-14 18:00", "Bench Press: 100x5x3"])
        #expect(logged.status == 0, "\(logged.stderr)")
        return folder
    }

    static func expectOneStyle(_ result: CommandRunner.Result, status: Int32, _ arguments: [String]) {
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(!lines.isEmpty && result.stderr.hasSuffix("\n"), "\(arguments): \(result.stderr)")
        for line in lines {
            #expect(line.hasPrefix("error: "), "\(arguments): \(line)")
            // A capital after a semicolon starts a second sentence inside one.
            #expect(line.firstMatch(of: /; [A-Z][a-z]/) == nil, "\(arguments): \(line)")
            #expect(!line.contains("Usage:") && !line.contains("Help:"), "\(arguments): \(line)")
        }
    }

    @Test(arguments: [
        // argument-parser's own errors
        (["--bogus"], 64),
        (["build", "--bogus"], 64),
        (["template", "show"], 64),
        (["history", "list", "--limit", "abc"], 64),
        (["workout", "rest", "1", "2"], 64),
        // the commands' checks of their arguments
        (["history", "list", "--limit", "0"], 64),
        (["exercise", "list", "--favorites", "--archived"], 64),
        (["log"], 64),
        (["init", "--days", "9"], 64),
        (["--today", "9999-01-01", "home"], 64),
        (["log", "--duration", "65x", "Bench Press: 100x5"], 64),
        // the command line's own
        (["biuld"], 64),
        (["template", "shwo"], 64),
        (["exercise", "lst"], 64),
        // StrengthKit's
        (["exercise", "show", "Bogus Lift"], 64),
        (["log", "Bogus Lift: 100x5"], 64),
        (["log", "Bench Pres: 100x5"], 64),
        (["log", "Bench Press: 100x"], 64),
        (["log", "--start", "25:99", "Bench Press: 100x5"], 64),
        (["log", "Bench Press: 1400x5"], 64),
        (["settings", "set", "foo", "bar"], 64),
        (["workout", "finish"], 64),
        (["template", "show", "Uper A"], 64),
        // files
        (["--project", "/nonexistent", "home"], 1),
        (["export", "-o", "/nonexistent/folder/export.json"], 1),
        (["import", "/nonexistent.csv"], 1),
        (["init"], 1),
    ] as [([String], Int32)])
    func aFailingCommandSaysSoInOneStyle(arguments: [String], status: Int32) throws {
        let folder = try Self.project()
        Self.expectOneStyle(try folder.runner.run(arguments), status: status, arguments)
    }

    /// A damaged store: a file that is no JSON, and a set whose reps are text.
    @Test(arguments: [
        ("settings.json", "{"),
        ("workouts/2025/2025-03-14-1800-workout.json", #"{"id": "2025-03-14-1800-workout", "name": "Workout", "start": "2025-03-14T18:00:00+01:00", "exercises": [{"exercise": "bench-press", "sets": [{"weightKg": 100, "reps": "five"}]}]}"#),
    ])
    func aDamagedStoreSaysSoInOneStyle(file: String, content: String) throws {
        let folder = try Self.project()
        try Data(content.utf8).write(to: folder.url.appendingPathComponent("Data/" + file))
        for arguments in [["home"], ["build"], ["log", "Bench Press: 100x5"]] {
            Self.expectOneStyle(try folder.runner.run(arguments), status: 1, arguments)
        }
    }
}
