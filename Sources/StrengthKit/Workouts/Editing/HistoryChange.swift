/// What `history edit` changes in a finished workout: the edits `workout edit` makes
/// (`WorkoutEdit`, through the same `WorkoutEditor`), plus its name, start, duration and template.
package struct HistoryChange: Sendable {
    /// A new duration, or none (unknown).
    package enum Duration: Sendable, Equatable {
        case seconds(Int)
        case unknown
    }

    var edits: [WorkoutEdit]
    var name: String?
    /// Local wall-clock time in the project's time zone; the duration is kept.
    var start: LocalDateTime?
    var duration: Duration?
    /// A template's name or id; `"none"` removes it.
    var template: String?
    /// Keep a replaced set far beyond its exercise's history (`OutlierRule`, judged against the
    /// history without this workout), which is otherwise refused as a typo.
    var allowOutliers: Bool

    package init(edits: [WorkoutEdit] = [], name: String? = nil, start: LocalDateTime? = nil, duration: Duration? = nil,
                template: String? = nil, allowOutliers: Bool = false) {
        self.edits = edits
        self.name = name
        self.start = start
        self.duration = duration
        self.template = template
        self.allowOutliers = allowOutliers
    }

    package var isEmpty: Bool { edits.isEmpty && name == nil && start == nil && duration == nil && template == nil }

    /// Changes the workout `id` in `data` and returns it as it is now. A new start gives it a new
    /// id (the id is its local start and name; the store moves the file); every other change keeps
    /// the id. A workout left without sets is refused: delete it with `history delete` instead. The
    /// held sets are judged again with the change.
    package func apply(toWorkout id: String, in data: inout ProjectData) throws -> Workout {
        guard let index = data.workouts.firstIndex(where: { $0.id == id }) else { throw NotFoundError(kind: "workout", name: id) }
        var workout = data.workouts[index]
        let outliers = OutlierCheck(history: data.workouts.filter { $0.id != id }, unit: data.settings.units, allowsOutliers: allowOutliers)
        try WorkoutEditor.apply(edits, to: &workout.exercises, notes: &workout.notes, library: data.library, units: data.settings.units,
                                outliers: outliers)
        if workout.exercises.isEmpty { throw WorkoutEditError.wouldBeEmpty }
        if let name {
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw SetSyntaxError(set: name, reason: "a workout's name cannot be empty") }
            workout.name = trimmed
        }
        if let template {
            if ["none", ""].contains(template.lowercased()) {
                workout.template = nil
            } else {
                workout.template = try ProgramLookup.template(template, in: data.programs).id
            }
        }
        let kept = workout.durationSeconds
        if let start {
            workout.start = try Timestamp(local: start, in: data.timeZone)
            workout.end = kept.map { workout.start.adding(seconds: $0, in: data.timeZone) }
            let others = Set(data.workouts.map(\.id)).subtracting([id])
            workout.id = WorkoutID.make(start: start, name: workout.name, isTaken: others.contains)
        }
        switch duration {
        case .seconds(let seconds): workout.end = workout.start.adding(seconds: seconds, in: data.timeZone)
        case .unknown: workout.end = nil
        case nil: break
        }
        data.workouts[index] = workout
        HeldSets.rejudge(&data)
        return data.workouts[index]
    }
}
