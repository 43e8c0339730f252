import Foundation
import Testing
@testable import StrengthKit

@Suite struct LibraryEditorTests {
    @Test func deletingAnExerciseWithHistoryArchivesIt() throws {
        var data = try StoreRoundTripTests.sampleData()
        #expect(try LibraryEditor.deleteExercise(id: "bench-press", in: &data) == .archivedBecauseOfHistory(workouts: 1))
        #expect(data.library.exercise(id: "bench-press")?.archived == true)
        #expect(try LibraryEditor.deleteExercise(id: "squat", in: &data) == .deleted)
        #expect(data.library.exercise(id: "squat") == nil)
    }

    @Test func deletingAnExerciseTemplatesPlanNeedsConsentAndKeepsEveryTemplateNonEmpty() throws {
        var data = try ProgramFixture.data()
        #expect(LibraryEditor.templates(using: "overhead-press", in: data) == ["Push A"])
        #expect(throws: LibraryEditor.Failure.exerciseInTemplates("Overhead Press", templates: ["Push A"])) {
            try LibraryEditor.deleteExercise(id: "overhead-press", in: &data)
        }
        #expect(throws: LibraryEditor.Failure.onlyExerciseOfTemplates("Barbell Curl", templates: ["Arms"])) {
            try LibraryEditor.deleteExercise(id: "barbell-curl", removingFromTemplates: true, in: &data)
        }
        #expect(try LibraryEditor.deleteExercise(id: "overhead-press", removingFromTemplates: true, in: &data) == .deletedFromTemplates(["Push A"]))
        #expect(data.programs.templates[0].exercises.map(\.exercise) == ["bench-press", "triceps-pushdown"])
        // With history it is archived and stays planned.
        #expect(try LibraryEditor.deleteExercise(id: "bench-press", in: &data) == .archivedBecauseOfHistory(workouts: 4))
        #expect(data.programs.templates[0].exercises.map(\.exercise) == ["bench-press", "triceps-pushdown"])
        #expect(LibraryEditor.Failure.exerciseInTemplates("Dip", templates: ["A", "B"]).description
                == "Dip is planned in templates \"A\", \"B\"; pass --yes to delete it and take it out of them")
    }

    @Test func deletingACategoryInUseNamesItsExercises() throws {
        var data = try StoreRoundTripTests.sampleData()
        #expect(throws: LibraryEditor.Failure.categoryInUse("Calves", exercises: ["Standing Calf Raise"])) {
            try LibraryEditor.deleteCategory(id: "calves", in: &data)
        }
        try LibraryEditor.addCategory(name: "Neck", in: &data)
        try LibraryEditor.deleteCategory(id: "neck", in: &data)
        #expect(data.library.category(id: "neck") == nil)
    }

    @Test(arguments: [
        ("Chest", "a category named \"Chest\" already exists"),
        ("chest", "a category named \"chest\" already exists"),
        ("Posterior chain work", "'Posterior chain work' is 20 characters; a category name has at most 20"),
        ("Posterior chain works", "'Posterior chain works' is 21 characters; a category name has at most 20"),
        ("", "a category name cannot be empty"),
        (" Neck", "' Neck' has spaces at its start or end"),
    ])
    func categoryNamesAreUniqueAndAtMostTwentyCharacters(_ name: String, _ message: String) throws {
        var data = try StoreRoundTripTests.sampleData()
        if name.count == 20 {
            #expect(try LibraryEditor.addCategory(name: name, in: &data).name == name)
        } else {
            let error = try #require(throws: LibraryEditor.Failure.self) { try LibraryEditor.addCategory(name: name, in: &data) }
            #expect(error.description == message)
        }
    }

    @Test func movingACategoryChangesItsPosition() throws {
        var data = try StoreRoundTripTests.sampleData()
        try LibraryEditor.moveCategory(id: "core", to: 1, in: &data)
        #expect(data.library.categories.prefix(3).map(\.id) == ["core", "chest", "back"])
        #expect(throws: LibraryEditor.Failure.badPosition(99, count: 13)) { try LibraryEditor.moveCategory(id: "core", to: 99, in: &data) }
    }

    @Test func renamingAnExerciseKeepsTheOldNameAsAnAlias() throws {
        var data = try StoreRoundTripTests.sampleData()
        let edited = try LibraryEditor.editExercise(id: "bench-press", changes: .init(name: "Flat Bench Press"), in: &data)
        #expect(edited.id == "bench-press")
        #expect(edited.aliases == ["Bench Press"])
        #expect(ExerciseMatcher(library: data.library).exercise(named: "bench press")?.id == "bench-press")
    }

    @Test func typeChangeThatLoggedSetsWouldNotFitIsRefused() throws {
        var data = try StoreRoundTripTests.sampleData()
        #expect(throws: LibraryEditor.Failure.typeChangeBreaksHistory(exercise: "Bench Press", from: .weightReps, to: .duration, sets: 2)) {
            try LibraryEditor.editExercise(id: "bench-press", changes: .init(type: .duration), in: &data)
        }
        _ = try LibraryEditor.editExercise(id: "squat", changes: .init(type: .bodyweightReps), in: &data)
    }

    @Test func duplicateNamesAreRefusedIgnoringCaseAndPunctuation() throws {
        var data = try StoreRoundTripTests.sampleData()
        #expect(throws: LibraryEditor.Failure.duplicateName("pull-up", existing: "Pull Up")) {
            try LibraryEditor.addExercise(name: "pull-up", type: .bodyweightReps, to: &data)
        }
    }

    @Test func matcherSuggestsCloseNames() {
        let matcher = ExerciseMatcher(library: StarterLibrary.library)
        #expect(matcher.suggestions(for: "Bench Pres") == ["Bench Press"])
        #expect(matcher.suggestions(for: "Sqaut") == ["Squat"])
        #expect(matcher.exercise(named: "PULL-UP")?.id == "pull-up")
    }
}
