/// What `workout start` begins from: a template, a split day (the split's next one or a named
/// one), or nothing. Resolved against the programs into the session's name, template, split day
/// and the targets as they are now.
package enum WorkoutPlan: Sendable, Equatable {
    case template(String)
    /// The active split's next day (`SplitProgress`).
    case nextDay
    /// A day of the active split (or, with `split`, of that split) by name, id or number.
    case day(String, split: String?)
    case empty

    struct Resolved {
        var name: String
        var template: String?
        var splitDay: SplitDayReference?
        var targets: [TemplateExercise]
    }

    func resolve(in data: ProjectData) throws -> Resolved {
        switch self {
        case .template(let text):
            let template = try ProgramLookup.template(text, in: data.programs)
            return Resolved(name: template.name, template: template.id, splitDay: nil, targets: template.exercises)
        case .nextDay:
            let split = try activeSplit(in: data)
            guard let progress = SplitProgress.of(split, workouts: data.workouts) else { throw LiveWorkoutError.splitWithoutDays(split.name) }
            return resolved(split.days[progress.nextDayIndex], of: split, in: data)
        case .day(let text, let splitText):
            let split = try splitText.map { try ProgramLookup.split($0, in: data.programs) } ?? activeSplit(in: data)
            guard !split.days.isEmpty else { throw LiveWorkoutError.splitWithoutDays(split.name) }
            return resolved(try ProgramLookup.day(text, of: split), of: split, in: data)
        case .empty:
            return Resolved(name: "Workout", template: nil, splitDay: nil, targets: [])
        }
    }

    private func activeSplit(in data: ProjectData) throws -> Split {
        guard let split = data.programs.split(id: data.programs.activeSplit) else {
            throw LiveWorkoutError.noActiveSplit
        }
        return split
    }

    /// A day's plan is its templates' exercises in order; the workout is named after the day and
    /// remembers its first template (a `Workout` names one).
    private func resolved(_ day: SplitDay, of split: Split, in data: ProjectData) -> Resolved {
        let templates = day.templates.compactMap { data.programs.template(id: $0) }
        return Resolved(name: day.name, template: templates.first?.id, splitDay: SplitDayReference(split: split.id, day: day.id),
                        targets: templates.flatMap(\.exercises))
    }
}
