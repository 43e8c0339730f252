import DemoHistory
import Foundation
import Testing
@testable import StrengthKit

/// The build's image of the decoded store: a snapshot taken with it reads only the workout files
/// whose signature changed, and whatever it reads or reuses decodes to what a load reads from the files.
@Suite struct StoreImageTests {
    static let identity = "test build"

    /// A project of the demo's 40 workouts, and an image of it written once its files are older than the image.
    static func projectWithImage() throws -> TestProject {
        let project = try TestProject(try DemoHistoryGenerator(workoutCount: 40).generate())
        try saveImage(of: project)
        return project
    }

    /// A new image from a snapshot, written after a pause: file times are kept to the clock's tick,
    /// and an entry is trusted only when its file's times are before the image's own. With
    /// `threshold` 0, the image is rewritten whenever a file was read beside it.
    static func saveImage(of project: TestProject, threshold: Int = 0) throws {
        let snapshot = try project.store.snapshot(reusing: BuildCache(layout: project.store.layout).storeImage(identity: identity))
        let data = try snapshot.decode()
        Thread.sleep(forTimeInterval: 0.03)
        if let bytes = snapshot.nextImage(identity: identity, workouts: data.workouts, digests: snapshot.fileDigests(),
                                          validatedUnder: try rules(snapshot), threshold: threshold) {
            try BuildCache(layout: project.store.layout).save(storeImage: bytes)
        }
    }

    static func rules(_ snapshot: StoreSnapshot) throws -> UInt64 {
        StoreValidator.workoutRulesDigest(of: try snapshot.decode(), fileDigests: snapshot.fileDigests())
    }

    static func snapshot(_ project: TestProject) throws -> StoreSnapshot {
        try project.store.snapshot(reusing: BuildCache(layout: project.store.layout).storeImage(identity: identity))
    }

    static func workoutFile(_ project: TestProject, _ id: String) -> URL {
        project.store.layout.dataURL(StoreLayout.workoutPath(id: id))
    }

