/// The library step of a file's import: creates the exercises the new workouts use, keeps the file's
/// spellings and `--map` names as aliases, and warns about existing exercises the sets do not fit.
struct ImportExercises {
    private(set) var newExercises: [ImportedExercise] = []
    /// New exercises neither the catalogue nor their names place in a muscle group.
    private(set) var uncategorized: [String] = []
    /// `--map` names and the file's spellings kept as aliases: `Bench Press (Barbell) → Bench Press`.
    private(set) var aliasesAdded: [String] = []
    /// Every name and alias in the library, normalised, and the exercise it belongs to.
    private var nameOwners: [String: String] = [:]

    /// Gives each of `names`' exercises the new workouts use its id and type once created.
    init(for toAdd: [SourceWorkout], names: inout ImportNames, nameMap: [ImportNameMapping], in data: inout ProjectData,
         warnings: inout ImportWarnings) throws {
        try createExercises(usedBy: toAdd, names: &names, in: &data, warnings: &warnings)
        rememberSpellings(usedBy: toAdd, names: names, in: &data)
        aliasesAdded += Self.rememberMappings(nameMap, names: names, in: &data, warnings: &warnings)
        Self.warnAboutMismatchedExercises(usedBy: toAdd, names: names, in: data.library, warnings: &warnings)
    }

    /// Creates the exercises the new workouts use, with the catalogue's type and muscle groups, or
    /// ones inferred from their sets and name; the names they had in the file become aliases.
    private mutating func createExercises(usedBy toAdd: [SourceWorkout], names: inout ImportNames, in data: inout ProjectData,
                                          warnings: inout ImportWarnings) throws {
        var needed = Set<String>()
        for workout in toAdd {
            for exercise in workout.exercises {
                if case .new(let key) = names.targets[exercise.name] { needed.insert(key) }
            }
        }
        for exercise in data.library.exercises {
            for name in [exercise.name] + exercise.aliases { nameOwners[NameKey.of(name)] = exercise.id }
        }
        for key in names.pendingOrder where needed.contains(key) {
            guard var exercise = names.pending[key], exercise.shapes.contains(where: { !$0.isEmpty }) else { continue }
            // What the catalogue knows beats what the sets suggest ("Triceps Dip" with added load is
            // bodyweight reps); an unknown name gets its type from its sets, and a muscle group from
            // the file (FitNotes) or from its words when they are clear.
            let type: ExerciseType
            var categories: [String] = []
            if let entry = exercise.entry {
                type = entry.type
                categories = try entry.categories.map { try Self.catalogueCategory($0, catalogue: ExerciseCatalogue.builtIn, in: &data) }
            } else if let holdOf = exercise.holdOf {
                type = ExerciseTypeInference.infer(name: exercise.name, shapes: exercise.shapes.filter { !$0.isEmpty })
                switch holdOf {
                case .library(let held): categories = held.categories.filter { data.library.category(id: $0) != nil }
                case .catalogue(let entry):
                    categories = try entry.categories.map { try Self.catalogueCategory($0, catalogue: ExerciseCatalogue.builtIn, in: &data) }
                }
            } else {
                type = ExerciseTypeInference.infer(name: exercise.name, shapes: exercise.shapes.filter { !$0.isEmpty },
                                                   hasNegativeWeight: exercise.hasNegativeWeight)
                // The file's category when the library has it; else the name's words; else the file's
                // category, created (FitNotes' coarse "Legs" only when nothing better is known).
                let known = Set(data.library.categories.map(\.id))
                if let category = exercise.category, let existing = Self.existingCategory(named: category, in: data.library) {
                    categories = [existing]
                } else if let hinted = CategoryHints.category(forName: exercise.name, known: known) {
                    categories = [hinted]
                } else if let category = exercise.category, let resolved = try Self.resolveCategory(category, in: &data, warnings: &warnings) {
                    categories = [resolved]
                }
            }
            var created = try LibraryEditor.addExercise(
                name: exercise.name, type: type, changes: LibraryEditor.ExerciseChanges(categories: categories), to: &data)
            let categoryName = created.categories.first.flatMap { data.library.category(id: $0)?.name }
            // The names it had in the file, kept as aliases (what `exercise edit` keeps when renaming);
            // not a hold's, which are the names of the exercise it holds.
            if let index = data.library.exercises.firstIndex(where: { $0.id == created.id }) {
                let ownName = NameKey.of(created.name)
                nameOwners[ownName] = created.id
                for name in exercise.holdOf == nil ? exercise.importedNames : [] {
                    let key = NameKey.of(name)
                    // Its own name is no alias, nor a name it already has.
                    let aliases = data.library.exercises[index].aliases
                    if key == ownName || aliases.contains(where: { NameKey.of($0) == key }) { continue }
                    // A --map name that is another exercise's name stays that exercise's.
                    if let owner = nameOwners[key], owner != created.id { continue }
                    nameOwners[key] = created.id
                    data.library.exercises[index].aliases.append(name)
                }
                created = data.library.exercises[index]
            }
            exercise.id = created.id
            exercise.type = type
            names.pending[key] = exercise
            newExercises.append(ImportedExercise(id: created.id, name: created.name, type: type, category: categoryName,
                                                 sets: exercise.shapes.filter { !$0.isEmpty }.count))
            if created.categories.isEmpty { uncategorized.append(created.name) }
        }
    }

