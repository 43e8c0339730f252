import Foundation
import Testing
@testable import StrengthKit

@Suite struct DataTransferTests {
    func projectWithPrograms() throws -> TestProject {
        var data = try StoreRoundTripTests.sampleData()
        data.programs = Programs(
            templates: [WorkoutTemplate(id: "upper-a", name: "Upper A", exercises: [TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 5)])],
            splits: [Split(id: "upper-lower", name: "Upper / Lower", days: [SplitDay(name: "Monday", templates: ["upper-a"])])],
            activeSplit: "upper-lower")
        data.workouts[0].template = "upper-a"
        return try TestProject(data)
    }

    @Test func exportResetImportExportGivesIdenticalBytes() throws {
        let project = try projectWithPrograms()
        let store = project.store
        let first = try DataTransfer.exportData(try store.load())
        try store.update { DataTransfer.reset(&$0) }
        #expect(try store.load().workouts.isEmpty)
        #expect(try store.load().library.exercises.isEmpty)
        let document = try ExportDocumentImport.read(first, path: "export.json")
        try store.update { data in _ = try ExportDocumentImport.merge(document, into: &data, replaceSettings: false, path: "export.json") }
        #expect(try DataTransfer.exportData(try store.load()) == first)
    }

    @Test func importingTheSameDocumentTwiceAddsNothingTheSecondTime() throws {
        let project = try projectWithPrograms()
        let store = project.store
        let exported = try DataTransfer.exportData(try store.load())
        let document = try ExportDocumentImport.read(exported, path: "export.json")
        let (summary, report) = try store.update { data in
            try ExportDocumentImport.merge(document, into: &data, replaceSettings: false, path: "export.json")
        }
        #expect(summary.workoutsAdded == 0)
        #expect(summary.workoutsAlreadyPresent == 1)
        #expect(summary.exercisesAdded == 0)
        #expect(report.changedFiles.isEmpty)
    }

    @Test func importIntoAnotherStoreMatchesExercisesByName() throws {
        let project = try projectWithPrograms()
        let source = project.store
        let document = try ExportDocumentImport.read(try DataTransfer.exportData(try source.load()), path: "export.json")
        var library = StarterLibrary.library
        library.exercises = library.exercises.map { exercise in
            var renamed = exercise
            if exercise.id == "bench-press" { renamed.id = "flat-bench" }
            return renamed
        }
        let other = try TestProject(ProjectData(library: library))
        let target = other.store
        let (summary, _) = try target.update { data in
            try ExportDocumentImport.merge(document, into: &data, replaceSettings: false, path: "export.json")
        }
        #expect(summary.workoutsAdded == 1)
        #expect(summary.setsAdded == 3)
        #expect(summary.exercisesAdded == 0)
        #expect(try target.load().workouts[0].exercises[0].exercise == "flat-bench")
    }

    @Test func documentWithUnsafeWorkoutIDIsRefusedNamingTheDocument() throws {
        let project = try projectWithPrograms()
        let store = project.store
        let text = String(decoding: try DataTransfer.exportData(try store.load()), as: UTF8.self)
            .replacingOccurrences(of: "\"id\" : \"2025-03-14-1800-upper-a\"", with: "\"id\" : \"2025-03-14-../../escape\"")
        #expect(throws: StoreError(path: "evil.json", reason: .invalid(
            field: "workouts[0].id", "'2025-03-14-../../escape' is not a workout id (YYYY-MM-DD- followed by lowercase letters, digits and hyphens)"))) {
            try ExportDocumentImport.read(Data(text.utf8), path: "evil.json")
        }
    }

    @Test func documentThatIsNotAnExportIsRefused() {
        #expect(throws: ImportError(path: "x.json", message: "not a strength-site export (its \"format\" is not \"strength-site-export\")")) {
            try ExportDocumentImport.read(Data("{\"workouts\": []}".utf8), path: "x.json")
        }
    }
}
