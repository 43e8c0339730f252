import Foundation

extension ImportApp {
    /// strength-site's own `export` document.
    static let export = ImportApp("export", displayName: "strength-site export")
}

extension ImportDialect {
    static let export = ImportDialect("export", of: .export)
}

/// `import` of strength-site's own export document: read and validate it, then add what the store lacks.
enum ExportDocumentImport {
    static let importer = Importer(app: .export, dialects: [.export], header: .document, parser: nil)

    /// Reads and validates an export document. `path` is only used in messages.
    static func read(_ contents: Data, path: String) throws -> ExportDocument {
        struct Header: Decodable {
            var format: String?
            var schemaVersion: Int?
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: contents)
        } catch {
            let (field, message) = StoreCoding.explain(error, in: contents)
            throw StoreError(path: path, reason: .malformed(field: field, message))
        }
        guard header.format == ExportDocument.formatName else {
            throw ImportError(path: path, message: "not a strength-site export (its \"format\" is not \"\(ExportDocument.formatName)\")")
        }
        if let version = header.schemaVersion, version > ExportDocument.schemaVersion {
            throw StoreError(path: path, reason: .unsupportedSchema(found: version, newest: ExportDocument.schemaVersion))
        }
        let document: ExportDocument
        do {
            document = try JSONDecoder().decode(ExportDocument.self, from: contents)
        } catch {
            let (field, message) = StoreCoding.explain(error, in: contents)
            throw StoreError(path: path, reason: .malformed(field: field, message))
        }
        try StoreValidator.validate(document.projectData, locate: { section, field in
            switch section {
            case .settings: (path, "settings." + field)
            case .library, .programs, .goals, .blocks: (path, field)
            case .bodyWeight: (path, field.hasPrefix("entries") ? "bodyWeight" + field.dropFirst("entries".count) : field)
            case .workout(let index, _): (path, "workouts[\(index)]." + field)
            case .session: (path, "session." + field)
            case .post(let index, _): (path, "posts[\(index)]." + field)
            }
        })
        return document
    }

    /// Into a project with no history (no workouts, no body weight) the document is restored
    /// (`ExportDocumentRestore`). Otherwise it adds what the document has and the store lacks. Items
    /// are matched by id, else by name; what is already there is kept as it is, and what is added
    /// refers to the store's items it was matched with (an added split to the store's templates, a
    /// workout to the store's template and split), so importing the same document twice adds
    /// nothing the second time. The sets of the workouts added are judged as an import's are.
    static func merge(_ document: ExportDocument, into data: inout ProjectData, replaceSettings: Bool,
                             path: String) throws -> ImportSummary {
        let present = Set(data.workouts.map(\.id))
        var summary = try add(document, into: &data, replaceSettings: replaceSettings, path: path)
        summary.setsHeld = holdSpikes(inWorkoutsNotIn: present, of: &data)
        return summary
    }

    /// An export document is judged as a CSV file is (`HeldSetJudge`): the sets of the workouts it
    /// added that no later session comes near are held; those it marks confirmed, or held for another
    /// reason, stay so. Returns how many it held.
    private static func holdSpikes(inWorkoutsNotIn present: Set<String>, of data: inout ProjectData) -> Int {
        let newSets = HeldSetJudge.addresses(in: data.workouts) { workout, _ in !present.contains(workout.id) }
        return HeldSetJudge.judge(&data.workouts, newSets: newSets, unit: data.settings.units).held.filter { newSets.contains($0.address) }.count
    }

    private static func add(_ document: ExportDocument, into data: inout ProjectData, replaceSettings: Bool,
                            path: String) throws -> ImportSummary {
        if ExportDocumentRestore.applies(to: data) { return ExportDocumentRestore.restore(document, into: &data) }
        var summary = ImportSummary()
        if replaceSettings, data.settings != document.settings {
            data.settings = document.settings
            summary.settingsReplaced = true
        }

        var categoryIDs: [String: String] = [:]
        for category in document.categories {
            if data.library.category(id: category.id) != nil {
                categoryIDs[category.id] = category.id
            } else if let same = data.library.categories.first(where: {
                NameKey.of($0.name) == NameKey.of(category.name)
            }) {
                categoryIDs[category.id] = same.id
            } else {
                data.library.categories.append(category)
                categoryIDs[category.id] = category.id
                summary.categoriesAdded += 1
            }
        }

        var exerciseIDs: [String: String] = [:]
        for exercise in document.exercises {
            let matcher = ExerciseMatcher(library: data.library)
            if let existing = data.library.exercise(id: exercise.id) ?? matcher.exercise(named: exercise.name) {
                guard existing.type == exercise.type else {
                    throw ImportError(path: path, message: "exercise \"\(exercise.name)\" is \(exercise.type.displayName.lowercased()) in the file but \"\(existing.name)\" is \(existing.type.displayName.lowercased()) here (nothing was imported)")
                }
                exerciseIDs[exercise.id] = existing.id
            } else {
                var added = exercise
                added.id = Slug.unique(exercise.id, fallback: "exercise") { id in data.library.exercises.contains { $0.id == id } }
                added.categories = exercise.categories.compactMap { categoryIDs[$0] }
                data.library.exercises.append(added)
                exerciseIDs[exercise.id] = added.id
                summary.exercisesAdded += 1
            }
        }

        // The file's settings name its exercises, which may have other ids here.
        if summary.settingsReplaced { data.settings.mapExerciseIDs { exerciseIDs[$0] ?? $0 } }

        var templateIDs: [String: String] = [:]
        for template in document.templates {
            if let same = idOfTheSame(template, in: data.programs.templates, id: \.id, name: \.name) {
                templateIDs[template.id] = same
                continue
            }
            var added = template
            added.mapExerciseIDs { exerciseIDs[$0] ?? $0 }
            data.programs.templates.append(added)
            templateIDs[template.id] = template.id
            summary.templatesAdded += 1
        }
        var splitIDs: [String: String] = [:]
        for split in document.splits {
            if let same = idOfTheSame(split, in: data.programs.splits, id: \.id, name: \.name) {
                splitIDs[split.id] = same
                continue
            }
            var added = split
            for index in added.days.indices {
                added.days[index].templates = split.days[index].templates.map { templateIDs[$0] ?? $0 }
            }
            data.programs.splits.append(added)
            splitIDs[split.id] = split.id
            summary.splitsAdded += 1
        }
        if data.programs.activeSplit == nil, let active = document.activeSplit {
            data.programs.activeSplit = splitIDs[active] ?? active
        }

        let days = Set(data.bodyWeight.entries.map(\.date))
        for entry in document.bodyWeight where !days.contains(entry.date) {
            data.bodyWeight.entries.append(entry)
            summary.bodyWeightEntriesAdded += 1
        }
        data.bodyWeight.entries.sort { $0.date < $1.date }

        // A weight the document's project showed in its own unit was typed in it: in a project of the other
        // unit it keeps that unit (`WorkoutSet.typedUnit`, `Goal.typedUnit`), and one typed in this unit loses it.
        let (origin, projectUnit) = (document.settings.units, data.settings.units)

        // A goal is there when the store has one with its id or its target (on the store's exercise).
        for goal in document.goals {
            var mapped = goal.moved(from: origin, into: projectUnit)
            mapped.mapExerciseIDs { exerciseIDs[$0] ?? $0 }
            guard !data.goals.contains(where: { $0.id == goal.id || $0.target == mapped.target }) else { continue }
            data.goals.append(mapped)
            summary.goalsAdded += 1
        }

        // A declared start is there when the store has a start on its day, named or not.
        let declaredDays = Set(data.blocks.map(\.start))
        data.blocks += document.blocks.filter { !declaredDays.contains($0.start) }

        // A post is there when the store has one of its name; what the store has is kept as it is.
        let postNames = Set(data.posts.map(\.name))
        data.posts += document.posts.filter { !postNames.contains($0.name) }

        var existing = Dictionary(data.workouts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for workout in document.workouts {
            var mapped = workout
            mapped.template = workout.template.flatMap { templateIDs[$0] }
            mapped.splitDay = workout.splitDay.flatMap { reference in
                splitIDs[reference.split].map { SplitDayReference(split: $0, day: reference.day) }
            }
            mapped.mapExerciseIDs { exerciseIDs[$0] ?? $0 }
            for index in mapped.exercises.indices {
                mapped.exercises[index].sets = mapped.exercises[index].sets.map { $0.moved(from: origin, into: projectUnit) }
            }
            if let present = existing[mapped.id] {
                if present == mapped { summary.workoutsAlreadyPresent += 1 } else { summary.workoutsKeptAsTheyAre += 1 }
                continue
            }
            data.workouts.append(mapped)
            existing[mapped.id] = mapped
            summary.workoutsAdded += 1
            summary.setsAdded += mapped.setCount
        }
        return summary
    }

    /// The id of the item in `items` with `item`'s id, else with its name (compared by `NameKey`).
    private static func idOfTheSame<Item>(_ item: Item, in items: [Item], id: KeyPath<Item, String>,
                                          name: KeyPath<Item, String>) -> String? {
        let same = items.first { $0[keyPath: id] == item[keyPath: id] }
            ?? items.first { NameKey.of($0[keyPath: name]) == NameKey.of(item[keyPath: name]) }
        return same?[keyPath: id]
    }
}