    /// The file's spellings of exercises the library has, which the catalogue recognised, kept as
    /// aliases ("Bench Press (Barbell)" of Bench Press) for the lifter to see and for the next import.
    private mutating func rememberSpellings(usedBy toAdd: [SourceWorkout], names: ImportNames, in data: inout ProjectData) {
        var used = Set<String>()
        for workout in toAdd { for exercise in workout.exercises { used.insert(exercise.name) } }
        for (id, spelled) in names.spellings.sorted(by: { $0.key < $1.key }) {
            guard let index = data.library.exercises.firstIndex(where: { $0.id == id }) else { continue }
            for name in spelled where used.contains(name) {
                let key = NameKey.of(name)
                guard nameOwners[key] == nil else { continue }
                nameOwners[key] = id
                data.library.exercises[index].aliases.append(name.importTrimmedLines)
                aliasesAdded.append("\(name.importTrimmedLines) → \(data.library.exercises[index].name)")
            }
        }
    }

    /// Adds each `--map` name used in the file as an alias of the exercise it went to.
    private static func rememberMappings(_ nameMap: [ImportNameMapping], names: ImportNames, in data: inout ProjectData,
                                         warnings: inout ImportWarnings) -> [String] {
        var added: [String] = []
        for mapped in nameMap {
            let key = NameKey.of(mapped.theirs)
            // The first spelling in name order, not in the dictionary's per-run order, when the file
            // writes the name several ways.
            guard let (fileName, target) = names.targets.filter({ NameKey.of($0.key) == key })
                .min(by: { $0.key < $1.key }) else { continue }
            let id: String?
            switch target {
            case .existing(let existing): id = existing
            case .new(let pendingKey): id = names.pending[pendingKey]?.id
            case .unnamed: id = nil
            }
            guard let id, let index = data.library.exercises.firstIndex(where: { $0.id == id }) else { continue }
            let owner = data.library.exercises.first { exercise in
                ([exercise.name] + exercise.aliases).contains { NameKey.of($0) == key }
            }
            if let owner, owner.id != id {
                warnings.add("--map \"\(mapped.theirs)=\(mapped.ours)\" was used but not remembered: \"\(mapped.theirs)\" is already a name of \"\(owner.name)\"")
                continue
            }
            if owner == nil {
                data.library.exercises[index].aliases.append(fileName)
                added.append("\(fileName) → \(data.library.exercises[index].name)")
            }
        }
        return added
    }

