import Foundation
import Testing

/// `init`'s onboarding through the real binary: on a pseudo-terminal (driven by Python's `pty`) it
/// asks; with flags it needs no terminal; with neither it stays as it was.
@Suite struct InitOnboardingEndToEndTests {
    struct ProgramsFile: Decodable {
        struct Template: Decodable { var id: String; var name: String; var exercises: [Planned] }
        struct Planned: Decodable { var exercise: String; var targetSets: Int; var targetReps: Int?; var targetRepsMax: Int? }
        struct Split: Decodable { var id: String; var name: String; var days: [Day] }
        struct Day: Decodable { var name: String; var templates: [String] }
        var templates: [Template]
        var splits: [Split]
        var activeSplit: String?
    }

    struct SettingsFile: Decodable {
        struct Site: Decodable { var title: String; var author: String? }
        var units: String
        var site: Site
    }

    /// Runs `strength-site ARGUMENTS` with its stdin, stdout and stderr on a pseudo-terminal, types
    /// `answers`, and returns what the terminal showed (the typed answers echoed) and the exit status.
    static func onTerminal(_ arguments: [String], answers: String, in folder: TemporaryFolder) throws -> (status: Int32, screen: String) {
        let script = """
            import os, pty, subprocess, sys
            master, slave = pty.openpty()
            child = subprocess.Popen(sys.argv[2:], stdin=slave, stdout=slave, stderr=slave)
            os.close(slave)
            os.write(master, sys.argv[1].encode())
            screen = b""
            while True:
                try:
                    chunk = os.read(master, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                screen += chunk
            sys.stdout.write(screen.decode())
            sys.exit(child.wait())
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, answers, CommandRunner.binary.path] + arguments
        process.currentDirectoryURL = folder.url
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let screen = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, screen.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    static func read<T: Decodable>(_ type: T.Type, _ file: String, in folder: TemporaryFolder) throws -> T {
        try JSONDecoder().decode(type, from: Data(contentsOf: folder.url.appendingPathComponent("Data/" + file)))
    }

    @Test func onATerminalItAsksAndCreatesTheProgramTheAnswersDescribe() throws {
        let folder = try TemporaryFolder()
        // Name, units, starter program (Enter: yes), focus, days (9 is refused, then 5), equipment.
        let run = try Self.onTerminal(["init", "--time-zone", "UTC", "--no-workflow"],
                                      answers: "Sam\nlb\n\nhypertrophy\n9\n5\nhome\n", in: folder)
        #expect(run.status == 0, "\(run.screen)")
        for prompt in ["Your name", "Units, kg or lb [kg]:", "Set up a starter program", "Focus, strength or hypertrophy [strength]:",
                       "Training days a week, 2 to 6 [3]:", "Please answer a number from 2 to 6.", "Equipment, gym or home"] {
            #expect(run.screen.contains(prompt), "\(prompt) in \(run.screen)")
        }
        #expect(run.screen.contains("Starter program \"Push/Pull/Legs + Upper/Lower\" (5 days), active:"))
        #expect(run.screen.contains("  Push: Dumbbell Bench Press 3 × 8–12, Dumbbell Shoulder Press 3 × 8–12"))

        let settings = try Self.read(SettingsFile.self, "settings.json", in: folder)
        #expect(settings.units == "lb")
        #expect(settings.site.author == "Sam" && settings.site.title == "Sam's training log")
        let programs = try Self.read(ProgramsFile.self, "programs.json", in: folder)
        #expect(programs.activeSplit == "push-pull-legs-upper-lower")
        #expect(programs.splits.map(\.name) == ["Push/Pull/Legs + Upper/Lower"])
        #expect(programs.splits.first?.days.map(\.name) == ["Push", "Pull", "Legs", "Upper", "Lower"])
        #expect(programs.templates.first?.exercises.first?.exercise == "dumbbell-bench-press")
        let machines = ["bench-press", "leg-press", "lat-pulldown", "triceps-pushdown", "squat", "deadlift"]
        #expect(programs.templates.flatMap(\.exercises).allSatisfy { !machines.contains($0.exercise) })
        // The program's exercises are in the library, so the store loads and `log` can use them.
        let logged = try folder.runner.run(["log", "--start", "2025-03-14 18:00", "Goblet Squat: 20x10"])
        #expect(logged.status == 0, "\(logged.stderr)")
    }

    /// The help lists every starter program from the code that makes them (`StarterProgramText.overview`).
    @Test func theHelpDescribesTheStarterPrograms() throws {
        let folder = try TemporaryFolder()
        let help = try folder.runner.run(["help", "init"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("  5: Push/Pull/Legs + Upper/Lower — Push, Pull, Legs, Upper, Lower\n"
                                     + "  6: Push/Pull/Legs — Push A, Pull A, Legs A, Push B, Pull B, Legs B\n"), "\(help.stdout)")
        #expect(help.stdout.contains("  home  dumbbells, kettlebells, bands and bodyweight, without any bar\n"), "\(help.stdout)")
    }

    @Test func declinedOnATerminalThereIsNoProgram() throws {
        let folder = try TemporaryFolder()
        let run = try Self.onTerminal(["init", "--time-zone", "UTC", "--no-workflow"], answers: "\n\nn\n", in: folder)
        #expect(run.status == 0, "\(run.screen)")
        #expect(!run.screen.contains("Goal,"))
        let programs = try Self.read(ProgramsFile.self, "programs.json", in: folder)
        #expect(programs.templates.isEmpty && programs.splits.isEmpty && programs.activeSplit == nil)
        let settings = try Self.read(SettingsFile.self, "settings.json", in: folder)
        #expect(settings.units == "kg" && settings.site.author == nil && settings.site.title == "Training log")
    }

    @Test func anExistingProjectIsRefusedBeforeAnythingIsAsked() throws {
        let folder = try TemporaryFolder()
        #expect(try folder.runner.run(["init", "--time-zone", "UTC", "--no-workflow"]).status == 0)
        let before = try folder.dataSnapshot()
        let run = try Self.onTerminal(["init", "--time-zone", "UTC", "--no-workflow"], answers: "Sam\n", in: folder)
        #expect(run.status == 1, "\(run.screen)")
        #expect(!run.screen.contains("Your name") && run.screen.contains("Data"))
        #expect(try folder.dataSnapshot() == before)
    }

    @Test func flagsAnswerTheQuestionsSoOnlyTheRestAreAsked() throws {
        let folder = try TemporaryFolder()
        let run = try Self.onTerminal(["init", "--time-zone", "UTC", "--no-workflow", "--name", "James", "--units", "kg",
                                       "--focus", "strength", "--days", "4"], answers: "gym\n", in: folder)
        #expect(run.status == 0, "\(run.screen)")
        #expect(!run.screen.contains("Your name") && !run.screen.contains("Units,") && !run.screen.contains("Focus,"))
        #expect(run.screen.contains("Equipment, gym or home"))
        #expect(run.screen.contains("  Upper A: Bench Press 3 × 5, Barbell Row 4 × 6–8"))
        #expect(try Self.read(SettingsFile.self, "settings.json", in: folder).site.title == "James' training log")
    }

    @Test func withoutATerminalTheFlagsMakeTheProgramAndMissingOnesTakeDefaults() throws {
        let folder = try TemporaryFolder()
        let run = try folder.runner.run(["init", "--time-zone", "UTC", "--days", "2", "--title", "Lifting"], stdin: "")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Starter program \"Full Body (2 days)\" (2 days), active:"))
        #expect(run.stdout.contains("  Full Body A: Squat 3 × 5, Bench Press 4 × 6–8, Barbell Row 4 × 6–8, Lateral Raise 3 × 8–12, Plank 3 × 0:30"))
        let programs = try Self.read(ProgramsFile.self, "programs.json", in: folder)
        #expect(programs.activeSplit == "full-body-2-days")
        #expect(programs.splits.first?.days.map(\.templates) == [["full-body-a"], ["full-body-b"]])
        #expect(try Self.read(SettingsFile.self, "settings.json", in: folder).site.title == "Lifting")
    }

    @Test func withoutATerminalOrFlagsNothingIsAskedAndNoProgramMade() throws {
        let folder = try TemporaryFolder()
        let run = try folder.runner.run(["init", "--time-zone", "UTC"], stdin: "Sam\nlb\n")
        #expect(run.status == 0)
        #expect(!run.stdout.contains("Starter program") && !run.stdout.contains("?"))
        let programs = try Self.read(ProgramsFile.self, "programs.json", in: folder)
        #expect(programs.templates.isEmpty && programs.activeSplit == nil)
        #expect(try Self.read(SettingsFile.self, "settings.json", in: folder).units == "kg")
    }

    /// `--focus` is the starter program's; `--goal`, its first name, still works but is not listed, and
    /// the help says where goals are set.
    @Test func focusIsListedAndGoalIsItsHiddenOlderName() throws {
        let folder = try TemporaryFolder()
        let help = try folder.runner.run(["init", "--help"]).stdout
        #expect(help.contains("--focus <focus>") && !help.contains("--goal <"))
        // Prose is folded to the terminal's width, so the command may span two lines.
        #expect(help.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("`strength-site goal add`"), "\(help)")
        let run = try folder.runner.run(["init", "--time-zone", "UTC", "--no-workflow", "--goal", "hypertrophy", "--days", "2"], stdin: "")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Full Body A: Squat 3 × 8–12"), "\(run.stdout)")
    }

    @Test(arguments: [
        (["--days", "7"], "--days: 7 is not between 2 and 6"),
        (["--focus", "power"], "--focus: 'power' is not strength or hypertrophy"),
        (["--goal", "power"], "--goal: 'power' is not strength or hypertrophy"),
        (["--focus", "strength", "--goal", "strength"], "--goal is the older name of --focus: give one of them"),
        (["--no-program", "--goal", "strength"], "--no-program contradicts --focus, --days and --equipment"),
        (["--equipment", "garage"], "--equipment: 'garage' is not gym or home"),
        (["--no-program", "--days", "3"], "--no-program contradicts --focus, --days and --equipment"),
        (["--name", " "], "--name: the name is empty"),
    ])
    func badOnboardingFlagsAreOneLineAndCreateNothing(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        let run = try folder.runner.run(["init", "--time-zone", "UTC"] + arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Data").path))
    }
}
