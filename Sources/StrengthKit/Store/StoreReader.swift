import Foundation

/// Reads and validates every file of `Data/`: first the bytes (`readFiles`), then their values
/// (`decode`). Workout files are read and decoded on all cores.
struct StoreReader {
    let layout: StoreLayout
    /// Whether leftover temp files of crashed writes may be deleted (only under the exclusive lock).
    let removeStaleFiles: Bool

    func read() throws -> ProjectData {
        let data = try decode(try readFiles())
        try StoreValidator.validate(data, layout: layout)
        return data
    }

    /// Every file's bytes — but a workout file whose signature is `image`'s, which is not read.
    func readFiles(reusing image: StoreImage? = nil) throws -> StoreSnapshot {
        // The root's own leftovers (settings, programs, the live session...); the workout folders' go as they are listed.
        if removeStaleFiles, let entries = FileSystem.entries(of: layout.dataDirectory.path) {
            removeLeftovers(entries, in: layout.dataDirectory)
        }
        var contents: [String: Data] = [:]
        for path in [StoreLayout.settingsPath, StoreLayout.exercisesPath, StoreLayout.programsPath, StoreLayout.bodyWeightPath,
                     StoreLayout.goalsPath, StoreLayout.blocksPath, StoreLayout.sessionPath] {
            let url = layout.dataURL(path)
            let kind = EntryKind.of(url.path)
            guard kind != .missing else { continue }
            try admit(path, kind, as: .file)
            contents[path] = try read(url.path, path).contents
        }
        for path in try postPaths() {
            contents[path] = try read(layout.dataURL(path).path, path).contents
        }
        let paths = try workoutPaths()
        let dataPath = layout.dataDirectory.path
        let signatures = image == nil ? [] : workoutSignatures(paths)
        let read = try Parallel.map(paths.count) { index -> (bytes: Data?, signature: FileSignature, reused: StoreImage.Entry?) in
            let file = dataPath + "/" + paths[index]
            if let image, let signature = signatures[index], let entry = image.entry(paths[index], matching: signature) {
                return (nil, signature, entry)
            }
            do {
                let (bytes, signature) = try self.read(file, paths[index])
                return (bytes, signature, nil)
            } catch {
                throw storeError(error, paths[index])
            }
        }
        var snapshot = StoreSnapshot(layout: layout, contents: contents, workoutPaths: paths, image: image)
        for (index, file) in read.enumerated() {
            snapshot.signatures[paths[index]] = file.signature
            if let bytes = file.bytes { snapshot.contents[paths[index]] = bytes }
            if let entry = file.reused { snapshot.reused[paths[index]] = entry }
        }
        return snapshot
    }

    /// The signature of each of `paths` (sorted workout paths), looked up folder by folder on all cores.
    private func workoutSignatures(_ paths: [String]) -> [FileSignature?] {
        let split = paths.map { path in
            let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.utf8.startIndex
            return (folder: path[..<slash], name: path[path.utf8.index(after: slash)...])
        }
        var folders: [Range<Int>] = []
        var start = 0
        for index in split.indices where index + 1 == split.count || split[index + 1].folder != split[index].folder {
            folders.append(start..<index + 1)
            start = index + 1
        }
        let dataPath = layout.dataDirectory.path
        let ranges = folders
        return Parallel.map(ranges.count) { index in
            let range = ranges[index]
            return FileSystem.signatures(of: range.map { String(split[$0].name) }, in: dataPath + "/" + split[range.lowerBound].folder)
        }.flatMap { $0 }
    }

    /// The values of `files`, not validated.
    func decode(_ files: StoreSnapshot) throws -> ProjectData {
        try decodeNotingImage(files).data
    }

