/// A session that broke a lift's stall (issue 43, item 4): the lift was stalled
/// (`ProgressStatus.stalled`) as of the day before the session, and the session beat the stall's best.
/// Values are in the series' own terms (`ProgressEvaluator.series`), as the status keeps them.
package struct StallBreak: Hashable, Sendable {
    /// The exercise's id.
    package var exercise: String
    /// The session's day.
    package var day: LocalDay
    /// The day of the best the stall was measured against.
    package var since: LocalDay
    /// The sessions since that best that did not beat it.
    package var sessions: Int
    package var best: Double
    /// The session's value (a day's workouts of the lift are one session, at the better value).
    package var value: Double

    /// The stalls the workouts of `changed` broke in `data`, as of each workout's day, by exercise
    /// and day; sessions after `today` are not yet training done.
    ///
    /// It analyses only the workouts of the lifts `changed` trains: a lift's series is read from its
    /// own sessions (`ProgressEvaluator.series`), so `log` need not analyse the whole history.
    static func breaks(by changed: [Workout], in data: ProjectData, today: LocalDay) -> [StallBreak] {
        let zone = data.timeZone
        var days: [String: Set<LocalDay>] = [:]
        for workout in changed {
            let day = workout.start.local(in: zone).day
            guard day <= today else { continue }
            for entry in workout.exercises { days[entry.exercise, default: []].insert(day) }
        }
        guard !days.isEmpty else { return [] }
        var narrowed = data
        narrowed.workouts = data.workouts.filter { workout in workout.exercises.contains { days[$0.exercise] != nil } }
        let analytics = TrainingAnalytics.compute(narrowed, today: today)
        var breaks: [StallBreak] = []
        for (exercise, sessionDays) in days.sorted(by: { $0.key < $1.key }) {
            guard let entry = analytics.exercise(id: exercise) else { continue }
            let series = ProgressEvaluator.series(of: entry)
            for day in sessionDays.sorted() {
                let dayBefore = day.adding(days: -1)
                // The day's value: its best, as the status counts a day's workouts as one session.
                let values = series.points.filter { $0.day == day }.map(\.value)
                guard let value = series.lowerIsBetter ? values.min() : values.max(),
                      case .stalled(let since, let sessions, let best)? = ProgressEvaluator.status(
                          points: series.points, lowerIsBetter: series.lowerIsBetter,
                          window: GoalEvaluator.recentWindow(of: data, today: dayBefore), weeks: analytics.weeks),
                      series.lowerIsBetter ? value < best : value > best
                else { continue }
                breaks.append(StallBreak(exercise: exercise, day: day, since: since, sessions: sessions, best: best, value: value))
            }
        }
        return breaks
    }
}
