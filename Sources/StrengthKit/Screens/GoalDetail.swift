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

    /// Written as `StoreCoding.encode` writes it, its `CodingKeys` in sorted order, for `StatsDocument.json()`.
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member(CodingKeys.achievedDate, achievedDate.value)
            json.member(CodingKeys.achievedWorkoutId, achievedWorkoutId.value)
            json.member(CodingKeys.added, added)
            json.member(CodingKeys.current, current.value)
            json.member(CodingKeys.currentDate, currentDate.value)
            json.member(CodingKeys.deadline, deadline.value)
            json.member(CodingKeys.exercise, exercise.value)
            json.member(CodingKeys.exerciseId, exerciseId.value)
            json.member(CodingKeys.id, id)
            json.member(CodingKeys.kind, kind)
            json.member(CodingKeys.outlook, outlook)
            json.member(CodingKeys.progressPercent, progressPercent.value)
            json.member(CodingKeys.projectedDate, projectedDate.value)
            json.member(CodingKeys.reps, reps.value)
            json.member(CodingKeys.startValue, startValue.value)
            json.member(CodingKeys.weeksMet, weeksMet.value)
            json.member(CodingKeys.weightKg, weightKg.value)
            json.member(CodingKeys.workoutsPerWeek, workoutsPerWeek.value)
        }
    }
}
