/// `template add` and `template edit` as typed: entries `EXERCISE: TARGET` ("Bench Press: 3x5") read
/// with `WorkoutEntrySyntax` and `TargetSyntax`, each target fitted to its exercise's type, exercise
/// names resolved as `log` resolves them (with the same "did you mean"), then applied through
/// `ProgramEditor`.
package enum TemplateWriter {
    /// What `template edit` asks for. Applied in this order: name, notes, removals, additions,
    /// targets, exercise notes, the move; each exercise named as it is when its step runs.
    package struct Edit: Sendable {
        var name: String?
        var notes: String?
        /// Exercises (name, id or 1-based position) to take out.
        var remove: [String]
        /// `EXERCISE: TARGET` entries appended.
        var add: [String]
        /// `EXERCISE: TARGET` for exercises already in the template: their new targets.
        var targets: [String]
        /// `EXERCISE: NOTES`; empty notes remove them.
        var exerciseNotes: [String]
        /// An exercise (name, id or position) and the 1-based position it moves to.
        var move: (exercise: String, position: Int)?
        var createExercises: Bool

        package init(name: String? = nil, notes: String? = nil, remove: [String] = [], add: [String] = [], targets: [String] = [],
                    exerciseNotes: [String] = [], move: (exercise: String, position: Int)? = nil, createExercises: Bool = false) {
            self.name = name
            self.notes = notes
            self.remove = remove
            self.add = add
            self.targets = targets
            self.exerciseNotes = exerciseNotes
            self.move = move
            self.createExercises = createExercises
        }

        var isEmpty: Bool {
            name == nil && notes == nil && remove.isEmpty && add.isEmpty && targets.isEmpty && exerciseNotes.isEmpty && move == nil
        }
    }

    /// A template and the exercises created for it.
    package struct Outcome: Sendable {
        package var template: WorkoutTemplate
        package var createdExercises: [Exercise]
    }

    package static func add(name: String, notes: String?, entries: [String], exerciseNotes: [String] = [], createExercises: Bool,
                           to data: inout ProjectData) throws -> Outcome {
        var created: [Exercise] = []
        let exercises = try entries.map { try read($0, createExercises: createExercises, created: &created, in: &data) }
        let template = try ProgramEditor.addTemplate(name: name, notes: notes, exercises: exercises, to: &data)
        guard !exerciseNotes.isEmpty else { return Outcome(template: template, createdExercises: created) }
        let edited = try edit(id: template.id, Edit(exerciseNotes: exerciseNotes), in: &data)
        return Outcome(template: edited.template, createdExercises: created)
    }

    package static func edit(id: String, _ edit: Edit, in data: inout ProjectData) throws -> Outcome {
        guard !edit.isEmpty else { throw ProgramEditor.Failure.nothingToChange }
        var created: [Exercise] = []
        var template = try current(id, in: data)
        func apply(_ change: ProgramEditor.TemplateChange) throws {
            template = try ProgramEditor.editTemplate(id: id, changes: [change], in: &data)
        }
        if let name = edit.name { try apply(.rename(name)) }
        if let notes = edit.notes { try apply(.notes(notes)) }
        for exercise in edit.remove {
            try apply(.remove(at: try ProgramEditor.position(of: exercise, in: template, library: data.library)))
        }
        for entry in edit.add {
            try apply(.add(try read(entry, createExercises: edit.createExercises, created: &created, in: &data), at: nil))
        }
        for entry in edit.targets {
            let (name, targets) = try WorkoutEntrySyntax.split(entry)
            let position = try ProgramEditor.position(of: name, in: template, library: data.library)
            let exercise = template.exercises[position - 1].exercise
            let target = try fitted(try single(targets, name: name), exercise: exercise, name: name, data: data)
            try apply(.target(at: position, target))
        }
        for entry in edit.exerciseNotes {
            let (position, notes) = try notesEntry(entry, in: template, library: data.library)
            try apply(.exerciseNotes(at: position, notes))
        }
        if let move = edit.move {
            try apply(.move(from: try ProgramEditor.position(of: move.exercise, in: template, library: data.library), to: move.position))
        }
        return Outcome(template: template, createdExercises: created)
    }

    /// One `EXERCISE: TARGET` entry as a template line, creating the exercise when asked (its type
    /// from the target: reps are weight and reps, a time is a duration, a distance is distance and time).
    static func read(_ entry: String, createExercises: Bool, created: inout [Exercise], in data: inout ProjectData) throws -> TemplateExercise {
        let (name, targets) = try WorkoutEntrySyntax.split(entry)
        let text = try single(targets, name: name)
        let parsed = try parse(text, name: name, exercise: "", unit: data.settings.units)
        let matcher = ExerciseMatcher(library: data.library)
        if let exercise = matcher.exercise(matching: name) {
            return try fitted(text, exercise: exercise.id, name: name, data: data)
        }
        guard createExercises else {
            throw UnknownExerciseError(name: name, candidates: matcher.candidates(for: name), retry: "add the template with --create-exercises")
        }
        let type: ExerciseType = parsed.targetSeconds != nil ? (parsed.targetWeightKg == nil ? .duration : .weightDuration)
            : parsed.targetMeters != nil ? .distanceDuration : .weightReps
        let id = Slug.unique(Slug.make(from: name), fallback: "exercise") { id in data.library.exercises.contains { $0.id == id } }
        let exercise = Exercise(id: id, name: name, type: type)
        data.library.exercises.append(exercise)
        created.append(exercise)
        return try fitted(text, exercise: id, name: name, data: data)
    }

    private static func fitted(_ text: String, exercise: String, name: String, data: ProjectData) throws -> TemplateExercise {
        let target = try parse(text, name: name, exercise: exercise, unit: data.settings.units)
        guard let type = data.library.exercise(id: exercise)?.type else { throw NotFoundError(kind: "exercise", name: name) }
        return try TargetSyntax.fit(target, to: type, name: name)
    }

    private static func parse(_ text: String, name: String, exercise: String, unit: WeightUnit) throws -> TemplateExercise {
        do { return try TargetSyntax(defaultUnit: unit).parse(text, exercise: exercise) } catch var error as SetSyntaxError {
            error.entry = name
            throw error
        }
    }

    private static func single(_ targets: [String], name: String) throws -> String {
        guard targets.count == 1 else {
            throw SetSyntaxError(entry: name, set: targets.joined(separator: ", "),
                                 reason: "a template line has one target, e.g. \"\(name): 3x8-12\"")
        }
        return targets[0]
    }

    /// `EXERCISE: NOTES`, split at the first colon whose left side names an exercise of the template
    /// (notes may hold colons; so may names).
    private static func notesEntry(_ entry: String, in template: WorkoutTemplate, library: ExerciseLibrary) throws -> (Int, String) {
        let colons = entry.indices.filter { entry[$0] == ":" }
        guard let first = colons.first else {
            throw ProgramEditor.Failure.exerciseNotesWithoutColon(entry)
        }
        for colon in colons {
            if let position = try? ProgramEditor.position(of: String(entry[..<colon]), in: template, library: library) {
                return (position, entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
        }
        let position = try ProgramEditor.position(of: String(entry[..<first]), in: template, library: library)
        return (position, entry[entry.index(after: first)...].trimmingCharacters(in: .whitespaces))
    }

    private static func current(_ id: String, in data: ProjectData) throws -> WorkoutTemplate {
        guard let template = data.programs.templates.first(where: { $0.id == id }) else { throw NotFoundError(kind: "workout template", name: id) }
        return template
    }
}
