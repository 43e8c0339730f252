/// A goal and where it stands, as `goal list|show --json` print it and as `stats.json` lists it
/// (docs/ANALYTICS.md, "For scripts"): kilograms whatever the display unit, every key present, `null`
/// where a figure does not apply.
package struct GoalDetail: Encodable, Sendable {
    var id: String
    /// `e1rm`, `set`, `bodyWeight` or `workoutsPerWeek`.
    var kind: String
    var exerciseId: Nullable<String>
    var exercise: Nullable<String>
    /// The target weight (e1RM, set and body-weight goals).
    var weightKg: Nullable<Double>
    var reps: Nullable<Int>
    var workoutsPerWeek: Nullable<Int>
    var added: String
    var deadline: Nullable<String>
    /// In kilograms, or workouts a week.
    var startValue: Nullable<Double>
    var current: Nullable<Double>
    var currentDate: Nullable<String>
    var progressPercent: Nullable<Int>
    var weeksMet: Nullable<Int>
    var achievedDate: Nullable<String>
    var achievedWorkoutId: Nullable<String>
    /// `achieved`, `deadlinePassed`, `onTrack`, `afterDeadline`, `notTowardTarget`, `notEnoughData` or `notProjected`.
    var outlook: String
    /// The day the projection's line reaches the target (on track or after the deadline).
    var projectedDate: Nullable<String>

    /// In sorted order, as `StatsDocument` lists the keys of its types.
    enum CodingKeys: String, CodingKey {
        case achievedDate, achievedWorkoutId, added, current, currentDate, deadline, exercise, exerciseId, id, kind, outlook,
             progressPercent, projectedDate, reps, startValue, weeksMet, weightKg, workoutsPerWeek
    }

    package init(_ status: GoalStatus, exerciseNames: [String: String]) {
        let goal = status.goal
        id = goal.id
        kind = goal.target.kind.rawValue
        exerciseId = Nullable(goal.target.exercise)
        exercise = Nullable(goal.target.exercise.map { exerciseNames[$0] ?? $0 })
        switch goal.target {
        case .e1rm(_, let kg), .bodyWeight(let kg):
            (weightKg, reps, workoutsPerWeek) = (Nullable(StatsDocument.kilograms(kg)), Nullable(nil), Nullable(nil))
        case .set(_, let kg, let count):
            (weightKg, reps, workoutsPerWeek) = (Nullable(StatsDocument.kilograms(kg)), Nullable(count), Nullable(nil))
        case .workoutsPerWeek(let count):
            (weightKg, reps, workoutsPerWeek) = (Nullable(nil), Nullable(nil), Nullable(count))
        }
        added = goal.added.description
        deadline = Nullable(goal.deadline?.description)
        startValue = Nullable(goal.startValue.map(StatsDocument.kilograms))
        current = Nullable(status.current.map { StatsDocument.kilograms($0.value) })
        currentDate = Nullable(status.current?.day.description)
        progressPercent = Nullable(status.progressPercent)
        weeksMet = Nullable(status.weeksMet)
        achievedDate = Nullable(status.achievement?.day.description)
        achievedWorkoutId = Nullable(status.achievement?.workoutID)
        var projected: LocalDay?
        switch status.outlook {
        case .achieved: outlook = "achieved"
        case .deadlinePassed: outlook = "deadlinePassed"
        case .onTrack(let day): (outlook, projected) = ("onTrack", day)
        case .afterDeadline(let day): (outlook, projected) = ("afterDeadline", day)
        case .notTowardTarget: outlook = "notTowardTarget"
        case .notEnoughData: outlook = "notEnoughData"
        case .notProjected: outlook = "notProjected"
        }
        projectedDate = Nullable(projected?.description)
    }

    /// Every goal of `data` as it stands on `today`.
    package static func all(in data: ProjectData, today: LocalDay) -> [GoalDetail] {
        let names = data.library.namesByID
        return GoalEvaluator.evaluate(data.goals, in: data, today: today).map { GoalDetail($0, exerciseNames: names) }
    }
}
