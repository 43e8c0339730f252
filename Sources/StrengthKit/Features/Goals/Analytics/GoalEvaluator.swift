/// The goal figures of docs/ANALYTICS.md ("Goals"), from the store's values as they stand on `today`
/// (nothing dated after it counts). Pure: the data and the day in, `GoalStatus` out.
///
/// A workout counts on the local day of its start in the project's time zone, as everywhere in the
/// analytics; a session's best e1RM is its best working set's estimate (`OneRepMax`), as the records
/// and trend charts have it.
package enum GoalEvaluator {
    /// Workouts a week are the mean of this many complete weeks.
    static let frequencyWeeks = 4

    package static func evaluate(_ goals: [Goal], in data: ProjectData, today: LocalDay) -> [GoalStatus] {
        let window = recentWindow(of: data, today: today)
        return goals.map { evaluate($0, in: data, today: today, window: window) }
    }

    package static func evaluate(_ goal: Goal, in data: ProjectData, today: LocalDay) -> GoalStatus {
        evaluate(goal, in: data, today: today, window: recentWindow(of: data, today: today))
    }

    /// The recent window a strength goal's current value is the best of (`RecentWindow`), on `day`.
    package static func recentWindow(of data: ProjectData, today day: LocalDay) -> RecentWindow {
        let zone = data.timeZone
        return RecentWindow(today: day, newestWorkout: data.workouts.lazy.map { $0.start.local(in: zone).day }.filter { $0 <= day }.max())
    }

    private static func evaluate(_ goal: Goal, in data: ProjectData, today: LocalDay, window: RecentWindow) -> GoalStatus {
        let weeks = TrainingWeeks(firstWeekday: data.settings.weekStart)
        switch goal.target {
        case .e1rm(let exercise, let kg):
            let sessions = StrengthSession.all(of: exercise, in: data, through: today)
            return strength(goal, target: kg, projectedTarget: kg, sessions: sessions, weeks: weeks, today: today, window: window,
                              whenAdded: recentWindow(of: data, today: goal.added)) { $0.bestE1rmKg }
        case .set(let exercise, let kg, let reps):
            let sessions = StrengthSession.all(of: exercise, in: data, through: today)
            return strength(goal, target: kg, projectedTarget: OneRepMax.estimate(weightKg: kg, reps: reps, settings: data.settings.oneRepMax),
                              sessions: sessions, weeks: weeks, today: today, window: window,
                              whenAdded: recentWindow(of: data, today: goal.added)) { $0.heaviestKg(forAtLeast: reps) }
        case .bodyWeight(let kg):
            return bodyWeight(goal, target: kg, entries: data.bodyWeight.entries.filter { $0.date <= today }, weeks: weeks, today: today,
                              window: window)
        case .workoutsPerWeek(let count):
            return frequency(goal, target: count, workouts: WeekCounts(data, weeks: weeks, through: today), today: today, window: window)
        }
    }

    /// The goal's figure on `day`, as its current value is measured: what `startValue` records when a
    /// goal is set.
    package static func value(of target: GoalTarget, in data: ProjectData, on day: LocalDay) -> GoalMeasure? {
        evaluate(Goal(id: "goal", target: target, added: day), in: data, today: day).current
    }

    // MARK: - Strength

    private static func strength(_ goal: Goal, target: Double, projectedTarget: Double?, sessions: [StrengthSession],
                                 weeks: TrainingWeeks, today: LocalDay, window: RecentWindow, whenAdded: RecentWindow,
                                 value: (StrengthSession) -> Double?) -> GoalStatus {
        func measure(_ session: StrengthSession) -> GoalMeasure? {
            value(session).map { GoalMeasure(value: $0, day: session.day, workoutID: session.workoutID) }
        }
        // The best of the window; on a tie the earlier session, as a record keeps the set that set it.
        var current: GoalMeasure?
        for session in sessions where window.contains(session.day) {
            if let found = measure(session), found.value > current?.value ?? -.infinity { current = found }
        }
        var firstAfterAdded: Double?
        var achievement: GoalMeasure?
        // From the start of the window the value was measured over when the goal was set.
        let searchFrom = whenAdded.start
        for session in sessions where session.day >= searchFrom {
            guard let found = measure(session) else { continue }
            if session.day >= goal.added, firstAfterAdded == nil { firstAfterAdded = found.value }
            if found.value >= target {
                achievement = found
                break
            }
        }
        let baseline = goal.startValue ?? firstAfterAdded
        var projection: GoalProjection?
        if achievement == nil, let projectedTarget {
            let trend = WeeklyTrend(points: sessions.compactMap { session in session.bestE1rmKg.map { (day: session.day, value: $0) } },
                                    weeks: weeks, aggregate: .best)
            let origin = weeks.weekStart(of: today)
            let points = trend.weeks(from: firstProjectedWeek(origin)).filter { !$0.isLight }
                .map { GoalProjection.Point(weekStart: $0.weekStart, value: $0.value) }
            projection = project(points, to: projectedTarget, direction: 1, origin: origin, today: today)
        }
        return GoalStatus(goal: goal, today: today, current: current, baseline: baseline,
                          progressPercent: progress(current?.value, from: baseline, to: target, reached: achievement != nil),
                          achievement: achievement, projection: projection,
                          outlook: outlook(goal, today: today, achievement: achievement, projection: projection,
                                           projected: projectedTarget != nil), window: window)
    }

    // MARK: - Body weight

    private static func bodyWeight(_ goal: Goal, target: Double, entries: [BodyWeightEntry], weeks: TrainingWeeks,
                                   today: LocalDay, window: RecentWindow) -> GoalStatus {
        let current = entries.last.map { GoalMeasure(value: $0.weightKg, day: $0.date) }
        let baseline = goal.startValue ?? entries.first { $0.date >= goal.added }?.weightKg
        // Down to the target or up to it, from the side the lifter started on.
        let direction: Double = baseline.map { target < $0 ? -1 : target > $0 ? 1 : 0 } ?? 0
        func meets(_ weight: Double) -> Bool { direction * (weight - target) >= 0 }
        // From the entry that was current when the goal was set (or the first after it).
        let searchFrom = entries.lastIndex { $0.date <= goal.added } ?? entries.firstIndex { $0.date > goal.added } ?? entries.endIndex
        let achievement = baseline == nil ? nil : entries[searchFrom...].first { meets($0.weightKg) }
            .map { GoalMeasure(value: $0.weightKg, day: $0.date) }
        var projection: GoalProjection?
        if achievement == nil {
            let origin = weeks.weekStart(of: today)
            var sums: [LocalDay: (total: Double, count: Int)] = [:]
            for entry in entries where entry.date >= firstProjectedWeek(origin) {
                sums[weeks.weekStart(of: entry.date), default: (0, 0)].total += entry.weightKg
                sums[weeks.weekStart(of: entry.date), default: (0, 0)].count += 1
            }
            let points = sums.keys.sorted().map { week in
                GoalProjection.Point(weekStart: week, value: sums[week].map { $0.total / Double($0.count) } ?? 0)
            }
            projection = project(points, to: target, direction: direction, origin: origin, today: today)
        }
        return GoalStatus(goal: goal, today: today, current: current, baseline: baseline,
                          progressPercent: progress(current?.value, from: baseline, to: target, reached: achievement != nil),
                          achievement: achievement, projection: projection,
                          outlook: outlook(goal, today: today, achievement: achievement, projection: projection, projected: true),
                          window: window)
    }

    // MARK: - Workouts a week

    private static func frequency(_ goal: Goal, target: Int, workouts: WeekCounts, today: LocalDay, window: RecentWindow) -> GoalStatus {
        let thisWeek = workouts.weeks.weekStart(of: today)
        let current = GoalMeasure(value: workouts.mean(ofWeeksBefore: thisWeek), day: today)
        // The run, counting back from this week; this week counts once it has met the target.
        var run = workouts.count(in: thisWeek) >= target ? 1 : 0
        var week = thisWeek.adding(days: -7)
        while workouts.count(in: week) >= target {
            run += 1
            week = week.adding(days: -7)
        }
        // The first workout, from the last complete week before the goal was set, that brings its week
        // (as it stands then) and the three before it to four times the target.
        let searchFrom = workouts.weeks.weekStart(of: goal.added).adding(days: -7)
        var achievement: GoalMeasure?
        var seenInWeek = (week: LocalDay(daysSinceEpoch: 0), count: 0)
        for workout in workouts.workouts where workout.weekStart >= searchFrom {
            seenInWeek = seenInWeek.week == workout.weekStart ? (workout.weekStart, seenInWeek.count + 1) : (workout.weekStart, 1)
            let before = (1..<frequencyWeeks).reduce(0) { $0 + workouts.count(in: workout.weekStart.adding(days: -7 * $1)) }
            if before + seenInWeek.count >= frequencyWeeks * target {
                achievement = GoalMeasure(value: Double(before + seenInWeek.count) / Double(frequencyWeeks), day: workout.day,
                                          workoutID: workout.id)
                break
            }
        }
        return GoalStatus(goal: goal, today: today, current: current, baseline: goal.startValue,
                          progressPercent: progress(current.value, from: goal.startValue, to: Double(target), reached: achievement != nil),
                          weeksMet: run, workoutsThisWeek: workouts.count(in: thisWeek), achievement: achievement, projection: nil,
                          outlook: outlook(goal, today: today, achievement: achievement, projection: nil, projected: false),
                          window: window)
    }

    // MARK: - Shared

    /// The first week the projection looks at: the 11 before the current one.
    private static func firstProjectedWeek(_ origin: LocalDay) -> LocalDay {
        origin.adding(days: -7 * (GoalProjection.weeks - 1))
    }

    /// The line through `points`, and the day it reaches `target` moving in `direction` (+1 up,
    /// −1 down): no earlier than today, no later than the store's last year.
    private static func project(_ points: [GoalProjection.Point], to target: Double, direction: Double, origin: LocalDay,
                                today: LocalDay) -> GoalProjection {
        let line = points.count >= GoalProjection.minimumPoints ? FittedLine(points.map { (day: $0.weekStart, value: $0.value) }, origin: origin) : nil
        var day: LocalDay?
        if let line, line.slopePerWeek * direction > 0, let reached = line.day(reaching: target) {
            let clamped = max(reached, today)
            day = clamped.year <= LocalDay.storableYears.upperBound ? clamped : nil
        }
        return GoalProjection(points: points, line: line, target: target, day: day)
    }

    /// 0 to 100 percent of the way from `baseline` to `target`, rounded down; 100 only once reached.
    static func progress(_ current: Double?, from baseline: Double?, to target: Double, reached: Bool) -> Int? {
        if reached { return 100 }
        guard let current, let baseline else { return nil }
        guard target != baseline else { return 0 }
        // A hair over the floor, so that 0.29 × 100 = 28.999… (or kilograms converted from pounds) still count as 29.
        let percent = ((current - baseline) / (target - baseline) * 100 + 1e-4).rounded(.down)
        return min(99, max(0, Int(percent)))
    }

    private static func outlook(_ goal: Goal, today: LocalDay, achievement: GoalMeasure?, projection: GoalProjection?,
                                projected: Bool) -> GoalOutlook {
        if let achievement { return .achieved(achievement) }
        if let deadline = goal.deadline, deadline < today { return .deadlinePassed(deadline) }
        guard projected, let projection else { return .notProjected }
        guard projection.line != nil else { return .notEnoughData(weeks: projection.points.count) }
        guard let day = projection.day else { return .notTowardTarget }
        if let deadline = goal.deadline, day > deadline { return .afterDeadline(day) }
        return .onTrack(day)
    }
}
