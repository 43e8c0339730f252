import Foundation

/// The work of importing one parsed file into `ProjectData`; see `ImportPlanner`.
struct FileImport {
    private let file: ParsedImport
    private let options: ImportOptions
    private let timeZone: TimeZone
    private var warnings: ImportWarnings
    /// Whether the project had workouts before this import began (its earlier files' not counted).
    private let projectHadWorkouts: Bool

    init(file: ParsedImport, options: ImportOptions, data: ProjectData, projectHadWorkouts: Bool) {
        self.file = file
        self.options = options
        self.projectHadWorkouts = projectHadWorkouts
        timeZone = options.timeZone ?? data.timeZone
        warnings = file.warnings
        report = ImportFileReport(path: file.path, format: file.format, rows: file.rows)
    }

    /// Where the sets of one exercise name in the file go.
    private enum Target: Hashable {
        case existing(id: String)
        case new(key: String)
        /// A name with no letters or digits: its rows are skipped.
        case unnamed
    }

    /// An exercise the file needs that the library does not have yet.
    private struct PendingExercise {
        var name: String
        /// The catalogue's exercise it is, whose type and muscle groups it takes.
        var entry: CatalogueEntry?
        var importedNames: [String] = []
        var category: String?
        var shapes: [SetShape] = []
        var hasNegativeWeight = false
        var id: String?
        var type: ExerciseType?
        /// For a hold made for a reps exercise's timed sets: that exercise, whose muscle groups it takes.
        var holdOf: HoldOf?

        enum HoldOf {
            case library(Exercise)
            case catalogue(CatalogueEntry)
        }
    }

    /// What the lifter will read about this file; every phase adds to it.
    private var report: ImportFileReport
    /// The weights' unit as decided by `decideUnits`.
    private var units = WeightUnits()
    /// Where each exercise name in the file goes (`resolveExerciseNames`).
    private var targets: [String: Target] = [:]
    /// The exercises the file needs that the library lacks, by name key, in first-seen order.
    private var pending: [String: PendingExercise] = [:]
    private var pendingOrder: [String] = []
    /// File spellings the catalogue led to an exercise the library already has: its aliases-to-be.
    private var spellings: [String: [String]] = [:]
    /// Every name and alias in the library, normalised, and the exercise it belongs to.
    private var nameOwners: [String: String] = [:]
    /// The rows `skip` left out, worded as `--strict` refuses them.
    private var refusals: [(line: Int, message: String)] = []
    /// Each workout's start, worked out once so a daylight-saving warning is given once.
    private var starts: [String: Timestamp] = [:]

    /// The unit the file's weights are read in, and how they are snapped to what was typed in.
    private struct WeightUnits {
        var main: WeightUnit = .kg
        var snapper = WeightSnapper(weights: [], fallback: .kg)
        var unitlessDistance: DistanceUnit = .km
        /// A set typed in another unit keeps it (`WorkoutSet.typedUnit`).
        var project: WeightUnit = .kg
    }

    /// The phases in order: each reads what the ones before it decided.
    mutating func apply(to data: inout ProjectData) throws -> ImportFileReport {
        listWhatTheReaderFound()
        try decideUnits(projectUnit: data.settings.units)
        resolveExerciseNames(in: data.library)
        let admissible = admitWorkouts()
        let toAdd = newWorkouts(among: admissible, in: data)
        try createExercises(usedBy: toAdd, in: &data)
        rememberSpellings(usedBy: toAdd, in: &data)
        report.aliasesAdded += rememberMappings(in: &data)
        warnAboutMismatchedExercises(usedBy: toAdd, in: data.library)
        addWorkouts(toAdd, to: &data)
        return try finishedReport()
    }

    // MARK: - Phases

    /// Rows the parser could not read: skipped and listed; and the workouts the file wrote more than once.
    private mutating func listWhatTheReaderFound() {
        report.workoutsInFile = file.workouts.count
        report.repeatedWorkouts = file.repeatedWorkouts
        report.skippedRows = file.skippedRows.map { ImportFileReport.SkippedRow(line: $0.line, message: $0.message) }
        if !file.skippedRows.isEmpty {
            warnings.add("skipped \(NumberText.counted(file.skippedRows.count, "row")) that could not be read; see the list below")
        }
    }

