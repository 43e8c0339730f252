import Foundation
import Testing
@testable import StrengthKit

/// `ExerciseMerger` on hand-built stores: every expectation below is worked out by hand from the fixture.
@Suite struct ExerciseMergerTests {
    static func set(_ weight: Double?, _ reps: Int?, kind: SetKind = .normal, seconds: Int? = nil, meters: Double? = nil) -> WorkoutSet {
        WorkoutSet(kind: kind, weightKg: weight, reps: reps, durationSeconds: seconds, distanceMeters: meters)
    }

    static func workout(_ day: String, _ name: String, _ exercises: [LoggedExercise]) throws -> Workout {
        let start = try Timestamp(local: #require(LocalDateTime("\(day) 18:00")), in: .gmt)
        return Workout(id: "\(day)-1800-\(Slug.make(from: name))", name: name, start: start, end: start.adding(seconds: 3600),
                       source: WorkoutSource(kind: .imported, app: "strong", file: "strong.csv", key: "\(day) 18:00:00", line: 2, name: name),
                       exercises: exercises)
    }

    /// The starter library plus what an import leaves behind: "Bench Press (Barbell)" beside "Bench Press".
    static func importedDuplicates() throws -> ProjectData {
        var data = ProjectData(settings: Settings(units: .kg, timeZone: "UTC"), library: StarterLibrary.library)
        data.library.exercises.append(Exercise(id: "bench-press-barbell", name: "Bench Press (Barbell)", type: .weightReps,
                                               favorite: true, aliases: ["BENCH PRESS (BARBELL)", "BB Bench"]))
        data.programs.templates = [
            WorkoutTemplate(id: "push", name: "Push", exercises: [
                TemplateExercise(exercise: "bench-press-barbell", targetSets: 3, targetReps: 5),
                TemplateExercise(exercise: "squat", targetSets: 3, targetReps: 5)]),
            WorkoutTemplate(id: "both", name: "Both", exercises: [
                TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 8),
                TemplateExercise(exercise: "bench-press-barbell", targetSets: 2, targetReps: 5)]),
            WorkoutTemplate(id: "legs", name: "Legs", exercises: [TemplateExercise(exercise: "squat", targetSets: 5, targetReps: 5)]),
        ]
        data.workouts = [
            try workout("2025-03-10", "Only the import's", [
                LoggedExercise(exercise: "bench-press-barbell", sets: [set(100, 5), set(100, 5)]),
                LoggedExercise(exercise: "squat", sets: [set(140, 5)])]),
            try workout("2025-03-12", "Both, apart", [
                LoggedExercise(exercise: "squat", sets: [set(140, 5)]),
                LoggedExercise(exercise: "bench-press", notes: "paused", sets: [set(60, 10, kind: .warmup), set(100, 5)]),
                LoggedExercise(exercise: "barbell-row", sets: [set(80, 8)]),
                LoggedExercise(exercise: "bench-press-barbell", notes: "felt heavy", sets: [set(102.5, 3)])]),
            try workout("2025-03-14", "Both, superset", [
                LoggedExercise(exercise: "bench-press-barbell", superset: 1, sets: [set(100, 5), set(100, 5)]),
                LoggedExercise(exercise: "bench-press", superset: 1, sets: [set(80, 8), set(80, 8), set(80, 8)]),
                LoggedExercise(exercise: "pull-up", sets: [set(nil, 8)])]),
            try workout("2025-03-16", "Neither", [LoggedExercise(exercise: "squat", sets: [set(150, 3)])]),
        ]
        return data
    }

