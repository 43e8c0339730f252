import Foundation

/// Reads and validates every file of `Data/`. Workout files are decoded on all cores.
struct StoreReader {
    let layout: StoreLayout
    /// Whether leftover temp files of crashed writes may be deleted (only under the exclusive lock).
    let removeStaleFiles: Bool

    func read(validating: Bool = true) throws -> ProjectData {
        var data = ProjectData()
        data.settings = try readFile(Settings.self, StoreLayout.settingsPath) ?? Settings()
        data.library = try readFile(ExerciseLibrary.self, StoreLayout.exercisesPath) ?? ExerciseLibrary()
        data.programs = try readFile(Programs.self, StoreLayout.programsPath) ?? Programs()
        data.bodyWeight = try readFile(BodyWeightLog.self, StoreLayout.bodyWeightPath) ?? BodyWeightLog()
        data.workouts = try readWorkouts().sorted(by: Workout.oldestFirst)
        if validating { try StoreValidator.validate(data, layout: layout) }
        return data
    }

    func readSettings() throws -> Settings {
        try readFile(Settings.self, StoreLayout.settingsPath) ?? Settings()
    }

    private func readFile<Content: Codable & Sendable>(_ type: Content.Type, _ path: String) throws -> Content? {
        let url = layout.dataURL(path)
        guard FileSystem.fileExists(url) else { return nil }
        return try decode(type, path, contents: try read(url, path))
    }

    private func read(_ url: URL, _ path: String) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw StoreError(path: layout.display(path), reason: .unreadable((error as NSError).localizedDescription))
        }
    }

    private func decode<Content: Codable & Sendable>(_ type: Content.Type, _ path: String, contents: Data) throws -> Content {
        do {
            return try StoreCoding.decode(VersionedFile<Content>.self, from: contents).content
        } catch let error as UnsupportedSchemaVersion {
            throw StoreError(path: layout.display(path), reason: .unsupportedSchema(found: error.found))
        } catch {
            let (field, message) = StoreCoding.explain(error, in: contents)
            throw StoreError(path: layout.display(path), reason: .malformed(field: field, message))
        }
    }

    /// Relative paths of every workout file, sorted; checks nothing else lives in `workouts/`.
    private func workoutPaths() throws -> [String] {
        let folder = StoreLayout.workoutsFolder
        let root = layout.dataURL(folder)
        guard FileSystem.fileExists(root) else { return [] }
        var paths: [String] = []
        for year in try list(root, folder) {
            let yearPath = "\(folder)/\(year)"
            let yearURL = root.appendingPathComponent(year)
            guard year.count == 4, year.allSatisfy(\.isASCIIDigit), FileSystem.isDirectory(yearURL) else {
                throw StoreError(path: layout.display(yearPath),
                                 reason: .unexpectedFile("workouts/ holds only year folders (YYYY/); move this out of Data/"))
            }
            for name in try list(yearURL, yearPath) {
                guard name.hasSuffix(".json") else {
                    throw StoreError(path: layout.display("\(yearPath)/\(name)"),
                                     reason: .unexpectedFile("workout folders hold only .json files; move this out of Data/"))
                }
                paths.append("\(yearPath)/\(name)")
            }
        }
        return paths.sorted()
    }

    /// Visible entries of a folder; leftovers of interrupted writes are removed when allowed.
    private func list(_ url: URL, _ path: String) throws -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw StoreError(path: layout.display(path), reason: .unreadable((error as NSError).localizedDescription))
        }
        var visible: [String] = []
        for name in names {
            if name.hasPrefix(".") {
                if removeStaleFiles, name.contains(".tmp-") { try? FileSystem.removeFile(url.appendingPathComponent(name)) }
                continue
            }
            visible.append(name)
        }
        return visible.sorted()
    }

    private func readWorkouts() throws -> [Workout] {
        let paths = try workoutPaths()
        let results = ResultSlots<Result<Workout, StoreError>>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            results[index] = Result { try readWorkout(paths[index]) }.mapError { error in
                error as? StoreError ?? StoreError(path: layout.display(paths[index]), reason: .unreadable("\(error)"))
            }
        }
        return try results.values().map { try $0.get() }
    }

    private func readWorkout(_ path: String) throws -> Workout {
        let contents = try read(layout.dataURL(path), path)
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
