import Foundation
import Testing

/// How the command line reads and answers: global options anywhere, "did you mean", refused
/// contradictions and repeats, colour only on a terminal.
@Suite struct CommandLineEndToEndTests {
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let created = try folder.runner.run(["init", "--units", "kg", "--time-zone", "Europe/Berlin"])
        #expect(created.status == 0, "\(created.stderr)")
        return folder
    }

    @Test func globalOptionsGoBeforeOrAfterTheCommand() throws {
        let folder = try project()
        let elsewhere = CommandRunner(directory: FileManager.default.temporaryDirectory)
        let path = folder.url.path
        for arguments in [
            ["--project", path, "log", "--start", "2025-03-14 18:00", "Bench Press: 100x5"],
            ["--project=\(path)", "--today", "2025-03-20", "history", "list"],
            ["--today", "2025-03-20", "--project", path, "exercise", "show", "Bench Press"],
            ["history", "--project", path, "list"],
            ["history", "list", "--project", path],
        ] {
            let result = try elsewhere.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        #expect(try elsewhere.run(["--project", path, "history", "list"]).stdout.contains("Fri 14 Mar 2025"))
        #expect(try elsewhere.run(["--project", path, "--help"]).stdout.contains("USAGE: strength-site <subcommand>"))
    }

    @Test(arguments: [
        (["biuld"], "error: 'biuld' is not a strength-site command; did you mean 'build'? (see 'strength-site --help')\n"),
        (["--project", ".", "hisotry"], "error: 'hisotry' is not a strength-site command; did you mean 'history'? (see 'strength-site --help')\n"),
        (["xyzzy"], "error: 'xyzzy' is not a strength-site command (see 'strength-site --help')\n"),
        (["theme", "ejct"], "error: 'ejct' is not a strength-site theme command; did you mean 'eject'? (see 'strength-site theme --help')\n"),
        // Under a group whose default subcommand takes no argument, any word must be a subcommand.
        (["template", "shwo"], "error: 'shwo' is not a strength-site template command; did you mean 'show'? (see 'strength-site template --help')\n"),
        (["workout", "ad", "Bench Press: 100x5"], "error: 'ad' is not a strength-site workout command; did you mean 'add'? (see 'strength-site workout --help')\n"),
        (["--today", "2025-03-20", "history", "shw", "x"], "error: 'shw' is not a strength-site history command; did you mean 'show'? (see 'strength-site history --help')\n"),
        (["workout", "xyzzy"], "error: 'xyzzy' is not a strength-site workout command (see 'strength-site workout --help')\n"),
        // `exercise WORD` searches the library: a word near a subcommand that finds nothing was a typo.
        (["exercise", "lst"], "error: 'lst' is not a strength-site exercise command, nor part of an exercise's name or alias; did you mean 'list'? (see 'strength-site exercise --help')\n"),
        (["exercise", "--project", ".", "favorit"], "error: 'favorit' is not a strength-site exercise command, nor part of an exercise's name or alias; did you mean 'favorite'? (see 'strength-site exercise --help')\n"),
    ])
    func aMistypedCommandGetsASuggestion(arguments: [String], message: String) throws {
        let folder = try project()
        let result = try folder.runner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message)
    }

    /// A word that finds exercises is a search even when it is near a subcommand ("row" is two edits
    /// from "show"), and so is any word after `list`.
    @Test(arguments: [
        (["exercise", "bench"], "Bench Press"),
        (["exercise", "row"], "Barbell Row"),
        (["exercise", "list", "lst"], "No exercises match."),
    ])
    func aWordUnderExerciseThatFindsExercisesIsASearch(arguments: [String], output: String) throws {
        let folder = try project()
        let result = try folder.runner.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(output), "\(result.stdout)")
    }

    @Test(arguments: [
        ["exercise", "edit", "Bench Press", "--category", "Chest", "--clear-categories"],
        ["exercise", "edit", "Bench Press"],
        ["exercise", "list", "--favorites", "--archived"],
        ["history", "list", "--limit", "0"],
    ])
    func contradictionsAreRefused(arguments: [String]) throws {
        let folder = try project()
        let before = try folder.dataSnapshot()
        let result = try folder.runner.run(arguments)
        #expect(result.status == 64, "\(result.stdout)")
        #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
        #expect(try folder.dataSnapshot() == before)
    }

    @Test(arguments: [("publish-body-weight", "yes"), ("publish-notes", "no"), ("unit", "lb"), ("privacy_body_weight", "no")])
    func settingsSetEchoesTheKeyItChanged(key: String, value: String) throws {
        let folder = try project()
        let result = try folder.runner.run(["settings", "set", key, value])
        #expect(result.status == 0, "\(result.stderr)")
        let canonical = ["unit": "units", "privacy_body_weight": "publish-body-weight"][key] ?? key
        #expect(result.stdout == "\(canonical) = \(value)\n")
        #expect(try folder.runner.run(["settings"]).stdout.contains(canonical))
    }

    @Test func theSameLogTwiceIsRefusedUnlessForced() throws {
        let folder = try project()
        let cli = folder.runner
        let entry = ["log", "--name", "Push", "--duration", "45m", "Bench Press: 100x5x3"]
        #expect(try cli.run(entry).status == 0)
        let again = try cli.run(entry)
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("error: an identical workout is already logged, started "), "\(again.stderr)")
        #expect(again.stderr.hasSuffix(" so this one was not saved; add --force to log it again\n"))
        // Different sets, or a day later, are not repeats.
        #expect(try cli.run(["log", "--name", "Push", "--duration", "45m", "Bench Press: 100x5x2"]).status == 0)
        #expect(try cli.run(entry + ["--force"]).status == 0)
        #expect(try cli.run(["log", "--name", "Push", "--start", "2025-03-14 18:00", "Bench Press: 100x5x3"]).status == 0)
        #expect(try cli.run(["log", "--name", "Push", "--start", "2025-03-15 18:00", "Bench Press: 100x5x3"]).status == 0)
        let history = try cli.run(["history", "list", "--json"])
        #expect(history.stdout.components(separatedBy: "\"id\"").count - 1 == 5)
    }

    /// Colour needs a terminal: `script` gives the command one.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux's script for a terminal"))
    func colourOnlyOnATerminalAndNeverWithNoColor() throws {
        let folder = try project()
        func onTerminal(_ environment: [String: String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", "'\(CommandRunner.binary.path)' biuld", "/dev/null"]
            process.currentDirectoryURL = folder.url
            var merged = ProcessInfo.processInfo.environment.filter { $0.key != "NO_COLOR" }
            merged["TERM"] = "xterm"
            for (key, value) in environment { merged[key] = value }
            process.environment = merged
            let output = Pipe()
            process.standardOutput = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        #expect(try onTerminal([:]).contains("\u{1B}[31;1merror:\u{1B}[0m 'biuld'"))
        let plain = try onTerminal(["NO_COLOR": "1"])
        #expect(plain.contains("error: 'biuld'") && !plain.contains("\u{1B}"))
        // Not a terminal (the runner's pipes): no colour either.
        #expect(!(try folder.runner.run(["biuld"]).stderr.contains("\u{1B}")))
    }

    @Test func completionScriptsAreGenerated() throws {
        let folder = try project()
        for shell in ["bash", "zsh", "fish"] {
            let result = try folder.runner.run(["--generate-completion-script", shell])
            #expect(result.status == 0)
            #expect(result.stdout.contains("strength-site") && result.stdout.contains("build"))
        }
    }
}
