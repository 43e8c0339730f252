/// A lift's `ProgressStatus` as of the end of a recent window (docs/ANALYTICS.md, "Progress"): the
/// rules of issue 43, item 1, over the series its trend charts draw.
///
/// Sessions are counted per day (two workouts of a lift on one day are one session, at the better
/// value), since a lifter who splits a day's work does not train twice as often; the trend reads the
/// weekly values of `WeeklyTrend`, light weeks left out, as goals project them.
enum ProgressEvaluator {
    /// A gap between sessions longer than this many weeks is a break.
    static let breakWeeks = 4
    /// A returning lift has returned once a session reaches this share of its best before the break.
    static let regainedShare = 0.95
    /// A lift reads as returning for at most this many weeks after the first session back.
    static let returningWeeks = 8
    /// The stall's best is the best of this many months to the window's end.
    static let bestMonths = 12
    /// A best at least this many weeks old ...
    static let stallWeeks = 6
    /// ... with at least this many sessions since that did not beat it is a stall.
    static let stallSessions = 4
    /// A slope within this share of the fitted value a week (either way) is flat.
    static let flatShareAWeek = 0.0025
    /// Fewer weekly values than this fit no line.
    static let minimumWeeklyValues = 4

    /// The values a lift's status is read from, one a session, and which way is better: e1RM for
    /// weight × reps, the most reps in a set for bodyweight and reps-only lifts (load aside), the
    /// longest time for timed ones, the best pace (lower is better) for distance.
    static func series(of entry: ExerciseAnalytics) -> (points: [(day: LocalDay, value: Double)], lowerIsBetter: Bool) {
        series(of: entry, through: nil)
    }

    /// The series of the sessions up to `last` (all when nil), found by bisection: the sessions are sorted by day.
    private static func series(of entry: ExerciseAnalytics, through last: LocalDay?) -> (points: [(day: LocalDay, value: Double)], lowerIsBetter: Bool) {
        var sessions = entry.sessions[...]
        if let last, let first = sessions.first?.day {
            sessions = sessions[sessions.indices(sortedBy: \.day, in: min(first, last)...last)]
        }
        func points(_ value: (ExerciseSession) -> Double?) -> [(day: LocalDay, value: Double)] {
            sessions.compactMap { session in value(session).map { (day: session.day, value: $0) } }
        }
        switch entry.exercise.type {
        case .weightReps: return (points(\.bestE1rmKg), false)
        case .bodyweightReps, .repsOnly: return (points { $0.mostRepsInSet.map(Double.init) }, false)
        case .duration, .weightDuration: return (points { $0.longestDurationSeconds.map(Double.init) }, false)
        case .distanceDuration: return (points(\.bestPaceSecondsPerKm), true)
        }
    }

    /// The status of `entry` at the end of `window`; `nil` when it has no session in the window.
    static func status(of entry: ExerciseAnalytics, window: RecentWindow, weeks: TrainingWeeks) -> ProgressStatus? {
        // No session in the window, no status: told by bisection before the series is made (a journal
        // post's `{{progress}}` asks as of its own date, for every lift).
        guard !entry.sessions.indices(sortedBy: \.day, in: window.start...window.end).isEmpty else { return nil }
        let series = series(of: entry, through: window.end)
        return status(points: series.points, lowerIsBetter: series.lowerIsBetter, window: window, weeks: weeks)
    }