    /// The values of `files`, not validated, and the ids of the workouts that came from the image
    /// rather than from their files.
    func decodeNotingImage(_ files: StoreSnapshot) throws -> (data: ProjectData, imageWorkoutIDs: Set<String>) {
        // The other files (through JSONDecoder) on one core while the workouts start on the other,
        // in batches: a task per workout retained and released the snapshot's shared tables from
        // both cores for each one.
        let others = ResultSlots<Result<ProjectData, any Error>>(count: 1)
        let paths = files.workoutPaths
        let (image, reused) = (files.image, files.reused)
        let batch = 128
        // Each workout goes straight to its slot, and the slots are moved into the array: joining
        // batches copied 5,000 workouts (retaining every reference in them) and sorting copied them again.
        let decoded = ResultSlots<Workout>(count: paths.count)
        let fromImage = Result { try Parallel.map((paths.count + batch - 1) / batch + 1) { part -> [String] in
            guard part > 0 else {
                others[0] = Result {
                    var data = ProjectData()
                    data.settings = try decodeSettings(files)
                    data.library = try decodeFile(ExerciseLibrary.self, StoreLayout.exercisesPath, in: files) ?? ExerciseLibrary()
                    data.programs = try decodeFile(Programs.self, StoreLayout.programsPath, in: files) ?? Programs()
                    data.bodyWeight = try decodeFile(BodyWeightLog.self, StoreLayout.bodyWeightPath, in: files) ?? BodyWeightLog()
                    data.goals = try decodeFile(GoalList.self, StoreLayout.goalsPath, in: files)?.goals ?? []
                    data.blocks = try decodeFile(BlockList.self, StoreLayout.blocksPath, in: files)?.blocks.sorted(by: DeclaredBlock.oldestFirst) ?? []
                    data.session = try decodeFile(LiveSession.self, StoreLayout.sessionPath, in: files)
                    data.posts = try decodePosts(files)
                    return data
                }
                return []
            }
            let range = (part - 1) * batch..<min(paths.count, part * batch)
            let entries = range.map { reused[paths[$0]] }
            var imageWorkouts = image?.workouts(entries) ?? Array(repeating: nil, count: entries.count)
            var fromImageIDs: [String] = []
            fromImageIDs.reserveCapacity(range.count)
            for (position, index) in range.enumerated() {
                let path = paths[index]
                // An entry that does not decode, or not as the workout its path names, is read from its file after all.
                if entries[position] != nil, let workout = imageWorkouts[position].take(), StoreLayout.workoutPath(id: workout.id) == path {
                    fromImageIDs.append(workout.id)
                    decoded[index] = consume workout
                    continue
                }
                do {
                    let contents = try entries[position] == nil ? files.contents[path] ?? Data() : read(layout.dataURL(path).path, path).contents
                    decoded[index] = try decodeWorkout(path, contents: contents)
                } catch {
                    throw storeError(error, path)
                }
            }
            return fromImageIDs
        } }
        // A problem in the other files is reported first, as when they were read first.
        var data = try others.take(0).get()
        let parts = try fromImage.get()
        var workouts = decoded.takeAll()
        // Sorted paths are dates and times, so the workouts are in order unless a file's name and start disagree.
        if !workouts.isOldestFirst { workouts.sort(by: Workout.oldestFirst) }
        data.workouts = workouts
        var imageWorkoutIDs = Set<String>(minimumCapacity: files.reused.count)
        for part in parts { imageWorkoutIDs.formUnion(part) }
        return (data, imageWorkoutIDs)
    }

    private func storeError(_ error: Error, _ path: String) -> StoreError {
        switch error {
        case let error as StoreError: error
        case EntryAdmission.Refusal.unexpected(let why): StoreError(path: layout.display(path), reason: .unexpectedFile(why))
        case EntryAdmission.Refusal.unreadable(let why): StoreError(path: layout.display(path), reason: .unreadable(why))
        default: StoreError(path: layout.display(path), reason: .unreadable("\(error)"))
        }
    }

    /// `settings.json`, or the defaults when it is missing.
    func decodeSettings(_ files: StoreSnapshot) throws -> Settings {
        try decodeFile(Settings.self, StoreLayout.settingsPath, in: files) ?? Settings()
    }

    private func decodeFile<Content: Codable & Sendable>(_ type: Content.Type, _ path: String, in files: StoreSnapshot) throws -> Content? {
        guard let contents = files.contents[path] else { return nil }
        return try decode(type, path, contents: contents)
    }

    private func read(_ file: String, _ path: String) throws -> (contents: Data, signature: FileSignature) {
        let limit = StoreLayout.sizeLimit(of: path)
        do {
            return try door.read(file, maximumSize: limit.bytes, what: limit.what)
        } catch {
            throw storeError(error, path)
        }
    }

    /// Refuses, without opening it, an entry of `Data/` that is not what the store keeps there
    /// (`expected`; see `EntryAdmission`). A link that stays in the project is followed.
    private func admit(_ path: String, _ kind: EntryKind, as expected: EntryKind) throws {
        do {
            try door.admit(layout.dataURL(path).path, kind, as: expected)
        } catch {
            throw storeError(error, path)
        }
    }

    /// What may be read from `Data/`, and what is refused with which words.
    private var door: EntryAdmission {
        EntryAdmission(project: layout.projectDirectory, keeper: "the store", folder: "Data/")
    }

    private func decode<Content: Codable & Sendable>(_ type: Content.Type, _ path: String, contents: Data) throws -> Content {
        do {
            let file = try StoreCoding.decode(VersionedFile<Content>.self, from: contents)
            if let field = UnknownFields.first(in: contents, comparedWith: try StoreCoding.encode(file)) {
                throw StoreError(path: layout.display(path), reason: .invalid(
                    field: field, "no field has that name (a typo, or a newer version's); remove it or fix its name"))
            }
            return file.content
        } catch let error as StoreError {
            throw error
        } catch let error as UnsupportedSchemaVersion {
            throw StoreError(path: layout.display(path), reason: .unsupportedSchema(found: error.found))
        } catch {
            let (field, message) = StoreCoding.explain(error, in: contents)
            throw StoreError(path: layout.display(path), reason: .malformed(field: field, message))
        }
    }

