import Foundation
import Testing

/// The record of what a build wrote moves with the project: after the project folder is moved or
/// copied, a workout deleted there loses its page at the next build, `--clean` or not.
@Suite struct BuildMovedProjectEndToEndTests {
    /// A project with two workouts, built once, in `parent/first`.
    static func builtProject(in parent: TemporaryFolder) throws -> URL {
        let project = parent.url.appendingPathComponent("first")
        let runner = CommandRunner(directory: parent.url)
        #expect(try runner.run(["init", "first", "--no-workflow", "--units", "kg", "--time-zone", "UTC"]).status == 0)
        let inside = CommandRunner(directory: project)
        #expect(try inside.run(["log", "--start", "2026-11-20 18:00", "--name", "A", "Squat: 100x5"]).status == 0)
        #expect(try inside.run(["log", "--start", "2026-11-22 18:00", "--name", "B", "Squat: 105x5"]).status == 0)
        #expect(try inside.run(["build"]).status == 0)
        return project
    }

    @Test(arguments: [false, true])
    func aMovedProjectRemovesTheDeletedWorkoutsPage(clean: Bool) throws {
        let parent = try TemporaryFolder()
        let moved = parent.url.appendingPathComponent("moved")
        try FileManager.default.moveItem(at: try Self.builtProject(in: parent), to: moved)
        let runner = CommandRunner(directory: moved)
        #expect(try runner.run(["history", "delete", "2026-11-22-1800-b", "--yes"]).status == 0)
        let built = try runner.run(["build"] + (clean ? ["--clean"] : []))
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout.contains(", 1 removed,"), "\(built.stdout)")
        #expect(!built.stdout.contains("did not write"))
        #expect(!FileManager.default.fileExists(atPath: moved.appendingPathComponent("Site/workouts/2026-11-22-1800-b.html").path))
    }

    @Test func aCopiedProjectToo() throws {
        let parent = try TemporaryFolder()
        let original = try Self.builtProject(in: parent)
        let copy = parent.url.appendingPathComponent("copy")
        try FileManager.default.copyItem(at: original, to: copy)
        let runner = CommandRunner(directory: copy)
        #expect(try runner.run(["history", "delete", "2026-11-22-1800-b", "--yes"]).status == 0)
        let built = try runner.run(["build"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent("Site/workouts/2026-11-22-1800-b.html").path))
        // The original is untouched.
        #expect(FileManager.default.fileExists(atPath: original.appendingPathComponent("Site/workouts/2026-11-22-1800-b.html").path))
    }
}