    @Test func aSnapshotWithTheImageReadsNoWorkoutFileAndDecodesTheSame() throws {
        let project = try Self.projectWithImage()
        let snapshot = try Self.snapshot(project)
        #expect(!snapshot.readWorkoutFiles)
        #expect(snapshot.reused.count == 40)
        let plain = try project.store.snapshot()
        #expect(snapshot.fileDigests() == plain.fileDigests())
        #expect(try snapshot.decode() == project.store.load())
        // Nothing new to remember: the image stays as it is.
        #expect(snapshot.nextImage(identity: Self.identity, workouts: try snapshot.decode().workouts,
                                   digests: snapshot.fileDigests(), validatedUnder: try Self.rules(snapshot), threshold: 0) == nil)
        // Its workouts are those the decode says came from it.
        let (data, imageWorkoutIDs) = try snapshot.decodeNotingImage()
        #expect(imageWorkoutIDs == Set(data.workouts.map(\.id)))
        #expect(try snapshot.image?.validatedUnder == Self.rules(snapshot))
    }

    /// Workouts come back oldest first whatever their files' order: a start moved after the
    /// others' leaves the file where its id puts it, first among the paths.
    @Test(arguments: [false, true])
    func workoutsAreOldestFirstWhenTheirFilesAreNot(withImage: Bool) throws {
        let project = try TestProject(try DemoHistoryGenerator(workoutCount: 40).generate())
        let first = try #require(try project.store.load().workouts.first)
        let latest = try #require(try project.store.load().workouts.last?.start)
        try project.store.update { data in
            data.workouts[0].start = latest.adding(seconds: 86_400)
            data.workouts[0].end = nil
        }
        if withImage { try Self.saveImage(of: project) }
        let snapshot = try Self.snapshot(project)
        #expect(snapshot.workoutPaths.first == StoreLayout.workoutPath(id: first.id))
        let (data, fromImage) = try snapshot.decodeNotingImage()
        #expect(fromImage.count == (withImage ? 40 : 0))
        #expect(data.workouts.count == 40)
        #expect(data.workouts.last?.id == first.id)
        #expect(zip(data.workouts, data.workouts.dropFirst()).allSatisfy { !Workout.oldestFirst($1, $0) })
    }

    /// Rewritten in place with the same length, renamed over, touched, removed, added: each is read
    /// (or left out) and the rest come from the image.
    @Test func onlyTheFilesThatChangedAreRead() throws {
        let project = try Self.projectWithImage()
        let workouts = try project.store.load().workouts
        let inPlace = Self.workoutFile(project, workouts[3].id)
        var bytes = try Data(contentsOf: inPlace)
        let name = try #require(bytes.firstRange(of: Data(workouts[3].name.utf8)))
        bytes.replaceSubrange(name, with: Data(String(repeating: "X", count: name.count).utf8))
        let handle = try FileHandle(forWritingTo: inPlace)
        try handle.write(contentsOf: bytes)
        try handle.close()
        try project.store.update { data in
            // Not `#require` with a `$0` closure here: inside this closure its expansion removed the wrong workout below.
            guard let index = data.workouts.firstIndex(where: { $0.id == workouts[7].id }) else { return }
            data.workouts[index].notes = "renamed over"
            data.workouts.removeAll { $0.id == workouts[9].id }
        }
        let (added, _) = try project.store.update { data in
            try WorkoutLogger.log(LogRequest(name: "Added", start: LocalDateTime("2026-06-20 18:00")!, durationSeconds: 3600,
                                             entries: ["Squat: 100x5"]), into: &data).workout.id
        }
        let touched = Self.workoutFile(project, workouts[11].id)
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: touched.path)

        let renamed = try String(contentsOf: Self.workoutFile(project, workouts[7].id), encoding: .utf8)
        #expect(renamed.contains("renamed over"))
        let snapshot = try Self.snapshot(project)
        let read = Set(snapshot.contents.keys.filter { $0.hasPrefix("workouts/") })
        #expect(read == Set([3, 7, 11].map { StoreLayout.workoutPath(id: workouts[$0].id) } + [StoreLayout.workoutPath(id: added)]))
        #expect(snapshot.reused.count == 36)
        let decoded = try snapshot.decode()
        #expect(decoded == (try project.store.load()))
        #expect(decoded.workouts.first { $0.id == workouts[3].id }?.name == String(repeating: "X", count: name.count))
        #expect(snapshot.fileDigests() == (try project.store.snapshot().fileDigests()))

        // The next image knows the new signatures: after it, nothing is read.
        try Self.saveImage(of: project)
        let after = try Self.snapshot(project)
        #expect(!after.readWorkoutFiles && after.reused.count == 40)
        #expect(try after.decode() == project.store.load())
    }

    /// A file whose times are not before the image's could have changed in the same clock tick
    /// as the image was written: its entry is not trusted, however equal its signature.
    @Test func anEntryNotOlderThanTheImageIsNotTrusted() throws {
        let project = try Self.projectWithImage()
        let imageURL = BuildCache(layout: project.store.layout).storeImageFile
        let (bytes, _) = try FileSystem.contentsAndSignature(ofPath: imageURL.path)
        let path = StoreLayout.workoutPath(id: try project.store.load().workouts[0].id)
        let signature = try #require(FileSignature.of(path: project.store.layout.dataURL(path).path))
        for (written, trusted) in [(signature.changed, false), (signature.modified, false),
                                   (FileTime(seconds: signature.changed.seconds + 1, nanoseconds: 0), true)] {
            let image = try #require(StoreImage(bytes: bytes, written: written, identity: Self.identity))
            #expect((image.entry(path, matching: signature) != nil) == trusted, "written \(written)")
        }
        let image = try #require(StoreImage(bytes: bytes, written: FileTime(seconds: .max, nanoseconds: 0), identity: Self.identity))
        for other in [FileSignature(inode: signature.inode + 1, size: signature.size, modified: signature.modified, changed: signature.changed),
                      FileSignature(inode: signature.inode, size: signature.size + 1, modified: signature.modified, changed: signature.changed),
                      FileSignature(inode: signature.inode, size: signature.size, modified: signature.modified,
                                    changed: FileTime(seconds: signature.changed.seconds, nanoseconds: signature.changed.nanoseconds + 1))] {
            #expect(image.entry(path, matching: other) == nil)
        }
        #expect(image.entry("workouts/1999/1999-01-01-0000-x.json", matching: signature) == nil)
    }

    /// Another program's image, or a damaged one, is as if there were none.
    @Test func anImageOfAnotherProgramOrDamagedIsNotUsed() throws {
        let project = try Self.projectWithImage()
        let url = BuildCache(layout: project.store.layout).storeImageFile
        let bytes = try Data(contentsOf: url)
        let future = FileTime(seconds: .max, nanoseconds: 0)
        #expect(StoreImage(bytes: bytes, written: future, identity: Self.identity)?.count == 40)
        #expect(StoreImage(bytes: bytes, written: future, identity: "another build") == nil)
        #expect(BuildCache(layout: project.store.layout).storeImage(identity: "another build") == nil)
        for cut in [0, 7, StoreImage.header.count, bytes.count / 2, bytes.count - 9, bytes.count - 1] {
            #expect(StoreImage(bytes: bytes.prefix(cut), written: future, identity: Self.identity) == nil, "cut at \(cut)")
        }
        var random = SplitMix64(seed: 7)
        for _ in 0..<20 {
            var damaged = bytes
            damaged[random.int(in: 0...bytes.count - 1)] ^= UInt8(random.int(in: 1...255))
            #expect(StoreImage(bytes: damaged, written: future, identity: Self.identity) == nil)
        }
        #expect(StoreImage(bytes: bytes + [0], written: future, identity: Self.identity) == nil)
        // A damaged image in place: every file is read, and the data is the store's.
        var damaged = bytes
        damaged[bytes.count / 2] ^= 0xFF
        try damaged.write(to: url)
        let snapshot = try Self.snapshot(project)
        #expect(snapshot.image == nil && snapshot.reused.isEmpty)
        #expect(try snapshot.decode() == project.store.load())
    }

    /// An image of the form before a set's typed unit (format 2) is as if there were none: its sets
    /// would come back without the unit their files hold.
    @Test func anImageOfTheFormBeforeIsNotUsed() throws {
        let project = try Self.projectWithImage()
        let bytes = try Data(contentsOf: BuildCache(layout: project.store.layout).storeImageFile)
        let future = FileTime(seconds: .max, nanoseconds: 0)
        #expect(StoreImage(bytes: bytes, written: future, identity: Self.identity)?.count == 40)
        var body = Array(bytes.dropLast(8))
        body.replaceSubrange(0..<StoreImage.header.count, with: Array("strength-site store image 2\n".utf8))
        var hasher = StableHasher()
        body.withUnsafeBytes { hasher.combine(buffer: $0) }
        let seal = withUnsafeBytes(of: hasher.value.littleEndian) { Array($0) }
        #expect(StoreImage(bytes: Data(body + seal), written: future, identity: Self.identity) == nil)
    }

    /// An entry whose payload is not a workout, or is another workout than its path names (a sealed
    /// image that says so), is read from its file.
    @Test(arguments: [false, true])
    func anEntryThatDoesNotDecodeAsItsWorkoutIsReadFromItsFile(holdingAnotherWorkout: Bool) throws {
        let project = try Self.projectWithImage()
        let plain = try project.store.snapshot()
        let other = try project.store.load().workouts[0]
        var output = StoreImage.start(identity: Self.identity, validatedUnder: try Self.rules(plain), count: plain.workoutPaths.count,
                                      capacity: 0)
        for path in plain.workoutPaths {
            let signature = try #require(FileSignature.of(path: project.store.layout.dataURL(path).path))
            StoreImage.appendEntry(path: path, signature: signature, digest: plain.fileDigests()[path] ?? 0, to: &output) {
                if holdingAnotherWorkout { WorkoutImageCoder.append(other, to: &$0) } else { $0 += [1, 2, 3] }
            }
        }
        StoreImage.finish(&output)
        Thread.sleep(forTimeInterval: 0.03)
        try BuildCache(layout: project.store.layout).save(storeImage: output)
        let snapshot = try Self.snapshot(project)
        #expect(snapshot.reused.count == 40)
        #expect(try snapshot.decode() == project.store.load())
        // Read from their files, they are not the image's workouts (a build validates them): only
        // the one whose payload is its own workout is.
        #expect(try snapshot.decodeNotingImage().imageWorkoutIDs == (holdingAnotherWorkout ? [other.id] : []))
    }

    /// A build rewrites the image only when that spares the next one more than a few files: a few
    /// files read beside it or gone from it leave it as it is; more, or other rules, write a new one.
    @Test func theImageIsRewrittenOnlyForMoreThanAFewFilesOrOtherRules() throws {
        let project = try Self.projectWithImage()
        let workouts = try project.store.load().workouts
        func next(_ snapshot: StoreSnapshot, rules: UInt64? = nil, threshold: Int) throws -> [UInt8]? {
            snapshot.nextImage(identity: Self.identity, workouts: try snapshot.decode().workouts, digests: snapshot.fileDigests(),
                               validatedUnder: try rules ?? Self.rules(snapshot), threshold: threshold)
        }
        Thread.sleep(forTimeInterval: 0.03)
        for workout in workouts.prefix(3) {
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: Self.workoutFile(project, workout.id).path)
        }
        try project.store.update { data in data.workouts.removeAll { $0.id == workouts[20].id } }
        let snapshot = try Self.snapshot(project)
        #expect(snapshot.reused.count == 36)
        #expect(try next(snapshot, threshold: 4) == nil)
        #expect(try next(snapshot, threshold: 3) != nil, "4 entries are stale")
        #expect(try next(snapshot, threshold: 4) == nil)
        #expect(try next(snapshot, rules: try Self.rules(snapshot) &+ 1, threshold: 40) != nil)
        #expect(StoreSnapshot.imageRewriteThreshold == 32)
    }

    /// The rules an image's workouts passed are named by the hash of what the rules read
    /// (`WorkoutRuleSources`, which `StoreValidator.WorkoutContext` is made from): a change to any of
    /// its parts, in its file, that makes the image's workouts invalid stops the next build. The parts
    /// are walked, not listed: each must have a change here — squat timed, or the template renamed.
    static let ruleSourceChanges: [String: (file: String, edit: @Sendable (String) throws -> String)] = [
        "library": (StoreLayout.exercisesPath, { text in
            let squat = try #require(text.range(of: "\"id\" : \"squat\""))
            let type = try #require(text.range(of: "\"type\" : \"weight_reps\"", range: squat.upperBound..<text.endIndex))
            return text.replacingCharacters(in: type, with: "\"type\" : \"duration\"")
        }),
        "programs": (StoreLayout.programsPath, { text in
            try #require(text.contains("\"id\" : \"legs\""))
            return text.replacing("\"id\" : \"legs\"", with: "\"id\" : \"lower\"")
        }),
    ]

    @Test func aChangeToAnyPartOfTheRulesValidatesTheImagesWorkoutsAgain() throws {
        var history = HistoryFixture()
        for day in 1...28 { try history.log("2025-01-\(String(format: "%02d", day)) 06:00", "Squat: 100x5") }
        history.data.programs.templates = [WorkoutTemplate(id: "legs", name: "Legs", exercises: [
            TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 5),
        ])]
        for index in history.data.workouts.indices { history.data.workouts[index].template = "legs" }
        let parts = Mirror(reflecting: WorkoutRuleSources(history.data, fileDigests: nil)).children.compactMap(\.label)
        #expect(Set(parts) == Set(Self.ruleSourceChanges.keys), "each part of WorkoutRuleSources has one change here")
        let today = try #require(LocalDay("2025-03-01"))
        for part in parts {
            let change = try #require(Self.ruleSourceChanges[part])
            let project = try TestProject(history.data)
            let builder = SiteBuilder(store: project.store, toolIdentity: "image test")
            _ = try builder.build(today: { _ in today })
            #expect(BuildCache(layout: project.store.layout).storeImage(identity: "image test")?.count == 28)
            Thread.sleep(forTimeInterval: 0.03)
            let file = project.store.layout.dataURL(change.file)
            try change.edit(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
            let error = try #require(throws: StoreError.self, "a change to \(part)") { try builder.build(today: { _ in today }) }
            #expect(error.description.contains("workouts/2025/2025-01-01-0600"), "\(part): \(error)")
        }
    }

    /// The image's workouts are validated again only when the rules they passed changed: an old
    /// workout that a new library makes invalid stops the build, and a build that fails validation
    /// writes no image, so its workouts are never taken as valid.
    @Test func aBuildValidatesTheImagesWorkoutsAgainWhenTheLibraryChanges() throws {
        var history = HistoryFixture()
        for day in 1...40 {
            try history.log("2025-01-\(String(format: "%02d", (day - 1) % 28 + 1)) \(String(format: "%02d", 6 + (day - 1) / 28)):00",
                            "Squat: 100x5")
        }
        let project = try TestProject(history.data)
        let builder = SiteBuilder(store: project.store, toolIdentity: "image test")
        let today = try #require(LocalDay("2025-03-01"))
        _ = try builder.build(today: { _ in today })
        #expect(BuildCache(layout: project.store.layout).storeImage(identity: "image test")?.count == 40)
        Thread.sleep(forTimeInterval: 0.03)

        // Squat becomes a timed exercise in exercises.json: every squat set (from the image) is wrong now.
        let libraryFile = project.store.layout.dataURL(StoreLayout.exercisesPath)
        let library = try String(contentsOf: libraryFile, encoding: .utf8)
        let squat = try #require(library.range(of: "\"id\" : \"squat\""))
        let type = try #require(library.range(of: "\"type\" : \"weight_reps\"", range: squat.upperBound..<library.endIndex))
        try library.replacingCharacters(in: type, with: "\"type\" : \"duration\"").write(to: libraryFile, atomically: true, encoding: .utf8)
        let error = try #require(throws: StoreError.self) { try builder.build(today: { _ in today }) }
        #expect(error.description.contains("workouts/2025/2025-01-01-0600"), "\(error)")
        try library.write(to: libraryFile, atomically: true, encoding: .utf8)
        _ = try builder.build(today: { _ in today })

        // More than a few new files, one of them invalid: the build fails and leaves the image alone,
        // and fails the same way the next time.
        let imageBefore = try Data(contentsOf: BuildCache(layout: project.store.layout).storeImageFile)
        let first = try String(contentsOf: project.store.layout.dataURL(StoreLayout.workoutPath(id: history.data.workouts[0].id)),
                               encoding: .utf8)
        for index in 0..<40 {
            let id = "2025-02-\(String(format: "%02d", index % 28 + 1))-\(String(format: "%04d", 700 + index))-added"
            var text = first.replacingOccurrences(of: history.data.workouts[0].id, with: id)
            if index == 39 { text = text.replacingOccurrences(of: "\"reps\" : 5", with: "\"reps\" : -5") }
            try FileManager.default.createDirectory(at: project.store.layout.dataURL("workouts/2025"), withIntermediateDirectories: true)
            try text.write(to: project.store.layout.dataURL(StoreLayout.workoutPath(id: id)), atomically: true, encoding: .utf8)
        }
        for _ in 0..<2 {
            let invalid = try #require(throws: StoreError.self) { try builder.build(today: { _ in today }) }
            #expect(invalid.description.contains("-0739-added.json"), "\(invalid)")
            #expect(try Data(contentsOf: BuildCache(layout: project.store.layout).storeImageFile) == imageBefore)
        }
    }
}
