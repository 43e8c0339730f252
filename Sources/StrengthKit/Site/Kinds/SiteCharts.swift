/// The site's charts, from analytics to the chart renderers' inputs, in the display unit.
enum SiteCharts {
    /// The `count` weeks ending with this week, or with the newest workout's week when that is older
    /// (see `SiteContext.windowEnd`).
    static func recentWeeks(_ context: SiteContext, _ count: Int) -> [WeekSummary] {
        let weeks = context.analytics.weeks
        let last = weeks.weekStart(of: context.windowEnd(days: 7 * count))
        let first = last.adding(days: -7 * (count - 1))
        let known = Dictionary(context.analytics.weekly.map { ($0.weekStart, $0) }, uniquingKeysWith: { first, _ in first })
        return (0..<count).map { index in
            let start = first.adding(days: 7 * index)
            return known[start] ?? WeekSummary(weekStart: start, workouts: 0, workingSets: 0, volumeKg: 0)
        }
    }

    static func weeklyWorkouts(_ context: SiteContext, weeks: Int) -> String {
        BarChart(id: "weekly-workouts", title: "Workouts per week", note: "\(context.window(weeks: weeks).sentenceCased).", categoryName: "Week",
                 valueName: "Workouts", bars: recentWeeks(context, weeks).map { .week(starting: $0.weekStart, value: Double($0.workouts)) },
                 format: .number(unit: "", maximumFractionDigits: 0, axisTitle: "workouts"), isChronological: true).figure()
    }

    static func weeklyVolume(_ context: SiteContext, weeks: Int) -> String {
        BarChart(id: "weekly-volume", title: "Volume per week", note: "Weight × reps of working sets, \(context.window(weeks: weeks)).",
                 categoryName: "Week", valueName: "Volume",
                 bars: recentWeeks(context, weeks).map { .week(starting: $0.weekStart, value: context.shared.displayWeight($0.volumeKg).rounded()) },
                 format: .number(unit: context.shared.weightUnit, maximumFractionDigits: 0), isChronological: true).figure()
    }

