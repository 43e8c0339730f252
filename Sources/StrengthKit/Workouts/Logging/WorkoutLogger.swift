import Foundation

/// Turns a `LogRequest` into a stored workout: parses every set, resolves exercise names, creates
/// exercises when asked, refuses a set far beyond its exercise's history (`OutlierRule`) unless
/// told it is no typo, and finds the previous performance of each exercise.
public enum WorkoutLogger {
    public static func log(_ request: LogRequest, into data: inout ProjectData) throws -> LogOutcome {
        let syntax = SetSyntax(defaultUnit: data.settings.units)
        var matcher = ExerciseMatcher(library: data.library)
        var created: [Exercise] = []
        var logged: [LoggedExercise] = []
        let outliers = OutlierCheck(history: data.workouts, unit: data.settings.units, allowsOutliers: request.allowOutliers)

        for entry in request.entries {
            logged.append(try loggedExercise(entry, syntax: syntax, createExercises: request.createExercises, outliers: outliers,
                                             matcher: &matcher, created: &created, into: &data))
        }
        guard !logged.isEmpty else {
            throw SetSyntaxError(set: "", reason: "a workout needs at least one entry, e.g. \"Bench Press: 100x5x3\"")
        }

        let given = request.name.trimmingCharacters(in: .whitespacesAndNewlines)
        // A workout named as a template is (`--name "Lower A"`) followed it, so the split goes on from it.
        let templateByName = request.template == nil ? template(named: given, in: data.programs) : nil
        let template = try templateByName ?? request.template.map { try ProgramLookup.template($0, in: data.programs) }

        let start = try Timestamp(local: request.start, in: data.timeZone)
        let end = request.durationSeconds.map { start.adding(seconds: $0, in: data.timeZone) }
        let aheadOfTime = request.now.map { Int(start.secondsSinceEpoch - $0.secondsSinceEpoch) }.flatMap { $0 > 0 ? $0 : nil }
        if let now = request.now {
            try checkAhead(start: start, end: end, of: request, now: now, in: data.timeZone)
        }
        // Without a name of its own, a workout from a template is called what the template is.
        let name = given.isEmpty ? template?.name ?? "" : given
        let workout = Workout(
            id: "",
            name: name.isEmpty ? "Workout" : name,
            start: start,
            end: end,
            notes: request.notes.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 },
            template: template?.id,
            exercises: logged)
        let (stored, previous) = try add(workout, localStart: request.start, allowDuplicate: request.allowDuplicate, into: &data)
        return LogOutcome(workout: stored, createdExercises: created, previous: previous, templateByName: templateByName,
                          secondsAheadOfTime: aheadOfTime)
    }

    /// A workout later than `now` needs `allowFuture`, and none may start or end beyond `ArrivalLimit`
    /// (the store's door, which would refuse it anyway, in words that do not say what is allowed).
    private static func checkAhead(start: Timestamp, end: Timestamp?, of request: LogRequest, now: Timestamp,
                                   in timeZone: TimeZone) throws {
        let latest = ArrivalLimit.latest(after: now)
        let refusal = { (reach: FutureWorkoutError.Reach) in
            FutureWorkoutError(start: request.start, now: now.local(in: timeZone), reach: reach)
        }
        if start > latest { throw refusal(.startsBeyondTheLimit) }
        if let end, end > latest { throw refusal(.endsBeyondTheLimit(end.local(in: timeZone))) }
        if start > now, !request.allowFuture { throw refusal(.withinTheLimit) }
    }

    /// The one template named `name` (ignoring case, accents and punctuation, as `--template` reads names).
    private static func template(named name: String, in programs: Programs) -> WorkoutTemplate? {
        guard !name.isEmpty else { return nil }
        let named = programs.templates.filter { NameKey.of($0.name) == NameKey.of(name) }
        return named.count == 1 ? named[0] : nil
    }

    /// One `NAME: SET, SET, ...` entry as a logged exercise: the sets parsed for the exercise's
    /// type, the name matched in the library (or, when `createExercises`, a new exercise typed by
    /// the first set), each set vetted by `outliers`. `workout add` logs its entries the
    /// same way.
    static func loggedExercise(_ entry: String, syntax: SetSyntax, createExercises: Bool, outliers: OutlierCheck,
                               matcher: inout ExerciseMatcher, created: inout [Exercise],
                               into data: inout ProjectData) throws -> LoggedExercise {
        let (name, setTexts) = try WorkoutEntrySyntax.split(entry)
        let parsed = try setTexts.map { text in
            do { return try syntax.parse(text) } catch var error as SetSyntaxError {
                error.entry = name
                throw error
            }
        }
        var exercise = matcher.exercise(matching: name)
        if exercise == nil {
            guard createExercises, let first = parsed.first else {
                throw UnknownExerciseError(name: name, candidates: matcher.candidates(for: name))
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
        guard let exercise else { throw UnknownExerciseError(name: name, candidates: ExerciseCandidates(names: [])) }
        var sets = try sets(parsed, for: exercise, name: name)
        try outliers.vet(&sets, of: exercise)
        return LoggedExercise(exercise: exercise.id, sets: sets)
    }

    /// The stored sets of `parsed` for `exercise` (`100x5x3` is three).
    static func sets(_ parsed: [ParsedSet], for exercise: Exercise, name: String) throws -> [WorkoutSet] {
        var sets: [WorkoutSet] = []
        for set in parsed {
            let stored = try set.workoutSet(for: exercise.type, exerciseName: name)
            sets += Array(repeating: stored, count: set.repeats)
        }
        return sets
    }

    /// Adds a finished workout to the history as `log` does: an id from its local start and name,
    /// a repeat of a workout already there refused unless `allowDuplicate`; the held sets judged
    /// again with it. Returns the workout as stored and the previous performance of each of its exercises.
    static func add(_ workout: Workout, localStart: LocalDateTime, allowDuplicate: Bool,
                    into data: inout ProjectData) throws -> (Workout, [PreviousPerformance]) {
        var workout = workout
        let taken = Set(data.workouts.map(\.id))
        workout.id = WorkoutID.make(start: localStart, name: workout.name, isTaken: taken.contains)
        if !allowDuplicate, let same = DuplicateWorkoutError.existing(like: workout, in: data.workouts) {
            throw DuplicateWorkoutError(existingID: same.id, existingStart: same.start)
        }
        let previous = PreviousPerformance.find(for: workout, in: data.workouts, library: data.library)
        data.workouts.append(workout)
        HeldSets.rejudge(&data)
        return (workout, previous)
    }
}
