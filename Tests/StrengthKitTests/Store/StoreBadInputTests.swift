import Foundation
import Testing
import TestSupport
@testable import StrengthKit

/// Every kind of damaged file gives one clear error naming file and field, and nothing is written:
/// neither loading nor an attempted change touches a byte.
@Suite struct StoreBadInputTests {
    static let workoutPath = "Data/workouts/2025/2025-03-14-1800-upper-a.json"

    /// (what is broken, file, find, replace, expected error).
    static let cases: [(String, String, String, String, String)] = [
        ("malformed JSON", "Data/exercises.json", "\"categories\" : [", "\"categories\" : [[",
         "Data/exercises.json: not valid JSON: invalid value at line 56, column 15"),  // the ':' after "exercises" once [[ swallowed the list
        ("unknown exercise type", "Data/exercises.json", "\"type\" : \"weight_reps\"", "\"type\" : \"weight_and_reps\"",
         "Data/exercises.json: exercises[1].type: unknown exercise type 'weight_and_reps'; expected one of weight_reps, bodyweight_reps, duration, distance_duration, weight_duration, reps_only"),
        ("negative weight", workoutPath, "\"weightKg\" : 60", "\"weightKg\" : -60",
         "\(workoutPath): exercises[0].sets[0].weightKg: -60 is negative; only bodyweight exercises take a negative load (assistance)"),
        ("NaN weight", workoutPath, "\"weightKg\" : 60", "\"weightKg\" : NaN",
         "\(workoutPath): not valid JSON: invalid value at line 10, column 24"),  // the N of NaN
        ("infinite weight", workoutPath, "\"weightKg\" : 60", "\"weightKg\" : 1e999",
         "\(workoutPath): not valid JSON: number 1e999 is not representable in Swift (the file"),
        ("negative reps", workoutPath, "\"reps\" : 10", "\"reps\" : -3",
         "\(workoutPath): exercises[0].sets[0].reps: -3 is negative; reps are 0 or more (0 is a missed attempt)"),
        ("a billion reps", workoutPath, "\"reps\" : 10", "\"reps\" : 1000000000",
         "\(workoutPath): exercises[0].sets[0].reps: 1000000000 is more than 10000"),
        ("fractional reps", workoutPath, "\"reps\" : 10", "\"reps\" : 10.5",
         "\(workoutPath): exercises[0].sets[0].reps: expected a whole number, found 10.5"),
        ("future schema version", "Data/settings.json", "\"schemaVersion\" : 1", "\"schemaVersion\" : 99",
         "Data/settings.json: written with schema version 99, newer than this strength-site understands (up to 1); upgrade strength-site"),
        ("missing schema version", "Data/bodyweight.json", "\"schemaVersion\" : 1", "\"version\" : 1",
         "Data/bodyweight.json: schemaVersion: missing (required)"),
        ("duplicate exercise id", "Data/exercises.json", "\"id\" : \"barbell-curl\"", "\"id\" : \"ab-wheel-rollout\"",
         "Data/exercises.json: exercises[1].id: 'ab-wheel-rollout' is used by another exercise too"),
        ("duplicate category id", "Data/exercises.json", "\"id\" : \"back\"", "\"id\" : \"chest\"",
         "Data/exercises.json: categories[1].id: 'chest' is used by another category too"),
        ("dangling exercise reference", workoutPath, "\"exercise\" : \"bench-press\"", "\"exercise\" : \"bench-pres\"",
         "\(workoutPath): exercises[0].exercise: no exercise has the id 'bench-pres' (exercises.json)"),
        ("21-character category name", "Data/exercises.json", "\"name\" : \"Chest\"", "\"name\" : \"Chest and upper chest\"",
         "Data/exercises.json: categories[0].name: 'Chest and upper chest' is 21 characters; a category name has at most 20"),
        ("workout id with ../", workoutPath, "\"id\" : \"2025-03-14-1800-upper-a\"", "\"id\" : \"2025-03-14-../../../etc/passwd\"",
         "\(workoutPath): id: '2025-03-14-../../../etc/passwd' is not a workout id (YYYY-MM-DD- followed by lowercase letters, digits and hyphens)"),
        ("workout id not matching its file", workoutPath, "\"id\" : \"2025-03-14-1800-upper-a\"", "\"id\" : \"2025-03-14-1800-upper-b\"",
         "\(workoutPath): id: '2025-03-14-1800-upper-b' belongs in Data/workouts/2025/2025-03-14-1800-upper-b.json; a workout's file is named after its id"),
        ("end before start", workoutPath, "\"end\" : \"2025-03-14T19:05:00+01:00\"", "\"end\" : \"2025-03-14T17:05:00+01:00\"",
         "\(workoutPath): end: 2025-03-14T17:05:00+01:00 is before the start 2025-03-14T18:00:00+01:00"),
        ("set that does not fit its type", workoutPath, "\"durationSeconds\" : 60", "\"durationSeconds\" : 60, \"reps\" : 5",
         "\(workoutPath): exercises[1].sets[0].reps: a duration set has no reps"),
        ("unknown time zone", "Data/settings.json", "\"timeZone\" : \"Europe/Berlin\"", "\"timeZone\" : \"Mars/Olympus\"",
         "Data/settings.json: timeZone: 'Mars/Olympus' is not a time zone (use an IANA name such as Europe/Berlin)"),
        ("unknown DOTS coefficient set", "Data/settings.json", "\"timeZone\" : \"Europe/Berlin\"",
         "\"dots\" : \"male\", \"timeZone\" : \"Europe/Berlin\"",
         "Data/settings.json: dots: unknown DOTS coefficient set 'male'; expected one of men, women"),
        ("unknown set kind", workoutPath, "\"kind\" : \"warmup\"", "\"kind\" : \"warm-up\"",
         "\(workoutPath): exercises[0].sets[0].kind: unknown set kind 'warm-up'; expected one of normal, warmup, drop, failure"),
        ("bad date", "Data/bodyweight.json", "\"date\" : \"2025-03-01\"", "\"date\" : \"2025-02-30\"",
         "Data/bodyweight.json: entries[0].date: '2025-02-30' is not a date in the form YYYY-MM-DD"),
        // A field no decoder reads is refused in every file, never dropped by the next write.
        ("unknown setting", "Data/settings.json", "\"timeZone\" : \"Europe/Berlin\"", "\"colour\" : \"red\", \"timeZone\" : \"Europe/Berlin\"",
         "Data/settings.json: colour: no field has that name (a typo, or a newer version's); remove it or fix its name"),
        ("misspelt exercise field", "Data/exercises.json", "\"id\" : \"barbell-curl\"", "\"aliass\" : [], \"id\" : \"barbell-curl\"",
         "Data/exercises.json: exercises[1].aliass: no field has that name (a typo, or a newer version's); remove it or fix its name"),
        ("unknown programs field", "Data/programs.json", "\"templates\" : [", "\"routines\" : 3, \"templates\" : [",
         "Data/programs.json: routines: no field has that name (a typo, or a newer version's); remove it or fix its name"),
        ("unknown body-weight field", "Data/bodyweight.json", "\"date\" : \"2025-03-01\"", "\"date\" : \"2025-03-01\", \"fat\" : 18",
         "Data/bodyweight.json: entries[0].fat: no field has that name (a typo, or a newer version's); remove it or fix its name"),
        ("unknown workout field", workoutPath, "\"kind\" : \"warmup\"", "\"kind\" : \"warmup\", \"tempo\" : \"3-1-1\"",
         "\(workoutPath): exercises[0].sets[0].tempo: no field has that name (a typo, or a newer version's); remove it or fix its name"),
    ]

