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
        data.goals = GoalStoreTests.goals
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

    /// Held and confirmed sets survive the round trip: a confirmed set is never judged again, a held
    /// one is judged again by the same rule against the same history, and stays held.
    @Test func heldAndConfirmedSetsRoundTripByteForByte() throws {
        var data = try StoreRoundTripTests.sampleData()
        let lift = try #require(data.workouts[0].exercises.first { data.library.exercise(id: $0.exercise)?.type == .weightReps })
        let later = Workout(id: "2025-06-02-1800-spikes", name: "Spikes",
                            start: Timestamp(secondsSinceEpoch: data.workouts[0].start.secondsSinceEpoch + 30 * 86_400, utcOffsetSeconds: 3600),
                            exercises: [LoggedExercise(exercise: lift.exercise, sets: [
                                WorkoutSet(weightKg: 600, reps: 5, review: .confirmed),
                                WorkoutSet(weightKg: 1490, reps: 5, review: .heldAsOutlier),
                                WorkoutSet(weightKg: 60, reps: 5, review: .heldAsBodyWeight),
                            ])])
        data.workouts.append(later)
        let project = try TestProject(data)
        let store = project.store
        let first = try DataTransfer.exportData(try store.load())
        try store.update { DataTransfer.reset(&$0) }
        let document = try ExportDocumentImport.read(first, path: "export.json")
        let (summary, _) = try store.update { data in
            try ExportDocumentImport.merge(document, into: &data, replaceSettings: false, path: "export.json")
        }
        #expect(summary.setsHeld == 1)
        #expect(try DataTransfer.exportData(try store.load()) == first)
        let sets = try #require(try store.load().workouts.first { $0.id == later.id }).exercises[0].sets
        #expect(sets.map(\.review) == [.confirmed, .heldAsOutlier, .heldAsBodyWeight])
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

    /// A project with history keeps its own items: the document's are matched to them.
    @Test func importIntoAnotherStoreWithHistoryMatchesExercisesByName() throws {
        let project = try projectWithPrograms()
        let source = project.store
        let document = try ExportDocumentImport.read(try DataTransfer.exportData(try source.load()), path: "export.json")
        var library = StarterLibrary.library
        library.exercises = library.exercises.map { exercise in
            var renamed = exercise
            if exercise.id == "bench-press" { renamed.id = "flat-bench" }
            return renamed
        }
        let other = try TestProject(ProjectData(library: library, bodyWeight: BodyWeightLog(entries: [
            BodyWeightEntry(date: LocalDay("2025-01-02")!, weightKg: 79),
        ])))
        let target = other.store
        let (summary, _) = try target.update { data in
            try ExportDocumentImport.merge(document, into: &data, replaceSettings: false, path: "export.json")
        }
        #expect(summary.workoutsAdded == 1)
        #expect(summary.setsAdded == 3)
        #expect(summary.exercisesAdded == 0)
        #expect(try target.load().workouts[0].exercises[0].exercise == "flat-bench")
    }

    /// A workout under way in a project with no history yet names the project's exercises: restoring a
    /// document moves them to the document's exercise of the same name, and keeps a starter exercise
    /// the document lacks while the live workout logs it, so the store still loads.
    @Test func restoringMovesTheLiveWorkoutsExercisesAlong() throws {
        var source = ProjectData(library: ExerciseLibrary(exercises: [Exercise(id: "flat-bench", name: "Bench Press", type: .weightReps)]))
        source.bodyWeight = BodyWeightLog(entries: [BodyWeightEntry(date: LocalDay("2025-01-02")!, weightKg: 79)])
        let document = ExportDocument(source)
        var target = ProjectData(library: StarterLibrary.library)
        target.session = LiveSession(name: "Push", start: Timestamp(secondsSinceEpoch: 1_742_000_000, utcOffsetSeconds: 0),
                                     plan: [TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 5)],
                                     exercises: [LoggedExercise(exercise: "bench-press", sets: [WorkoutSet(weightKg: 100, reps: 5)]),
                                                 LoggedExercise(exercise: "squat", sets: [WorkoutSet(weightKg: 140, reps: 5)])])
        let summary = try ExportDocumentImport.merge(document, into: &target, replaceSettings: false, path: "export.json")
        #expect(summary.restored)
        #expect(target.session?.plan.map(\.exercise) == ["flat-bench"])
        #expect(target.session?.exercises.map(\.exercise) == ["flat-bench", "squat"])
        #expect(target.library.exercises.map(\.id) == ["flat-bench", "squat"])
        try StoreValidator.validate(target, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/project")))
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

    /// The export document's version went to 2 with goals (to 3 with blocks, `BlockStoreTests`, and to 4 with posts, `JournalStoreTests`): a
    /// version 1 document (no `goals`, no `blocks`) still reads, as one without goals; a newer one is
    /// refused, naming the newest this one reads.
    @Test func documentVersionsBeforeAndAfterGoals() throws {
        let project = try projectWithPrograms()
        let current = String(decoding: try DataTransfer.exportData(try project.store.load()), as: UTF8.self)
        #expect(current.contains("\"schemaVersion\" : 4"))
        var version1 = try #require(try JSONSerialization.jsonObject(with: Data(current.utf8)) as? [String: Any])
        version1["schemaVersion"] = 1
        version1["goals"] = nil
        version1["blocks"] = nil
        version1["posts"] = nil
        let old = try ExportDocumentImport.read(try JSONSerialization.data(withJSONObject: version1), path: "old.json")
        #expect(old.goals.isEmpty && old.workouts.count == 1)
        version1["schemaVersion"] = 2
        #expect(throws: StoreError(path: "two.json", reason: .malformed(field: "goals", "missing (required)"))) {
            try ExportDocumentImport.read(try JSONSerialization.data(withJSONObject: version1), path: "two.json")
        }
        let newer = current.replacingOccurrences(of: "\"schemaVersion\" : 4", with: "\"schemaVersion\" : 5")
        let error = try #require(throws: StoreError.self) { try ExportDocumentImport.read(Data(newer.utf8), path: "new.json") }
        #expect(error.description == "new.json: written with schema version 5, newer than this strength-site understands (up to 4); upgrade strength-site")
    }

    /// Merged into a project with history, a goal is added unless the project has its id or its target
    /// (on the project's own exercise).
    @Test func mergeAddsTheGoalsTheProjectLacks() throws {
        let project = try projectWithPrograms()
        let document = ExportDocument(try project.store.load())
        var target = ProjectData(library: StarterLibrary.library,
                                 bodyWeight: BodyWeightLog(entries: [BodyWeightEntry(date: LocalDay("2025-01-02")!, weightKg: 79)]),
                                 goals: [Goal(id: "mine", target: .bodyWeight(kg: 78), added: LocalDay("2025-01-02")!)])
        let summary = try ExportDocumentImport.merge(document, into: &target, replaceSettings: false, path: "export.json")
        #expect(summary.goalsAdded == 3)
        #expect(target.goals.map(\.id) == ["mine", "squat-e1rm", "bench-press-set", "workouts-per-week"])
    }

    @Test func documentThatIsNotAnExportIsRefused() {
        #expect(throws: ImportError(path: "x.json", message: "not a strength-site export (its \"format\" is not \"strength-site-export\")")) {
            try ExportDocumentImport.read(Data("{\"workouts\": []}".utf8), path: "x.json")
        }
    }

    /// A project with history: templates and splits are matched by name too, an added split refers to
    /// the store's templates, and workouts to the store's template and split.
    @Test func mergeMatchesTemplatesAndSplitsByNameAndMovesReferencesToThem() throws {
        let project = try projectWithPrograms()
        var source = try project.store.load()
        source.programs.splits.append(Split(id: "full", name: "Full", days: [SplitDay(name: "Any", templates: ["upper-a"])]))
        source.workouts[0].splitDay = SplitDayReference(split: "upper-lower", day: "monday")
        let document = ExportDocument(source)
        var target = ProjectData(library: StarterLibrary.library,
                                 programs: Programs(templates: [WorkoutTemplate(id: "mine", name: "upper a", exercises: [])],
                                                    splits: [Split(id: "ul", name: "UPPER / LOWER", days: [SplitDay(name: "Mon", templates: ["mine"])])]),
                                 bodyWeight: BodyWeightLog(entries: [BodyWeightEntry(date: LocalDay("2025-01-02")!, weightKg: 79)]))
        let summary = try ExportDocumentImport.merge(document, into: &target, replaceSettings: false, path: "export.json")
        #expect(!summary.restored)
        #expect(summary.templatesAdded == 0 && summary.splitsAdded == 1)
        #expect(target.programs.templates.map(\.id) == ["mine"])
        #expect(target.programs.splits.map(\.id) == ["ul", "full"])
        #expect(target.programs.splits[1].days[0].templates == ["mine"])
        #expect(target.programs.activeSplit == "ul")
        #expect(target.workouts[0].template == "mine")
        #expect(target.workouts[0].splitDay == SplitDayReference(split: "ul", day: "monday"))
    }

    /// A library as a lifter leaves it: favourites, archived, notes, renamed and reordered categories.
    static func lifterData() throws -> ProjectData {
        var data = try StoreRoundTripTests.sampleData()
        for index in data.library.exercises.indices {
            switch data.library.exercises[index].id {
            case "bench-press": data.library.exercises[index].favorite = true
            case "leg-press": data.library.exercises[index].archived = true
            case "squat": data.library.exercises[index].notes = "Belt on top sets."
            default: break
            }
        }
        data.library.exercises.removeAll { $0.id == "jump-rope" }
        data.library.exercises.append(Exercise(id: "plate-pinch", name: "Plate Pinch", type: .weightDuration, categories: ["grip"]))
        data.library.exercises.sort { $0.id < $1.id }
        data.library.categories = [ExerciseCategory(id: "grip", name: "Grip")] + data.library.categories.reversed().map { category in
            category.id == "back" ? ExerciseCategory(id: "back", name: "Lats") : category
        }
        data.programs = Programs(
            templates: [WorkoutTemplate(id: "upper-a", name: "Upper A", notes: "Heavy", exercises: [
                TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 5, targetRPE: 8),
                TemplateExercise(exercise: "plate-pinch", targetSets: 2, targetWeightKg: 20, targetSeconds: 45),
            ])],
            splits: [Split(id: "upper-lower", name: "Upper / Lower", days: [SplitDay(id: "mon", name: "Monday", templates: ["upper-a"])])],
            activeSplit: "upper-lower")
        data.workouts[0].template = "upper-a"
        data.workouts[0].splitDay = SplitDayReference(split: "upper-lower", day: "mon")
        data.workouts[0].readiness = Readiness(energy: .low, soreness: .mild, minutesAvailable: 45)
        data.goals = GoalStoreTests.goals
        return data
    }

    @Test func intoAProjectWithNoHistoryTheDocumentIsRestoredWhole() throws {
        let source = try Self.lifterData()
        var target = ProjectData(settings: Settings(units: .kg, timeZone: "UTC"), library: StarterLibrary.library)
        let summary = try ExportDocumentImport.merge(ExportDocument(source), into: &target, replaceSettings: false, path: "export.json")
        #expect(summary.restored && summary.settingsReplaced)
        #expect(summary.workoutsAdded == 1 && summary.exercisesAdded == 1 && summary.categoriesAdded == 1)
        #expect(summary.templatesAdded == 1 && summary.splitsAdded == 1 && summary.bodyWeightEntriesAdded == 1)
        #expect(summary.goalsAdded == 4)
        // Jump Rope, deleted in the source and used by nothing here, is not brought back.
        #expect(target == source)
    }

    @Test func restoringKeepsTheProjectsOwnItemsAfterTheDocumentsAndMovesTheirReferences() throws {
        let source = try Self.lifterData()
        var library = StarterLibrary.library
        library.exercises.append(Exercise(id: "sled-push", name: "Sled Push", type: .weightDuration, categories: ["quads"]))
        library.exercises.append(Exercise(id: "my-pinch", name: "plate pinch", type: .weightDuration, categories: ["legs"]))
        library.categories.append(ExerciseCategory(id: "legs", name: "Grip"))
        var target = ProjectData(library: library, programs: Programs(
            templates: [WorkoutTemplate(id: "conditioning", name: "Conditioning", exercises: [
                TemplateExercise(exercise: "sled-push", targetSets: 3, targetSeconds: 30),
                TemplateExercise(exercise: "my-pinch", targetSets: 3, targetSeconds: 30),
                TemplateExercise(exercise: "jump-rope", targetSets: 3, targetReps: 100),
            ])],
            splits: [Split(id: "mine", name: "Mine", days: [SplitDay(name: "Day", templates: ["conditioning"])])],
            activeSplit: "mine"))
        _ = try ExportDocumentImport.merge(ExportDocument(source), into: &target, replaceSettings: false, path: "export.json")
        #expect(target.library.categories == source.library.categories)
        #expect(target.library.exercise(id: "sled-push")?.categories == ["quads"])
        #expect(target.library.exercise(id: "my-pinch") == nil)
        // Jump Rope stays: a template of the project's own names it.
        #expect(target.library.exercise(id: "jump-rope") != nil)
        #expect(target.programs.templates.map(\.id) == ["upper-a", "conditioning"])
        #expect(target.programs.templates[1].exercises.map(\.exercise) == ["sled-push", "plate-pinch", "jump-rope"])
        #expect(target.programs.splits.map(\.id) == ["upper-lower", "mine"])
        #expect(target.programs.activeSplit == "upper-lower")
        try StoreValidator.validate(target, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/nonexistent")))
    }
}
