/// Applies `WorkoutEdit`s to a workout's exercises and notes: the one implementation behind
/// `workout edit` (the live session) and `history edit` (a finished workout). A replaced set is
/// vetted by `outliers`.
enum WorkoutEditor {
    static func apply(_ edits: [WorkoutEdit], to exercises: inout [LoggedExercise], notes: inout String?,
                      library: ExerciseLibrary, units: WeightUnit, outliers: OutlierCheck) throws {
        for edit in edits {
            try apply(edit, to: &exercises, notes: &notes, library: library, units: units, outliers: outliers)
        }
    }

    private static func apply(_ edit: WorkoutEdit, to exercises: inout [LoggedExercise], notes: inout String?,
                              library: ExerciseLibrary, units: WeightUnit, outliers: OutlierCheck) throws {
        func name(_ index: Int) -> String { library.name(of: exercises[index].exercise) }
        func setIndex(_ number: Int, of index: Int) throws -> Int {
            guard (1...max(1, exercises[index].sets.count)).contains(number), number <= exercises[index].sets.count else {
                throw WorkoutEditError.noSuchSet(exercise: name(index), number: number, count: exercises[index].sets.count)
            }
            return number - 1
        }
        switch edit {
        case .replaceSet(let text, let number, let setText):
            let index = try exerciseIndex(text, in: exercises, library: library)
            let position = try setIndex(number, of: index)
            let parsed: ParsedSet
            do { parsed = try SetSyntax(defaultUnit: units).parse(setText) } catch var error as SetSyntaxError {
                error.entry = name(index)
                throw error
            }
            guard parsed.repeats == 1 else { throw WorkoutEditError.notOneSet(setText) }
            let type = library.exercise(id: exercises[index].exercise)?.type ?? .weightReps
            var replaced = [try parsed.workoutSet(for: type, exerciseName: name(index))]
            try outliers.vet(&replaced, of: library.exercise(id: exercises[index].exercise)
                             ?? Exercise(id: exercises[index].exercise, name: name(index), type: type))
            // What the set grammar cannot say stays as it was; a held set, once fixed, is held no more.
            replaced[0].restSeconds = exercises[index].sets[position].restSeconds
            replaced[0].notes = exercises[index].sets[position].notes
            exercises[index].sets[position] = replaced[0]
        case .deleteSet(let text, let number):
            let index = try exerciseIndex(text, in: exercises, library: library)
            exercises[index].sets.remove(at: try setIndex(number, of: index))
            if exercises[index].sets.isEmpty { exercises.remove(at: index) }
        case .deleteExercise(let text):
            exercises.remove(at: try exerciseIndex(text, in: exercises, library: library))
        case .exerciseNotes(let text, let newNotes):
            let index = try exerciseIndex(text, in: exercises, library: library)
            exercises[index].notes = cleaned(newNotes)
        case .move(let text, let place):
            let index = try exerciseIndex(text, in: exercises, library: library)
            guard (1...exercises.count).contains(place) else { throw WorkoutEditError.noSuchPlace(place, count: exercises.count) }
            let moved = exercises.remove(at: index)
            exercises.insert(moved, at: place - 1)
        case .notes(let newNotes):
            notes = cleaned(newNotes)
        }
    }

    /// The exercise `text` names: its 1-based place, or its name, alias or id.
    static func exerciseIndex(_ text: String, in exercises: [LoggedExercise], library: ExerciseLibrary) throws -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = Int(trimmed), (1...exercises.count).contains(number) { return number - 1 }
        if let exercise = ExerciseMatcher(library: library).exercise(matching: trimmed),
           let index = exercises.firstIndex(where: { $0.exercise == exercise.id }) {
            return index
        }
        throw WorkoutEditError.noSuchExercise(trimmed, present: exercises.map { library.name(of: $0.exercise) })
    }

    private static func cleaned(_ notes: String?) -> String? {
        guard let notes, !notes.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return notes
    }
}