    /// Units: what the file says, else --units, else plate arithmetic when it is clear; when it
    /// is not, the lifter says (the project's unit is no evidence of the file's).
    private mutating func decideUnits(projectUnit: WeightUnit) throws {
        let unitless = file.workouts.flatMap { $0.exercises.flatMap { $0.sets.compactMap { $0.weight } } }.filter { $0.unit == nil }
        var decidedUnit: WeightUnit?
        var decision: UnitDecision?
        if !unitless.isEmpty {
            let evidence = WeightEvidence.of(unitless)
            let unit: WeightUnit
            var warning: String?
            if let chosen = options.units {
                unit = chosen
                if let favoured = evidence.favoured(), favoured != chosen {
                    warning = "the weights look like \(favoured.rawValue) (\(Self.examples(evidence, favoured))), but --units \(chosen.rawValue) was given; if they are \(favoured.rawValue), import again with --units \(favoured.rawValue)"
                }
            } else if let favoured = evidence.favoured() {
                if Self.platesAloneDoubt(evidence, favoured: favoured, projectUnit: projectUnit) {
                    throw ImportError(path: file.path, message: Self.kilogramPlatesInAPoundProject(evidence))
                }
                unit = favoured
            } else {
                throw ImportError(path: file.path, message: Self.ambiguousUnits(evidence, unitless))
            }
            decidedUnit = unit
            decision = UnitDecision(unit: unit, source: options.units != nil ? .option : .evidence, evidence: evidence,
                                    typedIn: unit, warning: warning)
        }
        let allWeights = file.workouts.flatMap { $0.exercises.flatMap { $0.sets.compactMap { $0.weight } } }
            .map { ($0, $0.unit ?? decidedUnit ?? projectUnit) }
        var unitCounts: [WeightUnit: Int] = [:]
        for (_, unit) in allWeights { unitCounts[unit, default: 0] += 1 }
        let mainUnit = decidedUnit ?? unitCounts.max { ($0.value, $0.key.rawValue) < ($1.value, $1.key.rawValue) }?.key ?? projectUnit
        let snapper = WeightSnapper(weights: allWeights, fallback: mainUnit)
        if !allWeights.isEmpty {
            if decision == nil { decision = UnitDecision(unit: mainUnit, source: .file, typedIn: snapper.typedIn) }
            decision?.typedIn = snapper.typedIn
        }
        report.units = decision
        if let warning = decision?.warning { warnings.add(warning) }
        if let typedIn = decision?.typedIn, typedIn != projectUnit {
            warnings.add(Self.unitMismatch(typedIn: typedIn, projectUnit: projectUnit, projectHadWorkouts: projectHadWorkouts))
        }
        units = WeightUnits(main: mainUnit, snapper: snapper, unitlessDistance: mainUnit == .lb ? .mi : .km, project: projectUnit)
    }

    /// Exercise names: --map first, then the library's names and aliases, then the catalogue (the
    /// library's exercise it names, else a new one made from the catalogue), else a new exercise. A
    /// name whose every set in the file is a timed hold goes to a hold of its own when the exercise it
    /// names counts reps (`holdTarget`).
    private mutating func resolveExerciseNames(in library: ExerciseLibrary) {
        var mapping: [String: String] = [:]
        for mapped in options.nameMap { mapping[NameKey.of(mapped.theirs)] = mapped.ours }
        let matcher = ExerciseMatcher(library: library)
        var shapesByName: [String: [SetShape]] = [:]
        for workout in file.workouts {
            for exercise in workout.exercises { shapesByName[exercise.name, default: []] += exercise.sets.map(SetShape.init) }
        }
        for workout in file.workouts {
            for exercise in workout.exercises {
                let target: Target
                if let known = targets[exercise.name] {
                    target = known
                } else {
                    let mapped = mapping[NameKey.of(exercise.name)]
                    let resolution = Self.resolve(mapped ?? exercise.name, matcher: matcher)
                    let shapes = shapesByName[exercise.name, default: []]
                    // --map chooses for itself.
                    target = (mapped == nil ? holdTarget(for: exercise.name, resolved: resolution, shapes: shapes, matcher: matcher) : nil)
                        ?? record(resolution, spelledInTheFile: exercise.name)
                    targets[exercise.name] = target
                }
                switch target {
                case .existing, .unnamed:
                    break
                case .new(let key):
                    pending[key]?.shapes += exercise.sets.map(SetShape.init)
                    if exercise.sets.contains(where: { ($0.weight?.value ?? 0) < 0 }) { pending[key]?.hasNegativeWeight = true }
                    if pending[key]?.category == nil { pending[key]?.category = exercise.category }
                    if pending[key]?.importedNames.contains(exercise.name) == false { pending[key]?.importedNames.append(exercise.name) }
                }
            }
        }
    }

