import Foundation

/// Turns a `LogRequest` into a stored workout: parses every set, resolves exercise names, creates
/// exercises when asked, and finds the previous performance of each exercise.
public enum WorkoutLogger {
    public static func log(_ request: LogRequest, into data: inout ProjectData) throws -> LogOutcome {
        let syntax = SetSyntax(defaultUnit: data.settings.units)
        var matcher = ExerciseMatcher(library: data.library)
        var created: [Exercise] = []
        var logged: [LoggedExercise] = []

        for entry in request.entries {
            let (name, setTexts) = try WorkoutEntrySyntax.split(entry)
            let parsed = try setTexts.map { text in
                do { return try syntax.parse(text) } catch var error as SetSyntaxError {
                    error.entry = name
                    throw error
                }
            }
            var exercise = matcher.exercise(named: name)
            if exercise == nil {
                guard request.createExercises, let first = parsed.first else {
                    throw UnknownExerciseError(name: name, suggestions: matcher.suggestions(for: name))
                }
                let id = Slug.unique(Slug.make(from: name), fallback: "exercise") { id in
                    data.library.exercises.contains { $0.id == id }
                }
                let new = Exercise(id: id, name: name, type: first.inferredType)
                data.library.exercises.append(new)
                created.append(new)
                matcher = ExerciseMatcher(library: data.library)
                exercise = new
            }
            guard let exercise else { continue }
            var sets: [WorkoutSet] = []
            for set in parsed {
                let stored = try set.workoutSet(for: exercise.type, exerciseName: name)
                sets += Array(repeating: stored, count: set.repeats)
            }
            logged.append(LoggedExercise(exercise: exercise.id, sets: sets))
        }
        guard !logged.isEmpty else {
            throw SetSyntaxError(set: "", reason: "a workout needs at least one entry, e.g. \"Bench Press: 100x5x3\"")
        }

        let template = try request.template.map { try ProgramLookup.template($0, in: data.programs) }

        let start = try Timestamp(local: request.start, in: data.timeZone)
        let taken = Set(data.workouts.map(\.id))
        // Without a name of its own, a workout from a template is called what the template is.
        let given = request.name.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = given.isEmpty ? template?.name ?? "" : given
        let workout = Workout(
            id: WorkoutID.make(start: request.start, name: name, isTaken: taken.contains),
            name: name.isEmpty ? "Workout" : name,
            start: start,
            end: request.durationSeconds.map { start.adding(seconds: $0, in: data.timeZone) },
            notes: request.notes.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 },
            template: template?.id,
            exercises: logged)
        if !request.allowDuplicate, let same = DuplicateWorkoutError.existing(like: workout, in: data.workouts) {
            throw DuplicateWorkoutError(existingID: same.id, existingStart: same.start)
        }
        let previous = PreviousPerformance.find(for: workout, in: data.workouts, library: data.library)
        data.workouts.append(workout)
        return LogOutcome(workout: workout, createdExercises: created, previous: previous)
    }
}