    /// The rules over any series (values in stored units), in the order the first that applies wins.
    static func status(points: [(day: LocalDay, value: Double)], lowerIsBetter: Bool, window: RecentWindow,
                       weeks: TrainingWeeks) -> ProgressStatus? {
        let better = { (a: Double, b: Double) in lowerIsBetter ? a < b : a > b }
        // Sessions after the as-of day are not yet training done.
        let upToEnd = points.filter { $0.day <= window.end && $0.value.isFinite }.sorted { $0.day < $1.day }
        var sessions: [(day: LocalDay, value: Double)] = []
        for point in upToEnd {
            if let last = sessions.last, last.day == point.day {
                if better(point.value, last.value) { sessions[sessions.count - 1].value = point.value }
            } else {
                sessions.append(point)
            }
        }
        guard sessions.contains(where: { window.contains($0.day) }) else { return nil }
        let end = window.end

        if let returning = returning(sessions, end: end, window: window, better: better, lowerIsBetter: lowerIsBetter) {
            return returning
        }

        // The same date a year earlier (29 February: the 28th), the last day before the 12 months.
        let yearBefore = LocalDay(year: end.year - bestMonths / 12, month: end.month, day: end.day)
            ?? LocalDay(year: end.year - bestMonths / 12, month: end.month, day: 28) ?? end.adding(days: -365)
        let lastYear = sessions.filter { $0.day > yearBefore }
        if let best = lastYear.reduce(nil, { (best: (day: LocalDay, value: Double)?, session) in
            best.map { better(session.value, $0.value) ? session : $0 } ?? session
        }) {
            let since = lastYear.count { $0.day > best.day }
            if end.daysSinceEpoch - best.day.daysSinceEpoch >= 7 * stallWeeks, since >= stallSessions {
                return .stalled(since: best.day, sessions: since, best: best.value)
            }
        }

        // The window's weekly values: the 12 training weeks ending with the end's week, as goals take them.
        let trend = WeeklyTrend(points: sessions, weeks: weeks, aggregate: .best, lowerIsBetter: lowerIsBetter)
        let firstWeek = weeks.weekStart(of: end).adding(days: -7 * (window.spanWeeks - 1))
        let weekly = trend.weeks(from: firstWeek).filter { !$0.isLight }.map { (day: $0.weekStart, value: $0.value) }
        guard weekly.count >= minimumWeeklyValues, let line = FittedLine(weekly, origin: end) else {
            return .notEnoughData(weeklyValues: weekly.count)
        }
        // The fitted value is positive for any series that is; a line falling through zero by the end
        // is measured against the weeks' mean instead, so the share stays finite and its sign right.
        let fitted = line.value(on: end)
        let scale = fitted > 0 ? fitted : weekly.map(\.value).reduce(0, +) / Double(weekly.count)
        let raw = line.slopePerDay * 7 / scale * (lowerIsBetter ? -1 : 1)
        // Rounded to a millionth, so that a slope of exactly a quarter percent, as a hand-computed
        // example has, is not tipped across the line by floating dust (kilograms from pounds).
        let share = (raw * 1_000_000).rounded() / 1_000_000
        if share <= -flatShareAWeek { return .declining(slopeShare: share) }
        if share >= flatShareAWeek { return .gaining(slopeShare: share) }
        return .flat(slopeShare: share)
    }

    /// Returning: the newest session after a break that falls in the window, while no session since has
    /// regained `regainedShare` of the best before it and fewer than `returningWeeks` have passed.
    private static func returning(_ sessions: [(day: LocalDay, value: Double)], end: LocalDay, window: RecentWindow,
                                  better: (Double, Double) -> Bool, lowerIsBetter: Bool) -> ProgressStatus? {
        guard let back = sessions.indices.dropFirst().last(where: { index in
            sessions[index].day.daysSinceEpoch - sessions[index - 1].day.daysSinceEpoch > 7 * breakWeeks
                && window.contains(sessions[index].day)
        }) else { return nil }
        let returned = sessions[back].day
        guard end.daysSinceEpoch - returned.daysSinceEpoch < 7 * returningWeeks else { return nil }
        let bestBefore = sessions[..<back].map(\.value).reduce(sessions[0].value) { better($1, $0) ? $1 : $0 }
        let regained = lowerIsBetter ? bestBefore / regainedShare : bestBefore * regainedShare
        // A hair of tolerance: 95 % of a best in pounds, stored as kilograms, is regained by its own value.
        let regainedSince = sessions[back...].contains { lowerIsBetter ? $0.value <= regained + 1e-9 : $0.value >= regained - 1e-9 }
        return regainedSince ? nil : .returning(since: returned, bestBefore: bestBefore)
    }
}