    /// A history longer than the 26-week charts gets its whole journey: every month since the first
    /// workout, and the big lifts' best estimated 1RM per month across all the years. Empty otherwise.
    static func wholeHistory(_ context: SiteContext, lifts: [ExerciseAnalytics]) -> [String] {
        // Months with workouts only: the journey ends with the last workout, not with an empty today.
        let monthly = context.analytics.monthly.filter { $0.workouts > 0 }
        guard let first = monthly.first, let last = monthly.last,
              (last.year - first.year) * 12 + last.month - first.month >= 6 else { return [] }
        var months: [MonthSummary] = []
        var (year, month) = (first.year, first.month)
        let known = Dictionary(monthly.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        while (year, month) <= (last.year, last.month) {
            let key = Digits.pad(year, 4) + "-" + Digits.pad(month, 2)
            months.append(known[key] ?? MonthSummary(year: year, month: month, workouts: 0, workingSets: 0, volumeKg: 0))
            (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
        }
        func label(_ month: MonthSummary) -> String { DisplayFormatter.monthNames[month.month - 1] + " " + String(month.year) }
        let workouts = BarChart(
            id: "monthly-workouts", title: "Workouts per month since \(label(first))",
            categoryName: "Month", valueName: "Workouts",
            bars: months.map { BarChart.Bar(label: label($0), value: Double($0.workouts)) },
            format: .number(maximumFractionDigits: 0, axisTitle: "workouts"), isChronological: true).figure()
        let volume = BarChart(
            id: "monthly-volume", title: "Volume per month", categoryName: "Month", valueName: "Volume",
            bars: months.map { BarChart.Bar(label: label($0), value: context.shared.displayWeight($0.volumeKg).rounded()) },
            format: .number(unit: context.shared.weightUnit, maximumFractionDigits: 0), isChronological: true).figure()
        var charts = [workouts, volume]
        // One point per lift and month, the month's best, drawn on the month's first day so the lifts
        // share a row of the table: years of sessions in a line a reader can follow.
        let series = lifts.map { entry in
            var best: [LocalDay: Double] = [:]
            for session in entry.sessions {
                guard let e1rm = session.bestE1rmKg, let month = LocalDay(year: session.day.year, month: session.day.month, day: 1)
                else { continue }
                best[month] = max(best[month] ?? 0, e1rm)
            }
            return LineChart.Series(name: entry.exercise.name, points: best.map {
                LineChart.Point(day: $0.key, value: (context.shared.displayWeight($0.value) * 10).rounded() / 10)
            })
        }.filter { $0.points.count > 1 }
        if !series.isEmpty {
            charts.append(LineChart(id: "lifts-all-years", title: "Best estimated 1RM per month, all years", series: series,
                                    format: .number(unit: context.shared.weightUnit, maximumFractionDigits: 1)).figure())
        }
        return charts
    }

    /// Body weight, when there are two or more entries and the settings publish it: every entry for
    /// a year or less; a weekly average over up to four years; a monthly one beyond, so that years
    /// of daily weigh-ins stay a readable line and a table of a few hundred rows.
    static func bodyWeight(_ context: SiteContext) -> String {
        let entries = context.data.bodyWeight.entries
        guard context.data.settings.privacy.publishBodyWeight, entries.count > 1,
              let first = entries.first?.date, let last = entries.last?.date else { return "" }   // kept oldest first
        let span = last.daysSinceEpoch - first.daysSinceEpoch
        let bucket: (LocalDay) -> LocalDay = span <= 366 ? { $0 }
            : span <= 4 * 366 ? { context.analytics.weeks.weekStart(of: $0) }
            : { LocalDay(year: $0.year, month: $0.month, day: 1) ?? $0 }
        let title = span <= 366 ? "Body weight" : span <= 4 * 366 ? "Body weight, weekly average" : "Body weight, monthly average"
        let buckets = Dictionary(grouping: entries) { bucket($0.date) }
        let points = buckets.map { day, group in
            LineChart.Point(day: day, value: (context.shared.displayWeight(group.reduce(0) { $0 + $1.weightKg } / Double(group.count)) * 10).rounded() / 10)
        }
        return LineChart(id: "body-weight", title: title, series: [LineChart.Series(name: "Body weight", points: points)],
                         format: .number(unit: context.shared.weightUnit, maximumFractionDigits: 1)).figure()
    }

    static func lastYearHeatmap(_ context: SiteContext, from path: String) -> String {
        let weekStart = context.shared.settings.weekStart
        let last = context.windowEnd(days: 7 * 53)
        let first = CalendarHeatmap.firstDay(ofWeeks: 53, through: last, weekStart: weekStart)
        let title = last == context.today ? "Training days, the last 12 months" : "Training days, the 12 months to \(context.format.date(last))"
        return heatmap(context.shared, id: "last-year", title: title, first: first, last: last,
                       days: HeatmapDay.days(context, from: first, to: last), from: path)
    }

    /// Training days from `first` to `last`, each linking to its first workout, on the page at `path`.
    static func heatmap(_ shared: SharedInputs, id: String, title: String, first: LocalDay, last: LocalDay, days: [HeatmapDay],
                        from path: String) -> String {
        let days = days.map { entry in
            CalendarHeatmap.Day(day: entry.day, value: Double(entry.workouts),
                                href: entry.workoutIDs.first.map { SitePaths.link(from: path, to: WorkoutPageKind.path($0)) },
                                label: entry.names.isEmpty ? nil : entry.names.joined(separator: ", "))
        }
        return CalendarHeatmap(id: id, title: title, first: first, last: last, days: days,
                               weekStart: shared.settings.weekStart, format: .number(maximumFractionDigits: 0),
                               valueName: "Workouts").figure()
    }

    /// Trend charts cover this many weeks back from the last session; the sessions list and
    /// stats.json have the rest, and the page stays small however long the history.
    static let trendWeeks = 104

    /// The first day the trend charts show: the start of the week `trendWeeks` before the last session.
    static func trendStart(_ shared: SharedInputs, entry: ExerciseAnalytics) -> LocalDay? {
        entry.sessions.last.map { shared.weeks.weekStart(of: $0.day.adding(days: -7 * trendWeeks)) }
    }

    /// How to read the trend charts, and, when the history is longer than they show, what they cover.
    static func trendNote(_ shared: SharedInputs, entry: ExerciseAnalytics) -> String {
        let read = "One point per training week; rings mark records, faded points light weeks (deloads)."
        guard let start = trendStart(shared, entry: entry), let first = entry.sessions.first, first.day < start,
              let last = entry.sessions.last else { return read }
        return read + " They show the two years to \(shared.format.date(last.day)); every session since "
            + "\(shared.format.date(first.day)) is listed below."
    }

    /// An exercise's trend charts, one point per training week (`WeeklyTrend`), one per metric of its
    /// type (`JournalDirective.Metric.trends`): e1RM (with its `goals`), top set and weekly volume for
    /// lifts; reps, load, time, distance and pace for the rest.
    static func exerciseTrends(_ shared: SharedInputs, entry: ExerciseAnalytics, goals: [ChartGoal] = []) -> [String] {
        let since = trendStart(shared, entry: entry)
        return JournalDirective.Metric.trends(of: entry.exercise.type).compactMap { metric in
            trend(shared, entry: entry, metric: metric, id: "trend-\(entry.exercise.id)", from: since,
                  goals: metric == .e1rm ? e1rmGoals(shared, goals: goals) : [])
        }
    }

    /// One trend chart of an exercise (`metric`, one of its type's), with the sessions from the week of
    /// `first` to `last` (each when given); nil when no session in them has a value. Records and the
    /// weekly trend count every session up to `last`: a journal post's chart stands as it did on its date.
    static func trend(_ shared: SharedInputs, entry: ExerciseAnalytics, metric: JournalDirective.Metric, id: String,
                      from first: LocalDay?, through last: LocalDay? = nil, goals: [TrendChart.Goal] = []) -> String? {
        let sessions = last.map { last in entry.sessions.filter { $0.day <= last } } ?? entry.sessions
        let unit = shared.weightUnit
        let weight = ValueFormat.number(unit: unit, maximumFractionDigits: 1)
        let reps = ValueFormat.number(unit: "reps", maximumFractionDigits: 0)
        let distanceUnit = shared.format.distanceUnit
        func chart(_ suffix: String, _ title: String, _ value: (ExerciseSession) -> Double?, _ format: ValueFormat,
                   aggregate: WeeklyTrend.Aggregate = .best, lowerIsBetter: Bool = false) -> String? {
            let points = sessions.compactMap { session in value(session).map { (day: session.day, value: $0) } }
            guard !points.isEmpty else { return nil }
            let trend = aggregate == .best
                ? WeeklyTrend(points: points, weeks: shared.weeks, aggregate: .best, lowerIsBetter: lowerIsBetter)
                : WeeklyTrend(points: points, weeks: shared.weeks, aggregate: .total, lightFraction: 0.6)
            let shown = points.filter { point in first.map { point.day >= $0 } ?? true }
            guard !shown.isEmpty else { return nil }
            return TrendChart(id: "\(id)-\(suffix)", title: title, weekName: aggregate == .best ? "Week's best" : "Week's total",
                              weeks: first.map(trend.weeks(from:)) ?? trend.weeks,
                              sessions: shown.map { LineChart.Point(day: $0.day, value: $0.value) },
                              format: format, lowerIsBetter: lowerIsBetter, goals: goals).figure()
        }
        switch metric {
        case .e1rm:
            return chart("e1rm", "Estimated 1RM", { $0.bestE1rmKg.map(shared.displayWeight) }, weight)
        case .topSet:
            return chart("top", "Top set", { $0.topSetKg.map(shared.displayWeight) }, weight)
        case .volume:
            return chart("volume", "Volume per week", { $0.volumeKg.map { shared.displayWeight($0).rounded() } },
                         .number(unit: unit, maximumFractionDigits: 0), aggregate: .total)
        case .reps:
            return chart("reps", "Reps per session", { $0.totalReps.map(Double.init) }, reps)
        case .load:
            return chart("load", "Heaviest added load", { $0.topSetKg.flatMap { $0 > 0 ? shared.displayWeight($0) : nil } }, weight)
        case .time:
            return chart("time", "Longest time", { $0.longestDurationSeconds.map(Double.init) }, .clock())
        case .weight:
            return chart("weight", "Heaviest weight", { $0.topSetKg.map(shared.displayWeight) }, weight)
        case .distance:
            return chart("distance", "Longest distance", { $0.longestDistanceMeters.map { $0 / distanceUnit.meters } },
                         .number(unit: distanceUnit.rawValue, maximumFractionDigits: 2))
        case .pace:
            return chart("pace", "Best pace", { $0.bestPaceSecondsPerKm.map { ($0 * distanceUnit.meters / 1000).rounded() } },
                         .clock(unit: "/\(distanceUnit.rawValue)"), lowerIsBetter: true)
        }
    }

    /// A lift's goals on its e1RM chart: an e1RM goal at its target, a set goal at the e1RM its set
    /// gives (the value its projection aims at; a set of more reps than the 1RM rep cap gives none and
    /// is not drawn). The dotted projection is drawn when the trend reaches the goal, on track or after
    /// the deadline, within `trendWeeks` of the last week it went through: a chart looks no further
    /// ahead than it looks back, so that a date years away does not squeeze the weeks into a corner.
    static func e1rmGoals(_ shared: SharedInputs, goals: [ChartGoal]) -> [TrendChart.Goal] {
        return goals.compactMap { chartGoal in
            let goal = chartGoal.goal
            // The goal's words in the unit it was typed in; its line on the chart is in the chart's unit.
            let format = shared.goalWording.formatter(of: goal)
            let by = goal.deadline.map { " by " + format.date($0) } ?? ""
            let e1rmKg: Double, name: String, label: String
            switch goal.target {
            case .e1rm(_, let kg):
                (e1rmKg, name, label) = (kg, "an e1RM of \(format.weight(kg))\(by)", "Goal \(format.weight(kg))")
            case .set(_, let kg, let reps):
                guard let estimate = OneRepMax.estimate(weightKg: kg, reps: reps, settings: shared.settings.oneRepMax) else { return nil }
                (e1rmKg, name, label) = (estimate, "\(format.weight(kg)) × \(reps)\(by), drawn at the e1RM it gives, \(format.estimatedWeight(estimate))",
                                         "Goal \(format.weight(kg)) × \(reps)")
            case .bodyWeight, .workoutsPerWeek:
                return nil
            }
            var projection: TrendChart.Projection?
            switch chartGoal.outlook {
            case .onTrack(let day), .afterDeadline(let day):
                if let last = chartGoal.lastWeek, day <= last.weekStart.adding(days: 7 * trendWeeks) {
                    projection = TrendChart.Projection(weekStart: last.weekStart, value: shared.displayWeight(last.value), day: day)
                }
            default:
                break
            }
            // The achieving workout is not named here: the sessions below the chart name it.
            let outlook = shared.goalWording.outlookParts(chartGoal.outlook, of: goal) { _ in nil }
            return TrendChart.Goal(name: name, label: label, value: shared.displayWeight(e1rmKg),
                                   outlook: outlook.lead + outlook.day + outlook.tail, projection: projection)
        }
    }
}
