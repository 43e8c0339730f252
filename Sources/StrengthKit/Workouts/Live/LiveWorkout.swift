/// The live workout's actions (the seed's ActiveWorkoutView): start one from a plan, log sets as
/// they happen, finish it into a workout file as `log` would, or cancel it. Each works on
/// `ProjectData.session` inside one `ProjectStore.update`.
package enum LiveWorkout {
    /// What `workout start` asks for.
    package struct StartRequest: Sendable {
        var plan: WorkoutPlan
        /// Overrides the plan's name.
        var name: String?
        /// Local wall-clock time in the project's time zone.
        var start: LocalDateTime
        var readiness: Readiness?

        package init(plan: WorkoutPlan, name: String? = nil, start: LocalDateTime, readiness: Readiness? = nil) {
            self.plan = plan
            self.name = name
            self.start = start
            self.readiness = readiness
        }
    }

    /// Begins a live workout; refuses while another is under way.
    @discardableResult
    package static func start(_ request: StartRequest, in data: inout ProjectData) throws -> LiveSession {
        if let session = data.session { throw LiveWorkoutError.alreadyUnderway(name: session.name) }
        let resolved = try request.plan.resolve(in: data)
        let name = request.name?.trimmingCharacters(in: .whitespacesAndNewlines)
        let session = LiveSession(
            name: name.flatMap { $0.isEmpty ? nil : $0 } ?? resolved.name,
            start: try Timestamp(local: request.start, in: data.timeZone),
            template: resolved.template, splitDay: resolved.splitDay,
            readiness: request.readiness.flatMap { $0.isEmpty ? nil : $0 },
            plan: resolved.targets)
        data.session = session
        return session
    }

    /// The live workout, or an error saying how to start one.
    package static func current(in data: ProjectData) throws -> LiveSession {
        guard let session = data.session else { throw LiveWorkoutError.noneUnderway }
        return session
    }

    /// Appends `entries` (the `log` grammar) to the live workout: sets of an exercise already
    /// logged go after its sets, a new exercise goes last. A set far beyond its exercise's history
    /// is refused as a typo (`OutlierRule`) unless `allowOutliers`. Returns each entry as logged, and
    /// the exercises it created.
    @discardableResult
    package static func add(_ entries: [String], createExercises: Bool = false, allowOutliers: Bool = false,
                           in data: inout ProjectData) throws -> (added: [LoggedExercise], created: [Exercise]) {
        var session = try current(in: data)
        let syntax = SetSyntax(defaultUnit: data.settings.units)
        var matcher = ExerciseMatcher(library: data.library)
        var created: [Exercise] = []
        var added: [LoggedExercise] = []
        let outliers = OutlierCheck(history: data.workouts, unit: data.settings.units, allowsOutliers: allowOutliers)
        for entry in entries {
            let logged = try WorkoutLogger.loggedExercise(entry, syntax: syntax, createExercises: createExercises, outliers: outliers,
                                                          matcher: &matcher, created: &created, into: &data)
            added.append(logged)
            if let index = session.exercises.lastIndex(where: { $0.exercise == logged.exercise }) {
                session.exercises[index].sets += logged.sets
            } else {
                session.exercises.append(logged)
            }
        }
        data.session = session
        return (added, created)
    }

    /// Ends the live workout as a workout file (as `log` writes one: id, duplicate check, previous
    /// performances) and removes the session; with `saveAsTemplate`, also saves what was done as
    /// a new template. One change of the store, so it happens whole or not at all.
    package static func finish(end: Timestamp, saveAsTemplate: String? = nil, allowDuplicate: Bool = false,
                              in data: inout ProjectData) throws -> (outcome: LogOutcome, template: WorkoutTemplate?) {
        let session = try current(in: data)
        let exercises = session.exercises.filter { !$0.sets.isEmpty }
        guard !exercises.isEmpty else { throw LiveWorkoutError.nothingLogged }
        let workout = Workout(id: "", name: session.name, start: session.start,
                              end: end < session.start ? session.start : end,
                              notes: session.notes, template: session.template, splitDay: session.splitDay,
                              readiness: session.readiness, exercises: exercises)
        var template: WorkoutTemplate?
        if let saveAsTemplate {
            template = try addTemplate(named: saveAsTemplate, from: exercises, in: &data)
        }
        let (stored, previous) = try WorkoutLogger.add(workout, localStart: session.start.local, allowDuplicate: allowDuplicate, into: &data)
        data.session = nil
        return (LogOutcome(workout: stored, createdExercises: [], previous: previous), template)
    }

    /// Applies `edits` to the live workout (`WorkoutEditor`, as `history edit` does; a replaced set
    /// far beyond its exercise's history is refused as a typo unless `allowOutliers`).
    @discardableResult
    package static func edit(_ edits: [WorkoutEdit], allowOutliers: Bool = false, in data: inout ProjectData) throws -> LiveSession {
        var session = try current(in: data)
        try WorkoutEditor.apply(edits, to: &session.exercises, notes: &session.notes, library: data.library, units: data.settings.units,
                                outliers: OutlierCheck(history: data.workouts, unit: data.settings.units, allowsOutliers: allowOutliers))
        data.session = session
        return session
    }

    /// Ends the live workout without saving it; returns what it was.
    @discardableResult
    package static func cancel(in data: inout ProjectData) throws -> LiveSession {
        let session = try current(in: data)
        data.session = nil
        return session
    }

    /// A template of what was done: each exercise once, in order, with its working sets' count
    /// (warm-ups left out unless that is all there was) and, for exercises done by reps, the reps
    /// as the target (exact when every set had the same, else the range they spanned).
    static func addTemplate(named text: String, from exercises: [LoggedExercise], in data: inout ProjectData) throws -> WorkoutTemplate {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw LiveWorkoutError.templateNameTaken(text) }
        if let existing = data.programs.templates.first(where: { NameKey.of($0.name) == NameKey.of(name) }) {
            throw LiveWorkoutError.templateNameTaken(existing.name)
        }
        var targets: [TemplateExercise] = []
        for logged in exercises {
            let working = logged.sets.filter(\.counts)
            let counted = working.isEmpty ? logged.sets : working
            var target = TemplateExercise(exercise: logged.exercise, targetSets: min(counted.count, 100))
            let reps = counted.compactMap(\.reps).filter { $0 > 0 }
            if reps.count == counted.count, let low = reps.min(), let high = reps.max() {
                target.targetReps = low
                target.targetRepsMax = high > low ? high : nil
            }
            if let index = targets.firstIndex(where: { $0.exercise == logged.exercise }) {
                targets[index].targetSets = min(targets[index].targetSets + target.targetSets, 100)
            } else {
                targets.append(target)
            }
        }
        let id = Slug.unique(Slug.make(from: name), fallback: "template") { id in data.programs.templates.contains { $0.id == id } }
        let template = WorkoutTemplate(id: id, name: name, exercises: targets)
        data.programs.templates.append(template)
        return template
    }
}