    /// What a name in the file is, before anything is recorded of it.
    private enum Resolution {
        /// The library's exercise; `spelling` when the catalogue led there from another name.
        case existing(Exercise, spelling: Bool)
        /// The catalogue's exercise, which the library lacks.
        case catalogue(CatalogueEntry)
        /// A name neither knows.
        case unknown(String)
        /// A name with no letters or digits.
        case unnamed
    }

    private static func resolve(_ wanted: String, matcher: ExerciseMatcher) -> Resolution {
        if let existing = matcher.exercise(named: wanted) { return .existing(existing, spelling: false) }
        if let entry = ExerciseCatalogue.builtIn.entry(named: wanted) {
            if let existing = matcher.exercise(standingFor: entry) {
                return .existing(existing, spelling: true)
            }
            return .catalogue(entry)
        }
        return NameKey.of(wanted).isEmpty ? .unnamed : .unknown(wanted)
    }

    /// Where a resolved name's sets go, noting the exercise to create or the spelling to remember.
    private mutating func record(_ resolution: Resolution, spelledInTheFile name: String) -> Target {
        switch resolution {
        case .existing(let exercise, let spelling):
            if spelling { spellings[exercise.id, default: []].append(name) }
            return .existing(id: exercise.id)
        case .catalogue(let entry):
            return pendingTarget(PendingExercise(name: entry.name, entry: entry))
        case .unknown(let wanted):
            return pendingTarget(PendingExercise(name: wanted.importTrimmedLines))
        case .unnamed:
            return .unnamed
        }
    }

    /// The target of an exercise to create, keyed by its name; the first one made for a key stays.
    private mutating func pendingTarget(_ exercise: PendingExercise) -> Target {
        let key = NameKey.of(exercise.name)
        if pending[key] == nil {
            pending[key] = exercise
            pendingOrder.append(key)
        }
        return .new(key: key)
    }

    /// A timed hold is not a missed rep: Fitbod writes a plank or a glute-bridge hold as 0 reps with its
    /// seconds beside them, under the name of an exercise that counts reps. When every set of a name in
    /// the file has a time and none has reps, and the exercise it names (the library's or the
    /// catalogue's) needs reps, the sets go to a hold of that exercise ("Single Leg Glute Bridge (Hold)":
    /// the library's, or a new one timed as the sets are, with the exercise's muscle groups).
    private mutating func holdTarget(for name: String, resolved: Resolution, shapes: [SetShape], matcher: ExerciseMatcher) -> Target? {
        let filled = shapes.filter { !$0.isEmpty }
        guard !filled.isEmpty, filled.allSatisfy({ $0.hasTime && $0.reps == nil }) else { return nil }
        let held: (name: String, type: ExerciseType, source: PendingExercise.HoldOf)
        switch resolved {
        case .existing(let exercise, _): held = (exercise.name, exercise.type, .library(exercise))
        case .catalogue(let entry): held = (entry.name, entry.type, .catalogue(entry))
        case .unknown, .unnamed: return nil
        }
        guard Self.countsReps(held.type) else { return nil }
        let holdName = "\(held.name) (Hold)"
        let target: Target
        if let existing = matcher.exercise(named: holdName) {
            target = .existing(id: existing.id)
        } else {
            var hold = PendingExercise(name: holdName)
            hold.holdOf = held.source
            target = pendingTarget(hold)
        }
        warnings.add("\(name): \(NumberText.counted(filled.count, "set")) with a time and no reps went to \"\(holdName)\", "
                     + "a timed exercise, not to \"\(held.name)\", which counts reps (--map \"\(name)=Other Name\" sends them elsewhere)",
                     line: file.workouts.lazy.flatMap(\.exercises).first { $0.name == name }?.line)
        return target
    }

    private static func countsReps(_ type: ExerciseType) -> Bool {
        switch type {
        case .weightReps, .bodyweightReps, .repsOnly: true
        case .duration, .distanceDuration, .weightDuration: false
        }
    }

    /// The workouts the store can hold, each start worked out once. One it cannot (a year outside
    /// its range, a time after tomorrow: a typo in the app) is skipped with its line, never the
    /// reason the whole file fails.
    private mutating func admitWorkouts() -> [SourceWorkout] {
        var days: [LocalDay] = []
        var admissible: [SourceWorkout] = []
        for workout in file.workouts {
            let start = timestamp(workout.start, line: workout.line)
            if let problem = problem(withStart: start) {
                skip(line: workout.line) { "a workout starting \(start.local) \(problem); \($0)" }
                continue
            }
            starts[workout.key] = start
            days.append(start.local(in: timeZone).day)
            admissible.append(workout)
        }
        if admissible.count < file.workouts.count {
            warnings.add("skipped \(NumberText.counted(file.workouts.count - admissible.count, "workout")) dated outside the years \(StoreValidator.years.lowerBound)–\(StoreValidator.years.upperBound) or after tomorrow; see the list below")
        }
        report.firstDay = days.min().map { "\($0)" }
        report.lastDay = days.max().map { "\($0)" }
        return admissible
    }

