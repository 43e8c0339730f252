import Foundation
import Testing

/// What `init` says to do next, and how it sets the project up for GitHub Pages: the next commands
/// are right to paste on the day (no invented date, `cd` first when a folder was named), on a
/// terminal as in a script; the two routes to Pages are told with what each makes public, and the
/// files written are the route's.
@Suite struct InitNextStepsEndToEndTests {
    /// The lines after `Next, …:`, without their indent.
    static func nextCommands(_ output: String) -> [String] {
        guard let heading = output.range(of: "\nNext, ") else { return [] }
        return output[heading.upperBound...].split(separator: "\n").dropFirst().map { String($0.dropFirst(2)) }
    }

    /// Pasted into a shell as printed, in the folder `init` ran in, with the binary on the PATH.
    static func paste(_ commands: [String], in folder: TemporaryFolder) throws -> CommandRunner.Result {
        var shell = folder.runner
        shell.executable = URL(fileURLWithPath: "/bin/sh")
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        shell.environment = ["PATH": CommandRunner.binary.deletingLastPathComponent().path + ":" + path]
        return try shell.run(["-e", "-c", commands.joined(separator: "\n")])
    }

    /// Without a terminal: `cd` into the folder, a workout with no date (it ended now), the build;
    /// pasted as printed, they log today's workout and build the site.
    @Test func theNextCommandsArePastedAsPrintedAndLogToday() throws {
        let folder = try TemporaryFolder()
        let created = try folder.runner.run(["init", "my-log", "--time-zone", "UTC"])
        #expect(created.status == 0, "\(created.stderr)")
        let commands = Self.nextCommands(created.stdout)
        #expect(commands == ["cd my-log", "strength-site log --name \"Upper A\" \\", "  --duration 65m \\",
                             "  \"Bench Press: w60x10, 100x5x3\"", "strength-site build"], "\(created.stdout)")
        #expect(!created.stdout.contains("--start"), "no invented date: \(created.stdout)")

        let pasted = try Self.paste(commands, in: folder)
        #expect(pasted.status == 0, "\(pasted.stderr)")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        // The workout ended now and lasted 65 minutes: it started today, or yesterday just after midnight.
        let days = [Date(), Date().addingTimeInterval(-65 * 60)].map { date in
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        }
        let workouts = try FileManager.default.subpathsOfDirectory(atPath: folder.url.appendingPathComponent("my-log/Data/workouts").path)
            .filter { $0.hasSuffix(".json") }
        #expect(workouts.count == 1 && days.contains { day in workouts[0].contains("/\(day)-") }, "\(workouts) on \(days)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("my-log/Site/index.html").path))
    }

    /// On a terminal the same commands follow the answers; with a program, today's plan and its
    /// workout; no `cd` when the project is the current folder.
    @Test func onATerminalTheNextCommandsAreTheSame() throws {
        let scripted = try TemporaryFolder()
        let created = try scripted.runner.run(["init", "my-log", "--time-zone", "UTC"])
        let terminal = try TemporaryFolder()
        // Name, units, no starter program, the route's default.
        let asked = try InitOnboardingEndToEndTests.onTerminal(["init", "my-log", "--time-zone", "UTC"], answers: "\n\nn\n\n", in: terminal)
        #expect(asked.status == 0, "\(asked.screen)")
        #expect(Self.nextCommands(asked.screen) == Self.nextCommands(created.stdout), "\(asked.screen)")

        let here = try TemporaryFolder()
        let program = try here.runner.run(["init", "--time-zone", "UTC", "--days", "3"])
        #expect(program.status == 0, "\(program.stderr)")
        #expect(Self.nextCommands(program.stdout) == ["strength-site home", "strength-site workout start --next"], "\(program.stdout)")
        let spaced = try here.runner.run(["init", "My Log", "--time-zone", "UTC", "--days", "3"])
        #expect(Self.nextCommands(spaced.stdout).first == "cd \"My Log\"", "\(spaced.stdout)")
    }

    /// Without a flag or a terminal: the route that publishes nothing the settings keep private, so
    /// no workflow; both routes are told, each with what it makes public.
    @Test func bothRoutesAreToldAndTheDefaultWritesNoWorkflow() throws {
        let folder = try TemporaryFolder()
        let created = try folder.runner.run(["init", "log", "--time-zone", "UTC"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.contains("  --pages publish (chosen):\n    Keep this project in a private repository (or in none)"),
                "\(created.stdout)")
        #expect(created.stdout.contains("  --pages workflow:\n    Push this project to a public repository"), "\(created.stdout)")
        let told = created.stdout.replacingOccurrences(of: "\n    ", with: " ")
        #expect(told.contains("(GitHub Pages on a private repository needs a paid plan)"), "\(told)")
        #expect(told.contains("everything in Data/ is public, the body weight and notes your settings keep off the site included"), "\(told)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("log/.github").path))
        #expect(created.stderr.isEmpty, "\(created.stderr)")

        let workflow = try folder.runner.run(["init", "public", "--time-zone", "UTC", "--pages", "workflow"])
        #expect(workflow.status == 0, "\(workflow.stderr)")
        #expect(workflow.stdout.contains("  --pages workflow (chosen):"), "\(workflow.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("public/.github/workflows/pages.yml").path))

        for bad in [["--pages", "gh-pages"], ["--pages", "publish", "--no-workflow"], ["--pages", "publish", "--tool-version", "v1"]] {
            let refused = try folder.runner.run(["init", "bad", "--time-zone", "UTC"] + bad)
            #expect(refused.status == 64, "\(bad): \(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("bad").path))
    }

    /// On a terminal init asks, after telling both routes, and writes the route answered.
    @Test func onATerminalInitAsksTheRoute() throws {
        let folder = try TemporaryFolder()
        let asked = try InitOnboardingEndToEndTests.onTerminal(["init", "log", "--time-zone", "UTC", "--no-program"],
                                                               answers: "\n\nbranch\nworkflow\n", in: folder)
        #expect(asked.status == 0, "\(asked.screen)")
        #expect(asked.screen.contains("GitHub Pages can serve the site two ways:\n  --pages publish:\n"), "\(asked.screen)")
        #expect(asked.screen.contains("Publish with, publish or workflow [publish]: "), "\(asked.screen)")
        #expect(asked.screen.contains("Please answer publish or workflow."), "\(asked.screen)")
        #expect(asked.screen.contains("Publishing: --pages workflow."), "\(asked.screen)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("log/.github/workflows/pages.yml").path))
    }

    /// A local path as `--tool-repository` is written as given (a local check of the workflow fetches
    /// it), and init says why GitHub cannot.
    @Test func aLocalToolRepositoryIsWrittenAndWarnedAbout() throws {
        let folder = try TemporaryFolder()
        let created = try folder.runner.run(["init", "log", "--time-zone", "UTC", "--tool-repository", "/srv/strength-site",
                                             "--tool-version", "v1"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stderr == "warning: --tool-repository: /srv/strength-site is a local path, which GitHub cannot fetch, so the "
                + "workflow's build of strength-site will fail on GitHub; it is written to .github/workflows/pages.yml as given "
                + "(set STRENGTH_SITE_REPOSITORY there to an https address)\n")
        let workflow = try String(contentsOf: folder.url.appendingPathComponent("log/.github/workflows/pages.yml"), encoding: .utf8)
        #expect(workflow.contains("  STRENGTH_SITE_REPOSITORY: \"/srv/strength-site\"\n"))
    }
}
