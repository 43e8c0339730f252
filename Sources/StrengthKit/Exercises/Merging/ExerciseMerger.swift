/// `exercise merge FROM INTO`: FROM's history, names and plans become INTO's and FROM leaves the
/// library. Pure: the data in, the merged data and a `MergeReport` out; records follow by themselves
/// because they are computed from sets.
///
/// - Every set of FROM becomes a set of INTO, converted when the types differ (`SetConversion`);
///   if any set cannot be converted nothing is merged and the error says how many and shows one.
///   Types with no conversion between them are refused even when FROM has no sets.
/// - In a workout that logged only FROM, each FROM entry becomes INTO's, in its place. A workout that
///   logged both keeps one INTO entry at the position of the first of them. Its sets are in the
///   order they were done: the first entry's sets, then the next one's — unless every entry was in
///   the same superset, where sets alternate as a superset is done (first set of each, then the
///   second of each, ...). The entry is in a superset if either was (the first one's group when
///   both were); the entries' notes are kept, the first one's first, separated by a blank line.
/// - FROM's name and aliases become INTO's aliases, skipping any INTO already answers to.
/// - Templates that planned FROM plan INTO on the same line (a template that planned both keeps
///   both lines: targets are never added up); goals on FROM are goals on INTO; a journal post's
///   directive that named FROM names INTO (`PostExerciseReferences`).
/// - INTO keeps its own name, type, favourite and archived flags. It keeps its categories, or takes
///   FROM's when it had none; FROM's notes are added after INTO's.
/// - A moved set far beyond INTO's history that no later session comes near is held (`HeldSetJudge`).
package enum ExerciseMerger {
    package static func merge(from fromID: String, into intoID: String,
                             in data: ProjectData) throws -> (data: ProjectData, report: MergeReport) {
        guard let from = data.library.exercise(id: fromID) else { throw NotFoundError(kind: "exercise", name: fromID) }
        guard let into = data.library.exercise(id: intoID) else { throw NotFoundError(kind: "exercise", name: intoID) }
        guard from.id != into.id else { throw ExerciseMergeError.sameExercise(from.name) }
        let fromSets = setCount(of: from.id, in: data)
        let intoSets = setCount(of: into.id, in: data)
        try requireConvertible(from: from, into: into, total: fromSets, in: data)

        var merged = data
        // Found by FROM's names while the library still has them.
        let (posts, postsRewritten) = try PostExerciseReferences.renaming(from.id, to: into.name, in: data)
        merged.posts = posts
        var touched: [MergeReport.TouchedWorkout] = []
        for index in merged.workouts.indices where merged.workouts[index].refers(to: from.id) {
            let workout = merged.workouts[index]
            let moved = workout.exercises.filter { $0.exercise == from.id }.reduce(0) { $0 + $1.sets.count }
            let combined = workout.refers(to: into.id)
            merged.workouts[index].exercises = mergedEntries(workout.exercises, from: from, into: into)
            touched.append(MergeReport.TouchedWorkout(id: workout.id, name: workout.name, setsMoved: moved, combined: combined))
        }
        // The live workout's sets follow the library too, or it would name an exercise that no longer exists.
        if let live = merged.session?.exercises { merged.session?.exercises = mergedEntries(live, from: from, into: into) }

        let templates = merged.programs.templates.filter { $0.refers(to: from.id) }.map { template in
            MergeReport.TemplateChange(id: template.id, name: template.name, plansIntoTwice: template.refers(to: into.id))
        }
        // Every other reference — the live plan, templates, goals, pinned big lifts — names INTO
        // where it named FROM: goals follow the sets they are measured on, a big lift is pinned once.
        merged.mapExerciseIDs { $0 == from.id ? into.id : $0 }

        var updated = into
        var aliasesAdded: [String] = []
        var known = Set(([into.name] + into.aliases).map(NameKey.of))
        for name in [from.name] + from.aliases where known.insert(NameKey.of(name)).inserted {
            updated.aliases.append(name)
            aliasesAdded.append(name)
        }
        var categoriesTaken: [String] = []
        if updated.categories.isEmpty, !from.categories.isEmpty {
            updated.categories = from.categories
            categoriesTaken = from.categories.map { data.library.category(id: $0)?.name ?? $0 }
        }
        var notesAdded = false
        if let notes = from.notes, !notes.isEmpty, notes != into.notes {
            updated.notes = [into.notes, notes].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n\n")
            notesAdded = true
        }
        merged.library.exercises.removeAll { $0.id == from.id }
        if let index = merged.library.exercises.firstIndex(where: { $0.id == into.id }) {
            merged.library.exercises[index] = updated
        }

        let conversion = from.type == into.type || fromSets == 0 ? nil : SetConversion.rule(from: from.type, to: into.type).map {
            MergeReport.Conversion(from: from.type, to: into.type, sets: fromSets, rule: $0)
        }
        let held = holdSpikes(in: &merged, touched: Set(touched.map(\.id)), into: updated)
        let report = MergeReport(
            from: ExerciseReference(from, sets: fromSets), into: ExerciseReference(into, sets: intoSets), setsMoved: fromSets,
            workouts: touched, aliasesAdded: aliasesAdded, templates: templates, conversion: conversion,
            categoriesTaken: categoriesTaken, notesAdded: notesAdded, setsHeld: held.count, heldExample: held.first,
            posts: postsRewritten)
        return (merged, report)
    }

    /// A merge is a door too: INTO's sets in the workouts that logged FROM are judged against INTO's
    /// history (`HeldSetJudge`), so a "Deadlift Typo" of 1400 × 5 merged into a Deadlift of 140 kg
    /// sessions is held. Returns why each set held was, oldest first.
    private static func holdSpikes(in data: inout ProjectData, touched: Set<String>, into: Exercise) -> [String] {
        let newSets = HeldSetJudge.addresses(in: data.workouts) { workout, logged in
            touched.contains(workout.id) && logged.exercise == into.id
        }
        return HeldSetJudge.judge(&data.workouts, newSets: newSets, unit: data.settings.units).held
            .filter { newSets.contains($0.address) }.map { $0.outlier.description(exercise: into.name) }
    }

    /// Every logged set of the exercise, warm-ups included.
    static func setCount(of id: String, in data: ProjectData) -> Int {
        data.workouts.reduce(0) { total, workout in
            total + workout.exercises.filter { $0.exercise == id }.reduce(0) { $0 + $1.sets.count }
        }
    }

    /// Refuses the merge unless every set of `from` converts to `into`'s type, and — when `from` has
    /// no sets — unless its type converts at all: a duration exercise never becomes a weight × reps one.
    private static func requireConvertible(from: Exercise, into: Exercise, total: Int, in data: ProjectData) throws {
        guard from.type != into.type else { return }
        if total == 0, SetConversion.rule(from: from.type, to: into.type) == nil {
            throw ExerciseMergeError.typesNeverConvert(from: from.name, fromType: from.type, into: into.name, intoType: into.type,
                                                       why: SetConversion.whyNever(from: from.type, to: into.type))
        }
        var misfits = 0
        var example: (set: WorkoutSet, workout: Workout, why: String)?
        for workout in data.workouts {
            for logged in workout.exercises where logged.exercise == from.id {
                for set in logged.sets {
                    if case .refused(let why) = SetConversion.convert(set, from: from.type, to: into.type) {
                        misfits += 1
                        if example == nil { example = (set, workout, why) }
                    }
                }
            }
        }
        guard misfits > 0, let example else { return }
        let format = DisplayFormatter(unit: data.settings.units)
        let shown = "\(format.set(example.set, type: from.type)) in \"\(example.workout.name)\" on \(format.date(example.workout.start.local.day))"
        throw ExerciseMergeError.incompatibleTypes(
            from: from.name, fromType: from.type, into: into.name, intoType: into.type,
            misfits: misfits, total: total, example: shown, why: example.why)
    }

    /// A workout's exercises with FROM's entries made INTO's; when it logged INTO too, every entry
    /// of either is one entry of INTO, at the position of the first of them.
    private static func mergedEntries(_ entries: [LoggedExercise], from: Exercise, into: Exercise) -> [LoggedExercise] {
        let relabelled = entries.map { entry -> LoggedExercise in
            guard entry.exercise == from.id else { return entry }
            var converted = entry
            converted.exercise = into.id
            converted.sets = entry.sets.map { set in
                if case .converted(let result) = SetConversion.convert(set, from: from.type, to: into.type) { return result }
                return set
            }
            return converted
        }
        guard entries.contains(where: { $0.exercise == into.id }),
              let position = entries.firstIndex(where: { $0.exercise == from.id || $0.exercise == into.id }) else {
            return relabelled
        }
        let involved = relabelled.filter { $0.exercise == into.id }
        let alternate = involved.allSatisfy { $0.superset != nil && $0.superset == involved[0].superset }
        var sets: [WorkoutSet] = []
        if alternate {
            let longest = involved.map(\.sets.count).max() ?? 0
            for round in 0..<longest {
                for entry in involved where round < entry.sets.count { sets.append(entry.sets[round]) }
            }
        } else {
            sets = involved.flatMap(\.sets)
        }
        var notes: [String] = []
        for note in involved.compactMap(\.notes) where !note.isEmpty && !notes.contains(note) { notes.append(note) }
        let combined = LoggedExercise(exercise: into.id, notes: notes.isEmpty ? nil : notes.joined(separator: "\n\n"),
                                      superset: involved.compactMap(\.superset).first, sets: sets)
        var result = relabelled.filter { $0.exercise != into.id }
        result.insert(combined, at: position)
        return result
    }
}