    /// The posts of `files`, oldest first. A problem in a post's front matter is told by its line
    /// (`Data/journal/NAME.md:3: ...`), as the lifter's editor shows it.
    private func decodePosts(_ files: StoreSnapshot) throws -> [JournalPost] {
        let prefix = StoreLayout.journalFolder + "/"
        var posts: [JournalPost] = []
        for (path, contents) in files.contents where path.hasPrefix(prefix) {
            guard let text = String(validating: contents, as: UTF8.self) else {
                throw StoreError(path: layout.display(path), reason: .unreadable("it is not UTF-8 text; a post is a Markdown file saved as UTF-8"))
            }
            let name = String(path.dropFirst(prefix.count).dropLast(JournalPostName.fileExtension.count))
            do throws(JournalPost.Failure) {
                posts.append(try JournalPost(name: name, text: text))
            } catch {
                throw StoreError(path: layout.display(path) + (error.line.map { ":\($0)" } ?? ""), reason: .invalid(field: "", error.reason))
            }
        }
        return posts.sorted(by: JournalPost.oldestFirst)
    }

    /// Relative paths of every post's file (`journal/NAME.md`), sorted; checks nothing else lives in
    /// `journal/`, by name before anything is opened.
    private func postPaths() throws -> [String] {
        let folder = StoreLayout.journalFolder
        guard let root = try admittedFolder(folder) else { return [] }
        var paths: [String] = []
        for (name, kind) in try list(root, folder) {
            let path = "\(folder)/\(name)"
            guard JournalPostName(fileName: name) != nil else {
                throw StoreError(path: layout.display(path), reason: .unexpectedFile(
                    "journal/ holds only posts, each named \(JournalPostName.rule); rename it or move it out of Data/"))
            }
            try admit(path, kind, as: .file)
            paths.append(path)
        }
        return paths
    }

    /// Relative paths of every workout file, sorted; checks nothing else lives in `workouts/`.
    private func workoutPaths() throws -> [String] {
        let folder = StoreLayout.workoutsFolder
        guard let root = try admittedFolder(folder) else { return [] }
        var paths: [String] = []
        for (year, kind) in try list(root, folder) {
            let yearPath = "\(folder)/\(year)"
            guard year.count == 4, year.allSatisfy(\.isASCIIDigit), kind == .folder || kind == .symlink else {
                throw StoreError(path: layout.display(yearPath),
                                 reason: .unexpectedFile("workouts/ holds only year folders (YYYY/); move this out of Data/"))
            }
            try admit(yearPath, kind, as: .folder)
            for (name, kind) in try list(root.appendingPathComponent(year), yearPath) {
                guard name.hasSuffix(".json") else {
                    throw StoreError(path: layout.display("\(yearPath)/\(name)"),
                                     reason: .unexpectedFile("workout folders hold only .json files; move this out of Data/"))
                }
                try admit("\(yearPath)/\(name)", kind, as: .file)
                paths.append("\(yearPath)/\(name)")
            }
        }
        return paths.sorted()
    }

    /// The folder `Data/<folder>` once admitted as one; nil when there is none.
    private func admittedFolder(_ folder: String) throws -> URL? {
        let root = layout.dataURL(folder)
        let kind = EntryKind.of(root.path)
        guard kind != .missing else { return nil }
        try admit(folder, kind, as: .folder)
        return root
    }

    /// Visible entries of a folder with their kinds; leftovers of interrupted writes are removed when allowed.
    private func list(_ url: URL, _ path: String) throws -> [(name: String, kind: EntryKind)] {
        guard let entries = FileSystem.entries(of: url.path) else {
            throw StoreError(path: layout.display(path), reason: .unreadable(String(cString: strerror(errno))))
        }
        removeLeftovers(entries, in: url)
        return entries.filter { !$0.name.hasPrefix(".") }.sorted { $0.name < $1.name }
    }

    /// Deletes the temp files of interrupted writes (`.NAME.tmp-PID-N`) among `entries` of the
    /// folder `url`, when allowed: under the exclusive lock no write is under way, so every one is stale.
    private func removeLeftovers(_ entries: [(name: String, kind: EntryKind)], in url: URL) {
        guard removeStaleFiles else { return }
        for entry in entries where entry.name.hasPrefix(".") && entry.name.contains(".tmp-") && entry.kind == .file {
            try? FileSystem.removeFile(url.appendingPathComponent(entry.name))
        }
    }

    private func decodeWorkout(_ path: String, contents: Data) throws -> Workout {
        let workout = try WorkoutFileDecoder.decode(contents) ?? decode(Workout.self, path, contents: contents)
        let expected = StoreLayout.workoutPath(id: workout.id)
        guard StoreValidator.isValidWorkoutID(workout.id) else {
            throw StoreError(path: layout.display(path), reason: .invalid(
                field: "id", "'\(workout.id)' is not a workout id (YYYY-MM-DD- followed by lowercase letters, digits and hyphens)"))
        }
        guard expected == path else {
            throw StoreError(path: layout.display(path), reason: .invalid(
                field: "id", "'\(workout.id)' belongs in \(layout.display(expected)); a workout's file is named after its id"))
        }
        return workout
    }
}
