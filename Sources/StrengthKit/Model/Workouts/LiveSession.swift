/// The workout being done right now (`workout start` … `workout finish`), kept in `Data/session.json`
/// so every set logged survives the terminal closing. It holds what the finished `Workout` needs,
/// and the plan as it was at the start, so a template edited mid-workout does not move the targets.
package struct LiveSession: Hashable, Sendable, Codable {
    package var name: String
    package var start: Timestamp
    /// The id of the `WorkoutTemplate` it was started from.
    var template: String?
    /// The split day it was started from (`--next` / `--day`).
    var splitDay: SplitDayReference?
    var readiness: Readiness?
    /// The targets of the template (or of the split day's templates, in order) when it started.
    var plan: [TemplateExercise] = []
    /// The exercises done so far, in the order first logged, with their sets.
    var exercises: [LoggedExercise] = []
    /// Markdown.
    var notes: String?

    package var setCount: Int { exercises.reduce(0) { $0 + $1.sets.count } }

    enum CodingKeys: String, CodingKey { case name, start, template, splitDay, readiness, plan, exercises, notes }
}

extension LiveSession {
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        start = try container.decode(Timestamp.self, forKey: .start)
        template = try container.decodeIfPresent(String.self, forKey: .template)
        splitDay = try container.decodeIfPresent(SplitDayReference.self, forKey: .splitDay)
        readiness = try container.decodeIfPresent(Readiness.self, forKey: .readiness)
        plan = try container.decodeIfPresent([TemplateExercise].self, forKey: .plan) ?? []
        exercises = try container.decodeIfPresent([LoggedExercise].self, forKey: .exercises) ?? []
        notes = try container.decodeIfPresent(String.self, forKey: .notes)
    }
}

extension LiveSession: ExerciseReferencing {
    @discardableResult
    mutating func walkExerciseIDs(_ visit: ExerciseIDWalk.Visit) rethrows -> ExerciseIDWalk {
        let planned = try ExerciseIDWalk.walk(&plan, behind: "plan", visit)
        return planned.and(try ExerciseIDWalk.walk(&exercises, behind: "exercises", visit))
    }
}