    /// Which workouts are new: the store's imported workouts from this app, by key and name as
    /// typed (`WorkoutNameKey`: "Push 💪" and "Push 🔥" that start in the same minute are two
    /// workouts). One imported before names were kept matches by key alone; one imported before
    /// they were compared as typed may have another key (`ImportKey.keysBeforeNamesWereComparedAsTyped`).
    private mutating func newWorkouts(among admissible: [SourceWorkout], in data: ProjectData) -> [SourceWorkout] {
        let app = file.format.app.rawValue
        var present: [String: [Workout]] = [:]
        for workout in data.workouts where workout.source.kind == .imported && workout.source.app == app {
            guard let key = workout.source.key else { continue }
            present[key, default: []].append(workout)
        }
        var earlierKeys: [String: String] = [:]
        for (workout, key) in zip(file.workouts, ImportKey.keysBeforeNamesWereComparedAsTyped(file.workouts)) {
            if let key { earlierKeys[workout.key + "\t" + WorkoutNameKey.of(workout.name.importTrimmedLines)] = key }
        }
        // The same name as typed is the same workout, re-exported after an edit in the app or not; a name
        // that differs only in case, spaces or how an accent is written ("Upper A", "upper a") is the same
        // workout only when its sets agree too: two files' workouts of one minute may be two workouts.
        func isPresent(_ key: String, _ workout: SourceWorkout) -> Bool {
            let typed = workout.name.importTrimmedLines
            return present[key]?.contains { stored in
                guard let storedName = stored.source.name else { return true }
                return storedName == typed || WorkoutNameKey.of(storedName) == WorkoutNameKey.of(typed) && setsAgree(workout, stored)
            } ?? false
        }
        let toAdd = admissible.filter { workout in
            if isPresent(workout.key, workout) { return false }
            let name = WorkoutNameKey.of(workout.name.importTrimmedLines)
            return !(earlierKeys[workout.key + "\t" + name].map { isPresent($0, workout) } ?? false)
        }
        report.workoutsAlreadyPresent = admissible.count - toAdd.count
        return toAdd
    }

    /// Whether the file's workout and a stored one hold the same sets, in order: reps, time, and weight
    /// and distance in the store's units (to the gram and the centimetre).
    private func setsAgree(_ workout: SourceWorkout, _ stored: Workout) -> Bool {
        func rounded(_ value: Double?) -> Double? { value.map { (abs($0) * 100).rounded() / 100 } }
        let file = workout.exercises.flatMap(\.sets).filter { !SetShape($0).isEmpty }.map { set in
            [set.reps.map(Double.init), rounded(set.weight.map { units.snapper.kilograms($0, in: $0.unit ?? units.main) }),
             set.seconds.map(Double.init), rounded(set.distance.map { $0.value * ($0.unit ?? units.unitlessDistance).meters })]
        }
        let store = stored.exercises.flatMap(\.sets).map { set in
            [set.reps.map(Double.init), rounded(set.weightKg), set.durationSeconds.map(Double.init), rounded(set.distanceMeters)]
        }
        return file == store
    }