    @Test func movesSetsCombinesWorkoutsAndReportsIt() throws {
        let data = try Self.importedDuplicates()
        let (merged, report) = try ExerciseMerger.merge(from: "bench-press-barbell", into: "bench-press", in: data)

        #expect(report == MergeReport(
            from: ExerciseReference(id: "bench-press-barbell", name: "Bench Press (Barbell)", type: .weightReps, sets: 5),
            into: ExerciseReference(id: "bench-press", name: "Bench Press", type: .weightReps, sets: 5),
            setsMoved: 5,
            workouts: [
                .init(id: "2025-03-10-1800-only-the-imports", name: "Only the import's", setsMoved: 2, combined: false),
                .init(id: "2025-03-12-1800-both-apart", name: "Both, apart", setsMoved: 1, combined: true),
                .init(id: "2025-03-14-1800-both-superset", name: "Both, superset", setsMoved: 2, combined: true),
            ],
            aliasesAdded: ["Bench Press (Barbell)", "BB Bench"],
            templates: [.init(id: "push", name: "Push", plansIntoTwice: false), .init(id: "both", name: "Both", plansIntoTwice: true)],
            conversion: nil, categoriesTaken: [], notesAdded: false, setsHeld: 0, heldExample: nil))

        // Only FROM: the entry becomes INTO's in its place.
        #expect(merged.workouts[0].exercises == [
            LoggedExercise(exercise: "bench-press", sets: [Self.set(100, 5), Self.set(100, 5)]),
            LoggedExercise(exercise: "squat", sets: [Self.set(140, 5)])])
        // Both, apart: one entry where "Bench Press" was (second), its sets then FROM's, both notes.
        #expect(merged.workouts[1].exercises == [
            LoggedExercise(exercise: "squat", sets: [Self.set(140, 5)]),
            LoggedExercise(exercise: "bench-press", notes: "paused\n\nfelt heavy",
                           sets: [Self.set(60, 10, kind: .warmup), Self.set(100, 5), Self.set(102.5, 3)]),
            LoggedExercise(exercise: "barbell-row", sets: [Self.set(80, 8)])])
        // Both in one superset: sets alternate as they were done, FROM's first because its entry was first.
        #expect(merged.workouts[2].exercises == [
            LoggedExercise(exercise: "bench-press", superset: 1,
                           sets: [Self.set(100, 5), Self.set(80, 8), Self.set(100, 5), Self.set(80, 8), Self.set(80, 8)]),
            LoggedExercise(exercise: "pull-up", sets: [Self.set(nil, 8)])])
        #expect(merged.workouts[3] == data.workouts[3])

        #expect(merged.library.exercise(id: "bench-press-barbell") == nil)
        let into = try #require(merged.library.exercise(id: "bench-press"))
        #expect(into.aliases == ["Bench Press (Barbell)", "BB Bench"])
        #expect(into.favorite == false, "INTO keeps its own flags; FROM was a favourite")
        #expect(into.categories == ["chest", "triceps", "shoulders"])
        #expect(merged.programs.templates.map { $0.exercises.map(\.exercise) } == [
            ["bench-press", "squat"], ["bench-press", "bench-press"], ["squat"]])
        #expect(merged.programs.templates[1].exercises.map(\.targetSets) == [3, 2])
        #expect(ExerciseMatcher(library: merged.library).exercise(named: "bench press (barbell)")?.id == "bench-press")
        _ = try TestProject(merged)
    }

    @Test func intoKeepsItsFlagsAndCategoriesAndTakesWhatItLacks() throws {
        var data = try Self.importedDuplicates()
        data.library.exercises = data.library.exercises.map { exercise in
            var changed = exercise
            if exercise.id == "bench-press" { changed.archived = true; changed.notes = "Touch the chest." }
            if exercise.id == "bench-press-barbell" { changed.notes = "From **Strong**." }
            return changed
        }
        let (kept, _) = try ExerciseMerger.merge(from: "bench-press-barbell", into: "bench-press", in: data)
        let into = try #require(kept.library.exercise(id: "bench-press"))
        #expect(into.archived && !into.favorite)
        #expect(into.notes == "Touch the chest.\n\nFrom **Strong**.")

        // The other way round INTO, uncategorised, takes FROM's categories; FROM's alias that is
        // INTO's own name after normalisation is not added twice.
        let (reversed, report) = try ExerciseMerger.merge(from: "bench-press", into: "bench-press-barbell", in: data)
        let imported = try #require(reversed.library.exercise(id: "bench-press-barbell"))
        #expect(imported.categories == ["chest", "triceps", "shoulders"])
        #expect(imported.favorite && !imported.archived)
        #expect(imported.aliases == ["BENCH PRESS (BARBELL)", "BB Bench", "Bench Press"])
        #expect(imported.name == "Bench Press (Barbell)")
        #expect(report.categoriesTaken == ["Chest", "Triceps", "Shoulders"])
        #expect(report.notesAdded)
        #expect(reversed.workouts[1].exercises.map(\.exercise) == ["squat", "bench-press-barbell", "barbell-row"])
    }

    struct ConversionCase: Sendable, CustomTestStringConvertible {
        var fromType: ExerciseType
        var intoType: ExerciseType
        var sets: [WorkoutSet]
        /// The sets INTO gets, or the error's text.
        var expected: Expected
        var testDescription: String { "\(fromType.rawValue) into \(intoType.rawValue)" }

        enum Expected: Sendable {
            case moved([WorkoutSet])
            case refused(String)
        }
    }

    static let conversions: [ConversionCase] = [
        .init(fromType: .weightReps, intoType: .bodyweightReps, sets: [set(20, 8), set(0, 10, kind: .warmup)],
              expected: .moved([set(20, 8), set(0, 10, kind: .warmup)])),
        .init(fromType: .repsOnly, intoType: .bodyweightReps, sets: [set(nil, 15)], expected: .moved([set(nil, 15)])),
        .init(fromType: .bodyweightReps, intoType: .repsOnly, sets: [set(nil, 12), set(0, 10)],
              expected: .moved([set(nil, 12), set(nil, 10)])),
        .init(fromType: .duration, intoType: .distanceDuration, sets: [set(nil, nil, seconds: 1500)],
              expected: .moved([set(nil, nil, seconds: 1500)])),
        .init(fromType: .distanceDuration, intoType: .duration, sets: [set(nil, nil, seconds: 600)],
              expected: .moved([set(nil, nil, seconds: 600)])),
        .init(fromType: .bodyweightReps, intoType: .repsOnly, sets: [set(nil, 12), set(20, 8), set(-10, 6)],
              expected: .refused("cannot merge \"From\" (bodyweight reps (± load)) into \"Into\" (reps only): 2 of its 3 sets would not fit — "
                                 + "a reps-only set has no load or assistance; e.g. BW +20 kg × 8 in \"Day\" on Mon 10 Mar 2025")),
        .init(fromType: .distanceDuration, intoType: .duration, sets: [set(nil, nil, seconds: 600), set(nil, nil, seconds: 1500, meters: 5000)],
              expected: .refused("cannot merge \"From\" (distance & duration) into \"Into\" (duration): 1 of its 2 sets would not fit — "
                                 + "a duration set has no distance; e.g. 5 km in 25:00 (5:00 /km) in \"Day\" on Mon 10 Mar 2025")),
        .init(fromType: .duration, intoType: .weightReps, sets: [set(nil, nil, seconds: 60)],
              expected: .refused("cannot merge \"From\" (duration) into \"Into\" (weight × reps): 1 of its 1 set would not fit — "
                                 + "a duration set cannot become a weight × reps set: it has no weight; e.g. 1:00 in \"Day\" on Mon 10 Mar 2025")),
        .init(fromType: .bodyweightReps, intoType: .weightReps, sets: [set(20, 8)],
              expected: .refused("cannot merge \"From\" (bodyweight reps (± load)) into \"Into\" (weight × reps): 1 of its 1 set would not fit — "
                                 + "a bodyweight reps (± load) set cannot become a weight × reps set: its load is added to body weight, "
                                 + "it is not the weight lifted; e.g. BW +20 kg × 8 in \"Day\" on Mon 10 Mar 2025")),
        .init(fromType: .weightReps, intoType: .repsOnly, sets: [set(60, 10), set(60, 10)],
              expected: .refused("cannot merge \"From\" (weight × reps) into \"Into\" (reps only): 2 of its 2 sets would not fit — "
                                 + "a weight × reps set cannot become a reps only set: its weight would be lost; e.g. 60 kg × 10 in \"Day\" on Mon 10 Mar 2025")),
        .init(fromType: .weightDuration, intoType: .duration, sets: [set(40, nil, seconds: 45)],
              expected: .refused("cannot merge \"From\" (weight & duration) into \"Into\" (duration): 1 of its 1 set would not fit — "
                                 + "a weight & duration set cannot become a duration set: its weight would be lost; e.g. 40 kg for 0:45 in \"Day\" on Mon 10 Mar 2025")),
        .init(fromType: .weightReps, intoType: .duration, sets: [],
              expected: .refused("cannot merge \"From\" (weight × reps) into \"Into\" (duration): "
                                 + "a weight × reps set cannot become a duration set: it has no time")),
        .init(fromType: .weightReps, intoType: .bodyweightReps, sets: [], expected: .moved([])),
    ]

    @Test(arguments: conversions)
    func typesMustMatchOrEverySetConvert(_ example: ConversionCase) throws {
        var data = ProjectData(settings: Settings(units: .kg, timeZone: "UTC"))
        data.library.exercises = [Exercise(id: "from", name: "From", type: example.fromType),
                                  Exercise(id: "into", name: "Into", type: example.intoType)]
        if !example.sets.isEmpty {
            data.workouts = [try Self.workout("2025-03-10", "Day", [LoggedExercise(exercise: "from", sets: example.sets)])]
        }
        switch example.expected {
        case .moved(let sets):
            let (merged, report) = try ExerciseMerger.merge(from: "from", into: "into", in: data)
            #expect(merged.workouts.flatMap(\.exercises) == (sets.isEmpty ? [] : [LoggedExercise(exercise: "into", sets: sets)]))
            #expect(report.conversion == (sets.isEmpty ? nil : MergeReport.Conversion(
                from: example.fromType, to: example.intoType, sets: sets.count,
                rule: try #require(SetConversion.rule(from: example.fromType, to: example.intoType)))))
            _ = try TestProject(merged)
        case .refused(let message):
            let error = try #require(throws: ExerciseMergeError.self) { try ExerciseMerger.merge(from: "from", into: "into", in: data) }
            #expect(error.description == message)
        }
    }

    @Test func fromAndIntoMustDifferAndExist() throws {
        let data = try Self.importedDuplicates()
        #expect(throws: ExerciseMergeError.sameExercise("Bench Press")) {
            try ExerciseMerger.merge(from: "bench-press", into: "bench-press", in: data)
        }
        #expect(ExerciseMergeError.sameExercise("Bench Press").description
                == "FROM and INTO are both \"Bench Press\"; name two different exercises")
        #expect(throws: NotFoundError(kind: "exercise", name: "bench-press-dumbbell")) {
            try ExerciseMerger.merge(from: "bench-press-dumbbell", into: "bench-press", in: data)
        }
    }

    /// Imported-style duplicates merged in a store on disk: it loads and validates, an export of it
    /// survives reset and import byte for byte, and every total is what it was — sets move, none is lost.
    @Test func mergedStoreRoundTripsAndKeepsEveryTotal() throws {
        let data = try Self.importedDuplicates()
        let project = try TestProject(data)
        let store = project.store
        let today = try #require(LocalDay("2025-03-20"))
        let before = TrainingAnalytics.compute(try store.load(), today: today)

        try store.update { data in data = try ExerciseMerger.merge(from: "bench-press-barbell", into: "bench-press", in: data).data }
        let merged = try store.load()
        #expect(merged.library.exercises.count == data.library.exercises.count - 1)

        let after = TrainingAnalytics.compute(merged, today: today)
        #expect(after.totalWorkouts == before.totalWorkouts)
        #expect(after.totalWorkingSets == before.totalWorkingSets)
        #expect(after.totalVolumeKg == before.totalVolumeKg)
        #expect(after.weekly.map(\.volumeKg) == before.weekly.map(\.volumeKg))
        let bench = try #require(after.exercise(id: "bench-press"))
        let benchBefore = try #require(before.exercise(id: "bench-press"))
        let importedBefore = try #require(before.exercise(id: "bench-press-barbell"))
        #expect(bench.workingSets == benchBefore.workingSets + importedBefore.workingSets)
        #expect(bench.totalVolumeKg == benchBefore.totalVolumeKg + importedBefore.totalVolumeKg)
        #expect(bench.records[.heaviestWeight]?.value == 102.5)
        #expect(merged.workouts.map(\.setCount) == data.workouts.map(\.setCount))

        let first = try DataTransfer.exportData(merged)
        try store.update { DataTransfer.reset(&$0) }
        let document = try ExportDocumentImport.read(first, path: "export.json")
        try store.update { data in _ = try ExportDocumentImport.merge(document, into: &data, replaceSettings: false, path: "export.json") }
        #expect(try DataTransfer.exportData(try store.load()) == first)
    }

    /// A merge is a door: a "Deadlift Typo" of 1400 × 5 merged into a Deadlift of 140 kg sessions is held,
    /// and the report says so; its other sets, near the Deadlift's, count.
    @Test func aMovedSetFarBeyondIntosHistoryIsHeld() throws {
        var data = ProjectData(settings: Settings(units: .kg, timeZone: "UTC"), library: StarterLibrary.library)
        data.library.exercises.append(Exercise(id: "deadlift-typo", name: "Deadlift Typo", type: .weightReps))
        data.workouts = [
            try Self.workout("2025-03-10", "Pull", [LoggedExercise(exercise: "deadlift", sets: [Self.set(140, 5)])]),
            try Self.workout("2025-03-12", "Pull", [LoggedExercise(exercise: "deadlift-typo", sets: [Self.set(145, 5), Self.set(1400, 5)])]),
            try Self.workout("2025-03-14", "Pull", [LoggedExercise(exercise: "deadlift", sets: [Self.set(150, 5)])]),
        ]
        let (merged, report) = try ExerciseMerger.merge(from: "deadlift-typo", into: "deadlift", in: data)
        #expect(merged.workouts[1].exercises[0].sets.map(\.review) == [nil, .heldAsOutlier])
        #expect(report.setsHeld == 1)
        #expect(report.heldExample == "Deadlift: 1400 kg is more than 1.5× your heaviest set so far (145 kg) and 50 kg over it — did you mean 140?")
        #expect(MergeText.report(report).contains("  Held: 1 moved set far beyond \"Deadlift\"'s history, with no later session near it"))
    }
}