    @Test(arguments: cases)
    func damagedFileIsReportedAndLeftByteIdentical(_ what: String, _ file: String, _ find: String, _ replace: String,
                                                   _ expected: String) throws {
        let project = try TestProject()
        let loadError = try Self.damage(file, replacing: find, with: replace, in: project)
        #expect(loadError.description.hasPrefix(expected), "\(what): \(loadError.description)")
        #expect(!loadError.description.contains("\n"))
    }

    /// Replaces the first `find` in `file` of `project` and returns the load's error, after checking
    /// that a change is refused with the same error and that neither wrote a byte.
    static func damage(_ file: String, replacing find: String, with replace: String, in project: TestProject) throws -> StoreError {
        let original = try project.folder.read(file)
        try #require(original.contains(find), "fixture lacks \(find)")
        try project.folder.write(original.replacingOccurrences(of: find, with: replace, options: [], range: original.range(of: find)), to: file)
        let before = try snapshot(project.folder.url)
        let loadError = try #require(throws: StoreError.self) { try project.store.load() }
        let updateError = try #require(throws: StoreError.self) {
            try project.store.update { data in _ = try LibraryEditor.addCategory(name: "Grip", in: &data) }
        }
        #expect(updateError == loadError)
        #expect(try snapshot(project.folder.url) == before)
        return loadError
    }

    @Test func strayFileInWorkoutsIsReportedNotSkipped() throws {
        let folder = try TemporaryDirectory()
        let store = ProjectStore(projectDirectory: folder.url, displayPrefix: ".")
        try store.create(with: try StoreRoundTripTests.sampleData())
        try folder.write("notes", to: "Data/workouts/2025/notes.txt")
        #expect(throws: StoreError(path: "Data/workouts/2025/notes.txt",
                                   reason: .unexpectedFile("workout folders hold only .json files; move this out of Data/"))) {
            try store.load()
        }
    }

    @Test func folderWithoutDataIsNotAProject() throws {
        let folder = try TemporaryDirectory()
        let error = try #require(throws: StoreError.self) { try ProjectStore(projectDirectory: folder.url, displayPrefix: "demo").load() }
        #expect(error.description == "demo: no Data/ folder here, so this is not a site project; run `strength-site init` or pass --project DIR")
    }

    @Test func invalidChangeIsRefusedBeforeAnythingIsWritten() throws {
        let folder = try TemporaryDirectory()
        let store = ProjectStore(projectDirectory: folder.url, displayPrefix: ".")
        try store.create(with: try StoreRoundTripTests.sampleData())
        let before = try Self.snapshot(folder.url)
        #expect(throws: StoreError.self) {
            try store.update { data in
                data.library.categories.append(ExerciseCategory(id: "too-long", name: String(repeating: "x", count: 21)))
                data.workouts[0].name = "changed"
            }
        }
        #expect(try Self.snapshot(folder.url) == before)
    }

    @Test(arguments: [
        ("workouts/2025/2025-03-14-1800-upper-a.json", 1 << 20, "a workout file"),
        ("session.json", 1 << 20, "a workout file"),
        ("settings.json", 64 << 20, "a store file"),
        ("exercises.json", 64 << 20, "a store file"),
    ])
    func eachStoreFileHasItsCap(_ path: String, _ bytes: Int, _ what: String) {
        #expect(StoreLayout.sizeLimit(of: path) == (bytes, what))
    }

    /// A workout over 1 MiB is refused when it is read, and no change may write one: the next load
    /// would refuse it.
    @Test func aWorkoutOverItsCapIsNeitherReadNorWritten() throws {
        let folder = try TemporaryDirectory()
        let store = ProjectStore(projectDirectory: folder.url, displayPrefix: ".")
        try store.create(with: try StoreRoundTripTests.sampleData())
        let before = try Self.snapshot(folder.url)
        let longNotes = String(repeating: "x", count: 1 << 20)
        let added = try #require(throws: StoreError.self) {
            try store.update { data in
                var workout = data.workouts[0]
                workout.id = "2025-03-15-1800-upper-a"
                workout.start = workout.start.adding(seconds: 86_400)
                workout.end = nil
                workout.notes = longNotes
                data.workouts.append(workout)
            }
        }
        #expect(added.description.hasPrefix("new workout 2025-03-15-1800-upper-a: cannot be written: it would be 1,04"))
        #expect(added.description.hasSuffix(" bytes, larger than a workout file can be (1 MB) (nothing was changed)"))
        let edited = try #require(throws: StoreError.self) { try store.update { data in data.workouts[0].notes = longNotes } }
        #expect(edited.path == "Data/workouts/2025/2025-03-14-1800-upper-a.json")
        #expect(try Self.snapshot(folder.url) == before)

        // Written by hand: refused before it is read.
        let file = folder.file("Data/workouts/2025/2025-03-14-1800-upper-a.json")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"name\" :", with: "\"notes\" : \"\(longNotes)\",\n  \"name\" :")
        try Data(text.utf8).write(to: file)
        #expect(throws: StoreError(path: "Data/workouts/2025/2025-03-14-1800-upper-a.json", reason: .unexpectedFile(
            "is larger than a workout file can be (1 MB), so it was not read; move it out of Data/"))) {
            try store.load()
        }
    }

    /// Every file below `Data/` (the lock file aside) and its bytes.
    static func snapshot(_ root: URL) throws -> [String: Data] {
        let data = root.appendingPathComponent("Data")
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: data, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true, url.lastPathComponent != ".lock" else { continue }
            files[String(url.path.dropFirst(data.path.count))] = try Data(contentsOf: url)
        }
        return files
    }
}