    /// Existing exercises whose new sets mostly lack what their type needs, when a type inferred
    /// from those sets would hold them: a wrong match (Fitbod's old Plank with seconds as reps),
    /// not data to bend. Warned about; the sets are kept with their values in their notes.
    private static func warnAboutMismatchedExercises(usedBy toAdd: [SourceWorkout], names: ImportNames, in library: ExerciseLibrary,
                                                     warnings: inout ImportWarnings) {
        var newSets: [String: [SourceSet]] = [:]
        for workout in toAdd {
            for exercise in workout.exercises {
                if case .existing(let id) = names.targets[exercise.name] { newSets[id, default: []] += exercise.sets }
            }
        }
        for (id, sets) in newSets.sorted(by: { $0.key < $1.key }) {
            guard let exercise = library.exercise(id: id) else { continue }
            let filled = sets.filter { !SetShape($0).isEmpty }
            let misfits = filled.filter { !fits(SetShape($0), exercise.type) }
            guard misfits.count * 2 > filled.count else { continue }
            let inferred = ExerciseTypeInference.infer(name: exercise.name, shapes: filled.map(SetShape.init))
            guard filled.filter({ !fits(SetShape($0), inferred) }).count < misfits.count else { continue }
            let spelled = names.targets.filter { $0.value == .existing(id: id) }.keys.sorted()
            warnings.add("\(misfits.count) of the \(NumberText.counted(filled.count, "set")) of \(spelled.map { "\"\($0)\"" }.joined(separator: ", ")) lack what \"\(exercise.name)\" in your library needs (it is \(exercise.type.displayName.lowercased()); these look \(inferred.displayName.lowercased())); they were kept with their values in the sets' notes (--map \"\(spelled.first ?? exercise.name)=Other Name\" imports them as another exercise)",
                         line: misfits.first?.line)
        }
    }

    /// Whether a set has what a set of the type needs (extra values would go to its notes).
    private static func fits(_ shape: SetShape, _ type: ExerciseType) -> Bool {
        switch type {
        case .weightReps, .bodyweightReps, .repsOnly: shape.reps != nil
        case .duration, .weightDuration: shape.hasTime
        case .distanceDuration: shape.hasTime || shape.hasDistance
        }
    }

    /// The project's category for a catalogue category id: the one with that id, else the one with
    /// its name, else a new one with its name (the lifter may have renamed or deleted it).
    private static func catalogueCategory(_ id: String, catalogue: ExerciseCatalogue, in data: inout ProjectData) throws -> String {
        if data.library.category(id: id) != nil { return id }
        let name = catalogue.categories.first { $0.id == id }?.name ?? id
        if let same = data.library.categories.first(where: { NameKey.of($0.name) == NameKey.of(name) }) {
            return same.id
        }
        return try LibraryEditor.addCategory(name: name, in: &data).id
    }

    /// The id of the library's category with this name (typography aside), if it has one.
    private static func existingCategory(named name: String, in library: ExerciseLibrary) -> String? {
        let key = NameKey.of(name.importTrimmedLines)
        return library.categories.first { NameKey.of($0.name) == key }?.id
    }

    /// The category's name in the library, creating it when the name is a valid new category.
    private static func resolveCategory(_ name: String, in data: inout ProjectData, warnings: inout ImportWarnings) throws -> String? {
        let trimmed = name.importTrimmedLines
        if let found = try? LibraryEditor.category(matching: trimmed, in: data.library),
           NameKey.of(found.name) == NameKey.of(trimmed) {
            return found.name
        }
        if let problem = CategoryNameRule.problem(with: trimmed) {
            warnings.add("category '\(ImportNumber.shortened(trimmed))' was not created: \(problem)")
            return nil
        }
        return try LibraryEditor.addCategory(name: trimmed, in: &data).name
    }
}
