import Foundation
import Testing
@testable import StrengthKit

/// `settings set big-lifts`: exercise names, one per word, kept as ids; and the ids kept true when
/// exercises are merged, deleted or the store reset.
@Suite struct BigLiftsSettingTests {
    static func data() -> ProjectData {
        var data = ProjectData(library: StarterLibrary.library)
        data.library.exercises.append(Exercise(id: "squat-paused-2s", name: "Squat, paused 2s", type: .weightReps))
        return data
    }

    static func set(_ words: [String], in data: inout ProjectData) throws -> String {
        let library = data.library
        return try SettingsEditor.set("big-lifts", to: words, in: &data.settings) { name in
            guard let found = ExerciseMatcher(library: library).exercise(matching: name) else {
                throw NotFoundError(kind: "exercise", name: name)
            }
            return found
        }
    }

    @Test func namesOnePerWordAreKeptAsIdsAndShownAsNames() throws {
        var data = Self.data()
        #expect(try Self.set(["Squat, paused 2s", "bench press"], in: &data) == "big-lifts")
        #expect(data.settings.bigLifts == ["squat-paused-2s", "bench-press"])
        #expect(SettingsEditor.values(of: data.settings, library: data.library).last! == ("big-lifts", "\"Squat, paused 2s\" \"Bench Press\""))
        #expect(SettingsEditor.values(of: data.settings).last! == ("big-lifts", "\"squat-paused-2s\" \"bench-press\""))
        _ = try Self.set(["default"], in: &data)
        #expect(data.settings.bigLifts == nil)
        #expect(SettingsEditor.values(of: data.settings).last! == ("big-lifts", "default"))
    }

    @Test(arguments: [
        (["Bogus Lift"], "no exercise \"Bogus Lift\""),
        (["Plank"], "big-lifts: 'Plank' is not a weight × reps exercise: a big lift shows its best estimated 1RM, "
            + "and Plank is duration"),
        (["Squat", "squat"], "big-lifts: 'Squat squat' is not a list naming each exercise once (Squat is named twice)"),
        (["Squat", "Bench Press", "Deadlift", "Overhead Press", "Barbell Row"],
         "big-lifts: 'Squat Bench Press Deadlift Overhead Press Barbell Row' is not a list of at most 4 exercises, "
            + "one name per argument, or 'default'"),
    ])
    func whatIsNoBigLiftIsAClearError(_ words: [String], _ message: String) {
        var data = Self.data()
        #expect(throws: (any Error).self) { try Self.set(words, in: &data) }
        do { _ = try Self.set(words, in: &data) } catch { #expect("\(error)" == message) }
        #expect(data.settings.bigLifts == nil)
    }

    @Test func otherKeysTakeOneWord() {
        var settings = Settings()
        #expect(throws: SettingsEditor.Failure.oneValue(key: "site-title", given: 2)) {
            try SettingsEditor.set("site-title", to: ["My", "Log"], in: &settings) { throw NotFoundError(kind: "exercise", name: $0) }
        }
    }

    /// The ids stay true: a merge moves the pin to the exercise that takes the sets (once), a delete
    /// drops it (none left is the rule again), a reset forgets them; an id the library lacks is a damaged store.
    @Test func mergesDeletesAndResetsKeepThePinnedIdsTrue() throws {
        var data = Self.data()
        _ = try Self.set(["Squat, paused 2s", "Squat", "Bench Press"], in: &data)
        let merged = try ExerciseMerger.merge(from: "squat-paused-2s", into: "squat", in: data).data
        #expect(merged.settings.bigLifts == ["squat", "bench-press"])

        var deleted = data
        _ = try LibraryEditor.deleteExercise(id: "squat-paused-2s", in: &deleted)
        #expect(deleted.settings.bigLifts == ["squat", "bench-press"])
        _ = try Self.set(["Lateral Raise"], in: &deleted)
        _ = try LibraryEditor.deleteExercise(id: "lateral-raise", in: &deleted)
        #expect(deleted.settings.bigLifts == nil)

        var reset = data
        DataTransfer.reset(&reset)
        #expect(reset.settings.bigLifts == nil)
        try StoreValidator.validate(reset, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/p")))

        var damaged = data
        damaged.settings.bigLifts = ["bench-press", "front-squat-2"]
        #expect(throws: StoreError.self) {
            try StoreValidator.validate(damaged, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/p")))
        }
        // What `settings set` refuses does not load from a hand-edited file either.
        damaged.settings.bigLifts = ["plank"]
        let error = try #require(throws: StoreError.self) {
            try StoreValidator.validate(damaged, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/p")))
        }
        #expect("\(error)".hasSuffix("bigLifts[0]: 'plank' is duration; big lifts are weight × reps exercises"))
    }

    /// An export document merged with its settings (`import --with-settings`) into a project with
    /// history: its big lifts name its exercises, which the project may hold under other ids.
    @Test func mergedSettingsNameTheProjectsExercises() throws {
        var project = HistoryFixture()
        try project.log("2025-03-03 18:00", "Bench Press: 100x5")
        var file = ProjectData(library: ExerciseLibrary(categories: [], exercises: [Exercise(id: "flat-bench", name: "Bench Press", type: .weightReps)]))
        file.settings.bigLifts = ["flat-bench"]
        var data = project.data
        let summary = try ExportDocumentImport.merge(ExportDocument(file), into: &data, replaceSettings: true, path: "file.json")
        #expect(summary.settingsReplaced)
        #expect(data.settings.bigLifts == ["bench-press"])
        try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/p")))
    }
}