    /// Creates the exercises the new workouts use, with the catalogue's type and muscle groups, or
    /// ones inferred from their sets and name; the names they had in the file become aliases.
    private mutating func createExercises(usedBy toAdd: [SourceWorkout], in data: inout ProjectData) throws {
        var needed = Set<String>()
        for workout in toAdd {
            for exercise in workout.exercises {
                if case .new(let key) = targets[exercise.name] { needed.insert(key) }
            }
        }
        for exercise in data.library.exercises {
            for name in [exercise.name] + exercise.aliases { nameOwners[NameKey.of(name)] = exercise.id }
        }
        for key in pendingOrder where needed.contains(key) {
            guard var exercise = pending[key], exercise.shapes.contains(where: { !$0.isEmpty }) else { continue }
            // What the catalogue knows beats what the sets suggest ("Triceps Dip" with added load is
            // bodyweight reps); an unknown name gets its type from its sets, and a muscle group from
            // the file (FitNotes) or from its words when they are clear.
            let type: ExerciseType
            var categories: [String] = []
            if let entry = exercise.entry {
                type = entry.type
                categories = try entry.categories.map { try catalogueCategory($0, catalogue: ExerciseCatalogue.builtIn, in: &data) }
            } else if let holdOf = exercise.holdOf {
                type = ExerciseTypeInference.infer(name: exercise.name, shapes: exercise.shapes.filter { !$0.isEmpty })
                switch holdOf {
                case .library(let held): categories = held.categories.filter { data.library.category(id: $0) != nil }
                case .catalogue(let entry):
                    categories = try entry.categories.map { try catalogueCategory($0, catalogue: ExerciseCatalogue.builtIn, in: &data) }
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
                } else if let category = exercise.category, let resolved = try resolveCategory(category, in: &data) {
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
            pending[key] = exercise
            report.newExercises.append(ImportedExercise(id: created.id, name: created.name, type: type, category: categoryName,
                                                        sets: exercise.shapes.filter { !$0.isEmpty }.count))
            if created.categories.isEmpty { report.uncategorized.append(created.name) }
        }
    }

    /// The file's spellings of exercises the library has, which the catalogue recognised, kept as
    /// aliases ("Bench Press (Barbell)" of Bench Press) for the lifter to see and for the next import.
    private mutating func rememberSpellings(usedBy toAdd: [SourceWorkout], in data: inout ProjectData) {
        var used = Set<String>()
        for workout in toAdd { for exercise in workout.exercises { used.insert(exercise.name) } }
        for (id, names) in spellings.sorted(by: { $0.key < $1.key }) {
            guard let index = data.library.exercises.firstIndex(where: { $0.id == id }) else { continue }
            for name in names where used.contains(name) {
                let key = NameKey.of(name)
                guard nameOwners[key] == nil else { continue }
                nameOwners[key] = id
                data.library.exercises[index].aliases.append(name.importTrimmedLines)
                report.aliasesAdded.append("\(name.importTrimmedLines) → \(data.library.exercises[index].name)")
            }
        }
    }

    /// Existing exercises whose new sets mostly lack what their type needs, when a type inferred
    /// from those sets would hold them: a wrong match (Fitbod's old Plank with seconds as reps),
    /// not data to bend. Warned about; the sets are kept with their values in their notes.
    private mutating func warnAboutMismatchedExercises(usedBy toAdd: [SourceWorkout], in library: ExerciseLibrary) {
        var newSets: [String: [SourceSet]] = [:]
        for workout in toAdd {
            for exercise in workout.exercises {
                if case .existing(let id) = targets[exercise.name] { newSets[id, default: []] += exercise.sets }
            }
        }
        for (id, sets) in newSets.sorted(by: { $0.key < $1.key }) {
            guard let exercise = library.exercise(id: id) else { continue }
            let filled = sets.filter { !SetShape($0).isEmpty }
            let misfits = filled.filter { !Self.fits(SetShape($0), exercise.type) }
            guard misfits.count * 2 > filled.count else { continue }
            let inferred = ExerciseTypeInference.infer(name: exercise.name, shapes: filled.map(SetShape.init))
            guard filled.filter({ !Self.fits(SetShape($0), inferred) }).count < misfits.count else { continue }
            let names = targets.filter { $0.value == .existing(id: id) }.keys.sorted()
            warnings.add("\(misfits.count) of the \(NumberText.counted(filled.count, "set")) of \(names.map { "\"\($0)\"" }.joined(separator: ", ")) lack what \"\(exercise.name)\" in your library needs (it is \(exercise.type.displayName.lowercased()); these look \(inferred.displayName.lowercased())); they were kept with their values in the sets' notes (--map \"\(names.first ?? exercise.name)=Other Name\" imports them as another exercise)",
                         line: misfits.first?.line)
        }
    }

