import Foundation
import Testing

/// `theme eject` and template overrides through the binary.
@Suite struct ThemeEndToEndTests {
    @Test func ejectedThemeIsUsedAndABrokenTemplateStopsTheBuildWithFileAndLine() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        #expect(try cli.run(["log", "--start", "2025-03-10 18:00", "--name", "Legs", "Squat: 100x5"]).status == 0)

        let ejected = try cli.run(["theme", "eject"])
        #expect(ejected.status == 0, "\(ejected.stderr)")
        let templates = folder.url.appendingPathComponent("Templates")
        #expect(FileManager.default.fileExists(atPath: templates.appendingPathComponent("workout.mustache").path))
        #expect(FileManager.default.fileExists(atPath: templates.appendingPathComponent("style.css").path))
        let again = try cli.run(["theme", "eject"])
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("error: Templates: already has "))
        #expect(again.stderr.hasSuffix("; pass --force to replace them\n"))

        let workoutTemplate = templates.appendingPathComponent("workout.mustache")
        let original = try String(contentsOf: workoutTemplate, encoding: .utf8)
        try Data(original.replacingOccurrences(of: "<h1>{{name}}</h1>", with: "<h1>Session: {{name}}</h1>").utf8).write(to: workoutTemplate)
        let built = try cli.run(["build", "--today", "2025-03-12"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout.hasPrefix("Built "))
        let page = try String(contentsOf: folder.url.appendingPathComponent("Site/workouts/2025-03-10-1800-legs.html"), encoding: .utf8)
        #expect(page.contains("<h1>Session: Legs</h1>"))

        try Data((original + "\n{{#entries}}never closed\n").utf8).write(to: workoutTemplate)
        let broken = try cli.run(["build", "--today", "2025-03-12"])
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("error: Templates/workout.mustache:"), "\(broken.stderr)")
        #expect(broken.stderr.split(separator: "\n").count == 1)
    }

    @Test func aTemplateUsingTransformsIsRenderedBySwiftMustacheWithANote() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        #expect(try cli.run(["log", "--start", "2025-03-10 18:00", "--name", "Legs", "Squat: 100x5"]).status == 0)
        #expect(try cli.run(["theme", "eject"]).status == 0)
        let workoutTemplate = folder.url.appendingPathComponent("Templates/workout.mustache")
        let original = try String(contentsOf: workoutTemplate, encoding: .utf8)
        try Data(original.replacingOccurrences(of: "<h1>{{name}}</h1>", with: "<h1>{{uppercased(name)}}</h1>").utf8)
            .write(to: workoutTemplate)

        let built = try cli.run(["build", "--today", "2025-03-12"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr == "note: Templates/workout.mustache uses transforms ({{name(value)}}), which only swift-mustache "
            + "renders; pages render several times slower\n")
        let page = try String(contentsOf: folder.url.appendingPathComponent("Site/workouts/2025-03-10-1800-legs.html"), encoding: .utf8)
        #expect(page.contains("<h1>LEGS</h1>"))
    }

    @Test func buildRefusesOutputFoldersThatAreNotSites() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        #expect(try cli.run(["theme", "eject"]).status == 0)
        for (output, reason) in [(".", "would contain the project"), ("Templates", "Templates/ (the theme)"),
                                 ("Data", "Data/ (the store)"), (".strength-site", ".strength-site/")] {
            let result = try cli.run(["build", "--output", output, "--force"])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("error: \(output): ") && result.stderr.contains(reason), "\(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Data/settings.json").path))
        let ejected = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("Templates").path)
        // Every file of the repository's Templates/ but its README: the templates and the stylesheet.
        let shipped = try FileManager.default.contentsOfDirectory(atPath: TestPaths.repository.appendingPathComponent("Templates").path)
        #expect(Set(ejected) == Set(shipped.filter { $0 != "README.md" }))
    }

    @Test func buildIntoAFolderWithOtherFilesKeepsThem() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        #expect(try cli.run(["log", "--start", "2025-03-14 18:00", "Bench Press: 100x5"]).status == 0)
        let out = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("hi\n".utf8).write(to: out.appendingPathComponent("CNAME"))
        try Data("x".utf8).write(to: out.appendingPathComponent("notes.txt"))
        let refused = try cli.run(["build", "-o", "out"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: out: holds 2 files no strength-site build wrote (CNAME, notes.txt); build into an "
            + "empty folder, or pass --force to build beside them (they are kept; a file at the path of one of the site's pages is replaced)\n")
        let forced = try cli.run(["build", "-o", "out", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains(" 0 removed"))
        #expect(forced.stderr.contains("Kept 2 files in out that strength-site did not write: CNAME, notes.txt"))
        #expect(try cli.run(["history", "delete", "2025-03-14-1800-workout", "--yes"]).status == 0)
        let again = try cli.run(["build", "-o", "out"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!again.stderr.contains("Kept"))
        #expect(try String(contentsOf: out.appendingPathComponent("CNAME"), encoding: .utf8) == "hi\n")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("notes.txt").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("workouts/2025-03-14-1800-workout.html").path))
    }
}
