/// The names step of a file's import: where the sets of each exercise name in the file go. `--map`
/// first, then the library's names and aliases, then the catalogue (the library's exercise it names,
/// else a new one made from the catalogue), else a new exercise. A name whose every set in the file is
/// a timed hold goes to a hold of its own when the exercise it names counts reps (`holdTarget`).
struct ImportNames {
    /// Where each exercise name in the file goes.
    private(set) var targets: [String: Target] = [:]
    /// The exercises the file needs that the library lacks, by name key, in first-seen order.
    var pending: [String: PendingExercise] = [:]
    private(set) var pendingOrder: [String] = []
    /// File spellings the catalogue led to an exercise the library already has: its aliases-to-be.
    private(set) var spellings: [String: [String]] = [:]

    /// Where the sets of one exercise name in the file go.
    enum Target: Hashable {
        case existing(id: String)
        case new(key: String)
        /// A name with no letters or digits: its rows are skipped.
        case unnamed
    }

    /// An exercise the file needs that the library does not have yet; `id` and `type` once created.
    struct PendingExercise {
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

    init(resolving workouts: [SourceWorkout], nameMap: [ImportNameMapping], in library: ExerciseLibrary, warnings: inout ImportWarnings) {
        var mapping: [String: String] = [:]
        for mapped in nameMap { mapping[NameKey.of(mapped.theirs)] = mapped.ours }
        let matcher = ExerciseMatcher(library: library)
        var shapesByName: [String: [SetShape]] = [:]
        for workout in workouts {
            for exercise in workout.exercises { shapesByName[exercise.name, default: []] += exercise.sets.map(SetShape.init) }
        }
        for workout in workouts {
            for exercise in workout.exercises {
                let target: Target
                if let known = targets[exercise.name] {
                    target = known
                } else {
                    let mapped = mapping[NameKey.of(exercise.name)]
                    let resolution = Self.resolve(mapped ?? exercise.name, matcher: matcher)
                    let shapes = shapesByName[exercise.name, default: []]
                    // --map chooses for itself.
                    target = (mapped == nil ? holdTarget(for: exercise.name, resolved: resolution, shapes: shapes, matcher: matcher,
                                                         in: workouts, warnings: &warnings) : nil)
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
    private mutating func holdTarget(for name: String, resolved: Resolution, shapes: [SetShape], matcher: ExerciseMatcher,
                                     in workouts: [SourceWorkout], warnings: inout ImportWarnings) -> Target? {
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
                     line: workouts.lazy.flatMap(\.exercises).first { $0.name == name }?.line)
        return target
    }

    private static func countsReps(_ type: ExerciseType) -> Bool {
        switch type {
        case .weightReps, .bodyweightReps, .repsOnly: true
        case .duration, .distanceDuration, .weightDuration: false
        }
    }
}