    /// The new workouts, their sets converted to the exercises' types and units. A set the store
    /// cannot hold is skipped with its line; a workout left with no sets is not added.
    private mutating func addWorkouts(_ toAdd: [SourceWorkout], to data: inout ProjectData) {
        let app = file.format.app.rawValue
        var takenIDs = Set(data.workouts.map(\.id))
        var misfitLines: [String: [Int]] = [:]
        /// Each added workout's place in `data.workouts` and the file's line of each of its sets.
        var added: [DoubtfulRows.AddedWorkout] = []
        for workout in toAdd {
            let start = starts[workout.key] ?? timestamp(workout.start, line: workout.line)
            var logged: [LoggedExercise] = []
            var lines: [[Int]] = []
            var names: [String] = []
            for exercise in workout.exercises {
                guard let target = targets[exercise.name] else { continue }
                let id: String
                let type: ExerciseType
                switch target {
                case .existing(let existing):
                    guard let found = data.library.exercise(id: existing) else { continue }
                    id = found.id
                    type = found.type
                case .new(let key):
                    guard let created = pending[key], let createdID = created.id, let createdType = created.type else { continue }
                    id = createdID
                    type = createdType
                case .unnamed:
                    for source in exercise.sets where !SetShape(source).isEmpty {
                        skip(line: source.line) {
                            "the exercise name '\(ImportNumber.shortened(exercise.name))' has no letters or digits, so the row was \($0); name it with --map \"\(exercise.name)=Some Name\""
                        }
                    }
                    continue
                }
                let assisted = type == .bodyweightReps
                    && (exercise.name.lowercased().contains("assist") || (data.library.exercise(id: id)?.name.lowercased().contains("assist") ?? false))
                let sets = convertedSets(of: exercise, to: type, assisted: assisted, misfitLines: &misfitLines)
                let notes = ImportText.notes(exercise.notes)
                guard !sets.isEmpty || notes != nil else { continue }
                logged.append(LoggedExercise(exercise: id, notes: notes, superset: exercise.superset, sets: sets.map(\.set)))
                lines.append(sets.map(\.line))
                names.append(exercise.name)
            }
            guard logged.contains(where: { !$0.sets.isEmpty }) else {
                warnings.add("a workout with no sets was not imported", line: workout.line)
                continue
            }
            let name = workout.name.importTrimmedLines
            let id = WorkoutID.make(start: start.local, name: name, isTaken: takenIDs.contains)
            takenIDs.insert(id)
            let stored = Workout(id: id, name: name.isEmpty ? "Workout" : name, start: start,
                                 end: end(of: workout, start: start), notes: ImportText.notes(workout.notes),
                                 source: WorkoutSource(kind: .imported, app: app, file: file.fileName, key: workout.key, line: workout.line,
                                                       name: name.isEmpty ? nil : name),
                                 exercises: logged)
            // One workout too large for its file (20,000 sets) is skipped, not the reason the import fails at the write.
            if let size = StoreLayout.fileSizeIfLarge(of: stored), size > StoreLayout.maximumWorkoutFileSize {
                let last = lines.joined().max() ?? workout.line
                skip(line: workout.line) {
                    "a workout of \(NumberText.counted(stored.setCount, "set")) (lines \(workout.line)–\(last)) would be a file of "
                        + "\(NumberText.grouped(size)) bytes, larger than a workout file can be (\(StoreLayout.maximumWorkoutFileSize >> 20) MB), "
                        + "so it was \($0); split it into several workouts in the app and import again"
                }
                takenIDs.remove(id)
                continue
            }
            data.workouts.append(stored)
            added.append(DoubtfulRows.AddedWorkout(index: data.workouts.count - 1, lines: lines, names: names))
            report.workoutsAdded += 1
            report.setsAdded += stored.setCount
        }
        for (message, lines) in misfitLines.sorted(by: { ($0.value.first ?? 0, $0.key) < ($1.value.first ?? 0, $1.key) }) {
            for line in lines { warnings.add(message, line: line) }
        }
        let doubtful = DoubtfulRows(holdingIn: added, of: &data)
        report.heldRows = doubtful.heldRows
        report.bodyWeightLoads = doubtful.bodyWeightLoads
        report.bigJumpsKept = doubtful.bigJumpsKept
    }

    /// One exercise's sets in the store's units and its type's fields: a set never filled in is
    /// skipped; a value the store cannot hold is skipped with its line; values the type has no
    /// field for go to the set's notes, listed once per message in `misfitLines`.
    private mutating func convertedSets(of exercise: SourceExercise, to type: ExerciseType, assisted: Bool,
                                        misfitLines: inout [String: [Int]]) -> [(set: WorkoutSet, line: Int)] {
        var sets: [(set: WorkoutSet, line: Int)] = []
        for source in exercise.sets {
            let shape = SetShape(source)
            if shape.isEmpty {
                warnings.add("a row with no weight, reps, time or distance (a set never filled in) was skipped", line: source.line)
                continue
            }
            let reading = source.weight.map { units.snapper.reading($0, in: $0.unit ?? units.main) }
            var kilograms = reading?.kilograms
            if assisted || type == .bodyweightReps && (source.weight?.value ?? 0) < 0, let value = kilograms {
                kilograms = -abs(value)
            }
            let meters = source.distance.map { (($0.value * ($0.unit ?? units.unitlessDistance).meters) * 1000).rounded() / 1000 }
            var converted = ImportedSetConverter.convert(source, shape: shape, to: type, kilograms: kilograms, meters: meters,
                                                         notes: ImportText.notes(source.notes))
            // A set typed in the other unit (the reading its weight snapped to: a pound lifter's file may hold a 20 kg bar)
            // is shown as typed, its records and totals in the project's unit.
            converted.set.markTyped(in: reading?.typedIn ?? units.project, projectUnit: units.project)
            // A value the store cannot hold (a 2,956 kg squat, 877,777 reps): a typo in the app, skipped.
            if let problem = SetRules.problem(with: converted.set, for: type) {
                skip(line: source.line) { "\(ImportNumber.shortened(exercise.name)): \(problem.message); the row was \($0)" }
                continue
            }
            if let lacked = converted.lacked {
                let stored = lacked == "reps" ? "0 reps (a missed attempt: never volume or a record)" : "a time of 0 (never a record)"
                misfitLines["\(exercise.name): a set with no \(lacked), which a \(type.displayName.lowercased()) set needs, was stored with \(stored); its values are in the set's notes", default: []].append(source.line)
            } else if !converted.movedToNotes.isEmpty {
                misfitLines["\(exercise.name): values a \(type.displayName.lowercased()) set has no field for were kept in the set's notes", default: []].append(source.line)
            }
            sets.append((converted.set, source.line))
        }
        return sets
    }

