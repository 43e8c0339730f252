import Foundation
import Testing
@testable import StrengthKit

/// `Data/session.json`: written and removed through `update`, read by `load`, checked by the
/// validator, and left out of the digest a build compares.
@Suite struct LiveSessionStoreTests {
    @Test func theSessionIsWrittenReadAndRemovedByTheStore() throws {
        let project = try TestProject(try LiveWorkoutTests.data())
        let file = project.folder.url.appendingPathComponent("Data/session.json")
        #expect(try project.store.load().session == nil)
        let digestBefore = try project.store.snapshot().digest()
        let (_, report) = try project.store.update { data in
            try LiveWorkout.start(.init(plan: .template("push"), start: LiveWorkoutTests.at("2025-03-12 18:00")), in: &data)
            try LiveWorkout.add(["Bench Press: 60x12"], in: &data)
        }
        #expect(report.changedFiles == ["session.json"])
        #expect(FileManager.default.fileExists(atPath: file.path))
        let loaded = try #require(try project.store.load().session)
        #expect(loaded.exercises.map(\.sets.count) == [1])
        #expect(try project.store.snapshot().digest() == digestBefore, "the site does not show the session")
        try project.store.update { data in DataTransfer.reset(&data) }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aSessionNamingAnUnknownExerciseIsRefusedWithItsFile() throws {
        let project = try TestProject(try LiveWorkoutTests.data())
        try project.store.update { data in
            try LiveWorkout.start(.init(plan: .empty, start: LiveWorkoutTests.at("2025-03-12 18:00")), in: &data)
        }
        let file = project.folder.url.appendingPathComponent("Data/session.json")
        let text = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "\"exercises\" : [\n\n  ]", with: "\"exercises\" : [ { \"exercise\" : \"nope\", \"sets\" : [] } ]")
        try Data(text.utf8).write(to: file)
        #expect { try project.store.load() } throws: { error in
            "\(error)" == "Data/session.json: exercises[0].exercise: no exercise has the id 'nope' (exercises.json)"
        }
    }

    /// A field no decoder reads is refused in the session file too, never dropped by the next write.
    @Test func aSessionWithAnUnknownFieldIsRefused() throws {
        let project = try TestProject(try LiveWorkoutTests.data())
        try project.store.update { data in
            try LiveWorkout.start(.init(plan: .empty, start: LiveWorkoutTests.at("2025-03-12 18:00")), in: &data)
        }
        let file = project.folder.url.appendingPathComponent("Data/session.json")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"exercises\" : [", with: "\"playlist\" : \"loud\", \"exercises\" : [")
        try Data(text.utf8).write(to: file)
        #expect { try project.store.load() } throws: { error in
            "\(error)" == "Data/session.json: playlist: no field has that name (a typo, or a newer version's); remove it or fix its name"
        }
    }
}
