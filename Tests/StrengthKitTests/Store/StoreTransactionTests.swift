import Foundation
import Testing
@testable import StrengthKit

/// What a command killed mid-change leaves behind is finished or undone by the next command.
@Suite struct StoreTransactionTests {

    @Test func committedChangeIsRolledForwardByTheNextLoad() throws {
        let project = try TestProject()
        let (folder, store) = (project.folder, project.store)
        var data = try store.load()
        var second = data.workouts[0]
        second.id = "2025-03-15-1800-upper-a"
        second.start = second.start.adding(seconds: 86_400)
        second.end = nil
        data.workouts.append(second)
        data.library.exercises[0].favorite = true
        // Staged files and the manifest exist (the commit point passed); the renames did not happen.
        try folder.write(String(decoding: try StoreCoding.encode(VersionedFile(second)), as: UTF8.self), to: "Data/.txn/0.staged")
        try folder.write(String(decoding: try StoreCoding.encode(VersionedFile(data.library)), as: UTF8.self), to: "Data/.txn/1.staged")
        try folder.write("""
            {"operations":[{"path":"workouts/2025/2025-03-15-1800-upper-a.json","staged":"0.staged"},{"path":"exercises.json","staged":"1.staged"}]}
            """, to: "Data/.txn/manifest.json")
        let loaded = try store.load()
        #expect(loaded.workouts.map(\.id) == ["2025-03-14-1800-upper-a", "2025-03-15-1800-upper-a"])
        #expect(loaded.library.exercises[0].favorite)
        #expect(!FileManager.default.fileExists(atPath: folder.file("Data/.txn").path))
    }

    @Test func changeInterruptedBeforeItsCommitPointIsDiscarded() throws {
        let project = try TestProject()
        let (folder, store) = (project.folder, project.store)
        let before = try StoreBadInputTests.snapshot(folder.url)
        try folder.write("{ half a workout", to: "Data/.txn/0.staged")
        try store.update { data in data.settings.site.title = "Changed" }
        #expect(!FileManager.default.fileExists(atPath: folder.file("Data/.txn").path))
        var after = try StoreBadInputTests.snapshot(folder.url)
        after["/settings.json"] = before["/settings.json"]
        #expect(after == before)
    }

    /// Under the exclusive lock no write is under way, so every temp file in `Data/` is a killed
    /// command's: the workout folders' and the root's alike. A load (shared lock) leaves them.
    @Test func leftoverTempFilesOfInterruptedWritesAreIgnoredAndCleaned() throws {
        let project = try TestProject()
        let (folder, store) = (project.folder, project.store)
        let leftovers = ["Data/workouts/2025/.2025-03-16-0700-x.json.tmp-123-456", "Data/workouts/.x.tmp-1-2",
                         "Data/.session.json.tmp-4242-7", "Data/.settings.json.tmp-77-1", "Data/.programs.json.tmp-9-3"]
        for path in leftovers { try folder.write("{ partial", to: path) }
        try folder.write("mine", to: "Data/.notes-tmp-keep")
        #expect(try store.load().workouts.count == 1)
        #expect(leftovers.allSatisfy { FileManager.default.fileExists(atPath: folder.file($0).path) })
        try store.update { data in data.settings.site.title = "Changed" }
        for path in leftovers {
            #expect(!FileManager.default.fileExists(atPath: folder.file(path).path), "\(path)")
        }
        #expect(try folder.read("Data/.notes-tmp-keep") == "mine")
    }

    @Test func changeOfSeveralFilesWritesOnlyThoseAndLeavesNoStaging() throws {
        let project = try TestProject()
        let (folder, store) = (project.folder, project.store)
        let (_, report) = try store.update { data in
            let outcome = try WorkoutLogger.log(
                LogRequest(name: "Arms", start: LocalDateTime("2025-03-16 10:00")!, entries: ["Zottman Curl: 12x10"],
                           createExercises: true), into: &data)
            #expect(outcome.createdExercises.map(\.name) == ["Zottman Curl"])
        }
        #expect(report.changedFiles.sorted() == ["exercises.json", "workouts/2025/2025-03-16-1000-arms.json"])
        #expect(!FileManager.default.fileExists(atPath: folder.file("Data/.txn").path))
        #expect(try store.load().workouts.count == 2)
    }
}
