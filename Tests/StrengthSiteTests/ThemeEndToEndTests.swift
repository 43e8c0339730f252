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

    @Test func buildRefusesAnOutputFolderThatWouldDeleteTheProject() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        let result = try cli.run(["build", "--output", "."])
        #expect(result.status == 1)
        #expect(result.stderr.contains("the output folder would contain the project"))
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Data/settings.json").path))
    }
}
