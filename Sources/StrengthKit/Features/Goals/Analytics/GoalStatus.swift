/// Where a goal stands on a day (`GoalEvaluator`): its current value, how far it has come, whether it
/// was reached, and when the trend says it will be. Defined for people in docs/ANALYTICS.md ("Goals").
package struct GoalStatus: Hashable, Sendable {
    package var goal: Goal
    package var today: LocalDay
    /// The goal's figure today; `nil` when there is none (no session in the recent window, no body
    /// weight logged).
    package var current: GoalMeasure?
    /// What progress counts from: the value when the goal was set, or, when there was none then,
    /// the first value after.
    package var baseline: Double?
    /// The share of the way from `baseline` to the target, in whole percent (rounded down, so 100
    /// only once reached); `nil` without a current value or a baseline.
    package var progressPercent: Int?
    /// For workouts a week: how many weeks in a row, up to this one, met the target (this week
    /// counts once it has, and does not break the run before then).
    package var weeksMet: Int?
    /// For workouts a week: the workouts of this week so far, which the mean of complete weeks leaves out.
    package var workoutsThisWeek: Int? = nil
    /// The first session, entry or week that met the target, from the start of the window the
    /// value was measured over when the goal was set.
    package var achievement: GoalMeasure?
    /// The line the outlook is projected along (strength and body-weight goals not yet reached).
    package var projection: GoalProjection?
    package var outlook: GoalOutlook
    /// The recent window a strength goal's current value is the best of: the one `RecentWindow` of the
    /// day evaluated, so that its wording names the end it used.
    package var window: RecentWindow
}