    /// The report, skipped rows in file order; with --strict the first is the end of the import
    /// (the reader stops at an unreadable row itself).
    private mutating func finishedReport() throws -> ImportFileReport {
        report.skippedRows.sort { $0.line < $1.line }
        if options.strict, let first = refusals.min(by: { $0.line < $1.line }) {
            throw ImportError(path: file.path, line: first.line, message: first.message)
        }
        report.warnings = warnings.all
        return report
    }

    // MARK: - Helpers

    /// Leaves a row out and lists it; `message` says what became of it, "skipped". With `--strict`
    /// `apply` stops at the first such row, and the error says "refused (--strict)": nothing was skipped.
    private mutating func skip(line: Int, _ message: (_ outcome: String) -> String) {
        report.skippedRows.append(ImportFileReport.SkippedRow(line: line, message: message("skipped")))
        refusals.append((line, message("refused (--strict)")))
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
    private func catalogueCategory(_ id: String, catalogue: ExerciseCatalogue, in data: inout ProjectData) throws -> String {
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
    private mutating func resolveCategory(_ name: String, in data: inout ProjectData) throws -> String? {
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

    /// Adds each `--map` name used in the file as an alias of the exercise it went to.
    private mutating func rememberMappings(in data: inout ProjectData) -> [String] {
        var added: [String] = []
        for mapped in options.nameMap {
            let key = NameKey.of(mapped.theirs)
            // The first spelling in name order, not in the dictionary's per-run order, when the file
            // writes the name several ways.
            guard let (fileName, target) = targets.filter({ NameKey.of($0.key) == key })
                .min(by: { $0.key < $1.key }) else { continue }
            let id: String?
            switch target {
            case .existing(let existing): id = existing
            case .new(let pendingKey): id = pending[pendingKey]?.id
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

    /// The instant a file's time stands for, in the import's time zone. A wall-clock time skipped
    /// by a daylight-saving change is moved one hour later, with a warning.
    private mutating func timestamp(_ time: SourceTime, line: Int) -> Timestamp {
        switch time {
        case .instant(let seconds):
            return Timestamp(secondsSinceEpoch: seconds, utcOffsetSeconds: Timestamp.offset(of: timeZone, at: seconds))
        case .day(let day):
            // Noon: the day is right in every time zone and no daylight-saving change happens then.
            let noon = LocalDateTime(day: day, hour: 12, minute: 0) ?? LocalDateTime(secondsSinceEpochAsUTC: Int64(day.daysSinceEpoch) * 86_400)
            return local(noon, line: line)
        case .local(let wallClock):
            return local(wallClock, line: line)
        }
    }

    private mutating func local(_ wallClock: LocalDateTime, line: Int) -> Timestamp {
        if let exact = try? Timestamp(local: wallClock, in: timeZone) { return exact }
        for hours in 1...3 {
            let later = LocalDateTime(secondsSinceEpochAsUTC: wallClock.secondsSinceEpochAsUTC + Int64(hours * 3600))
            if let shifted = try? Timestamp(local: later, in: timeZone) {
                warnings.add("a start time the clocks skip in \(timeZone.identifier) (daylight saving) was moved \(NumberText.counted(hours, "hour")) later", line: line)
                return shifted
            }
        }
        let seconds = wallClock.secondsSinceEpochAsUTC
        return Timestamp(secondsSinceEpoch: seconds, utcOffsetSeconds: 0)
    }

    /// The end: the file's end time, else start plus the duration; left out when it is before the
    /// start or more than 7 days after it (Strong has workouts left running for 264 hours).
    private mutating func end(of workout: SourceWorkout, start: Timestamp) -> Timestamp? {
        var end: Timestamp?
        if let time = workout.end {
            end = timestamp(time, line: workout.line)
        } else if let duration = workout.durationSeconds {
            end = start.adding(seconds: duration, in: timeZone)
        }
        guard let candidate = end else { return nil }
        let seconds = candidate.secondsSinceEpoch - start.secondsSinceEpoch
        if seconds < 0 {
            warnings.add("a workout ending before it starts was imported without an end", line: workout.line)
            return nil
        }
        if seconds > Int64(SetRules.maximumDurationSeconds) {
            warnings.add("a workout lasting more than 7 days (left running in the app) was imported without an end", line: workout.line)
            return nil
        }
        if problem(withStart: candidate) != nil {
            warnings.add("a workout ending after tomorrow or outside the years the store holds was imported without an end", line: workout.line)
            return nil
        }
        if seconds > 86_400 {
            warnings.add("a workout lasting more than 24 hours (probably left running in the app) was kept as it is", line: workout.line)
        }
        return candidate
    }

    /// Why the store could not hold a workout at `time`, or `nil` when it can (see `StoreValidator`).
    private func problem(withStart time: Timestamp) -> String? {
        if !StoreValidator.years.contains(time.local.day.year) {
            return "is not between the years \(StoreValidator.years.lowerBound) and \(StoreValidator.years.upperBound)"
        }
        if let latest = options.latestArrival, time > latest { return "is later than tomorrow" }
        return nil
    }

    /// The weights that count for `unit`, for a message.
    private static func examples(_ evidence: WeightEvidence, _ unit: WeightUnit) -> String {
        (unit == .kg ? evidence.kgExamples : evidence.lbExamples).map(Self.number).joined(separator: ", ")
    }

    private static func number(_ value: Double) -> String {
        NumberText.decimal(value, maximumFractionDigits: 2)
    }

    /// The file's weights were typed in one unit and the project shows the other: its sets keep the unit
    /// they were typed in (315 lb shows as 315 lb), but a pound lifter's records, totals and charts would
    /// read 142.88 kg. A project with no workouts before the import can switch with one command; one with
    /// history may hold weights typed in its own unit.
    /// The command that switches a project with no workouts yet is given once, for the whole import
    /// (`ImportReport.unitsTyped`): a file among several cannot tell whether the others agree.
    static func unitMismatch(typedIn: WeightUnit, projectUnit: WeightUnit, projectHadWorkouts: Bool) -> String {
        let said = "the weights were typed in \(typedIn.rawValue), and this project shows \(projectUnit.rawValue)"
        return projectHadWorkouts
            ? said + ": its sets show in \(typedIn.rawValue) as typed, records, totals and charts in \(projectUnit.rawValue)" : said
    }

    /// A pound lifter's 2.5 lb steps (137.5, 102.5) are kilogram plates' steps too, so plate
    /// arithmetic that says kg is no answer in a project that shows lb, as when its own
    /// `export --format strong` comes back without `--units`: the import asks. Residue (what an
    /// app's conversion left) still decides, and 45 lb plates saying lb in a kilogram project are
    /// no step both units share.
    static func platesAloneDoubt(_ evidence: WeightEvidence, favoured: WeightUnit, projectUnit: WeightUnit) -> Bool {
        favoured == .kg && projectUnit == .lb && evidence.favouredByResidue() == nil
    }

    static func kilogramPlatesInAPoundProject(_ evidence: WeightEvidence) -> String {
        "names no unit, and only plate arithmetic says kg (\(examples(evidence, .kg)) …), which 2.5 lb steps give too, "
            + "while this project shows lb; import again with --units lb if the app showed pounds (an lb "
            + "`export --format strong` did), or --units kg"
    }

    /// Why the file's unit cannot be told, with weights from the file, and what to do.
    static func ambiguousUnits(_ evidence: WeightEvidence, _ weights: [SourceWeight]) -> String {
        let ask = "import again with --units kg or --units lb (the unit the app showed when you exported)"
        if evidence.kgScore > 0, evidence.lbScore > 0 {
            return "names no unit, and its weights point both ways: \(examples(evidence, .kg)) look like kilogram plates, "
                + "\(examples(evidence, .lb)) like pound plates; \(ask)"
        }
        var counts: [Double: Int] = [:]
        for weight in weights where weight.value > 0 { counts[(weight.value * 100).rounded() / 100, default: 0] += 1 }
        let common = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5).map(\.key).sorted()
        return "names no unit, and its weights (\(common.map(number).joined(separator: ", ")) …) fit kilogram and pound plates "
            + "alike; \(ask)"
    }
}
