extension SitePlanner {
    /// How many weeks a muscle group's charts show.
    static let muscleGroupWeeks = 26

    /// `muscles/index.html` and a page per trained muscle group. With `reuse`, a group's page whose
    /// weeks are as the last build planned them is kept.
    func musclePages(reuse: PageReuse? = nil) -> [PlannedPage] {
        let weeks = SiteCharts.recentWeeks(context, Self.muscleGroupWeeks).map(\.weekStart)
        let active = context.analytics.muscleGroups.filter { $0.totalSets > 0 }
        // Each group's weeks by start, built once: the overview, its chart and the group pages all look them up.
        let weekly = Dictionary(uniqueKeysWithValues: active.map { group in
            (group.category.id, Dictionary(group.weeks.map { ($0.weekStart, $0) }, uniquingKeysWith: { first, _ in first }))
        })
        func byWeek(_ group: MuscleGroupAnalytics) -> [LocalDay: MuscleGroupWeek] { weekly[group.category.id] ?? [:] }
        var pages = [muscleOverview(active, byWeek: byWeek)]
        for group in active {
            let groupWeeks = byWeek(group)
            pages += reusing(reuse, task: Self.muscleTask(group.category.id), fingerprint: {
                muscleFingerprint(group, weeks: weeks, byWeek: groupWeeks, reuse: $0)
            }) {
                [muscleGroupPage(group, weeks: weeks, byWeek: groupWeeks)]
            }
        }
        return pages
    }

    private func muscleOverview(_ active: [MuscleGroupAnalytics], byWeek: (MuscleGroupAnalytics) -> [LocalDay: MuscleGroupWeek]) -> PlannedPage {
        let path = SitePaths.muscles
        let layout = context.layout(path: path, title: "Muscle groups",
                                    description: "Weekly working sets per muscle group against a target band.", section: "Muscles")
        // The week the "sets" column shows: this one, or the last complete one while this one is two days
        // young (a Monday shows zeros otherwise), or the newest workout's when the history ended earlier.
        let end = context.windowEnd(days: 28)
        var shownWeek = context.analytics.weeks.weekStart(of: end)
        var weekHeading = end == context.today ? "This week" : "Week of \(ChartText.date(shownWeek))"
        if end == context.today, end.daysSinceEpoch - shownWeek.daysSinceEpoch < 2 {
            shownWeek = shownWeek.adding(days: -7)
            weekHeading = "Last week"
        }
        // The average runs over the four weeks that end with the week shown.
        let averaged = (0..<4).map { shownWeek.adding(days: -7 * $0) }
        let target = context.data.settings.effectiveWeeklySetsTarget
        let groups = Dictionary(active.map { ($0.category.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Every group a loaded exercise of the library belongs to, trained or not: the neglected ones are the
        // point. Groups of only runs, rides, holds and skipping (cardio) have no set target.
        let loaded: Set<ExerciseType> = [.weightReps, .bodyweightReps, .weightDuration]
        let lifting = Set(context.data.library.exercises.filter { loaded.contains($0.type) }.flatMap(\.categories))
        let rows = context.data.library.categories.filter { lifting.contains($0.id) }.map { category -> (Double, MusclesPage.Row) in
            let weeks = groups[category.id].map(byWeek) ?? [:]
            // Summed in week order: a dictionary's order changes between runs, and so would the rounding.
            let sets = averaged.reduce(0) { $0 + (weeks[$1]?.sets ?? 0) } / Double(averaged.count)
            let status: (text: String, css: String) = sets < Double(target.low) ? ("below", "below")
                : sets > Double(target.high) ? ("above", "above") : ("in range", "within")
            return (sets, MusclesPage.Row(
                name: category.name, href: groups[category.id] == nil ? "" : SitePaths.link(from: path, to: SitePaths.muscleGroup(category.id)),
                weekSets: NumberText.decimal(weeks[shownWeek]?.sets ?? 0, maximumFractionDigits: 1),
                setsPerWeek: NumberText.decimal(sets, maximumFractionDigits: 1), status: status.text, statusClass: status.css))
        }
        // Weakest first: what needs work leads.
        .sorted { ($0.0, $0.1.name) < ($1.0, $1.1.name) }
        var sections: [ChartSection] = []
        if !rows.isEmpty && !active.isEmpty {
            let chart = RankedBarChart(
                id: "muscle-sets", title: "Working sets per week by muscle group, weakest first",
                note: "The average of the four weeks to \(ChartText.date(shownWeek.adding(days: 6))); the target band is \(target.text) sets a week.",
                categoryName: "Muscle group", valueName: "Sets per week",
                bars: rows.map { RankedBarChart.Bar(label: $0.1.name, value: ($0.0 * 10).rounded() / 10) },
                format: .number(maximumFractionDigits: 1), band: Double(target.low)...Double(target.high))
            sections.append(ChartSection(heading: "Against \(target.text) sets a week", note: "", anchor: "weekly", charts: [chart.figure()]))
        }
        let model = MusclesPage(layout: layout, heading: "Muscle groups", weekHeading: weekHeading,
                                intro: "Working sets per week for every muscle group against a band of \(target.text) "
                                    + "sets, weakest first. Choose a group for its weeks, volume and exercises.",
                                rows: rows.map(\.1), sections: sections, exercises: [], isEmpty: context.analytics.totalWorkouts == 0)
        return PlannedPage(path: path, template: "muscles", model: model)
    }

    private func muscleGroupPage(_ group: MuscleGroupAnalytics, weeks: [LocalDay], byWeek: [LocalDay: MuscleGroupWeek]) -> PlannedPage {
        let path = SitePaths.muscleGroup(group.category.id)
        let name = group.category.name
        let layout = context.layout(path: path, title: name, description: "\(name): weekly working sets and volume.", section: "Muscles")
        let sets = BarChart(id: "sets", title: "\(name): working sets per week", categoryName: "Week", valueName: "Sets",
                            bars: weeks.map { .week(starting: $0, value: byWeek[$0]?.sets ?? 0) },
                            format: .number(unit: "sets", maximumFractionDigits: 1), isChronological: true)
        let volume = BarChart(id: "volume", title: "\(name): volume per week", categoryName: "Week", valueName: "Volume",
                              bars: weeks.map { .week(starting: $0, value: context.displayWeight(byWeek[$0]?.volumeKg ?? 0).rounded()) },
                              format: .number(unit: context.weightUnit, maximumFractionDigits: 0), isChronological: true)
        let exercises = context.data.library.exercises.filter { $0.categories.contains(group.category.id) }
            .sorted { ($0.categories.first != group.category.id ? 1 : 0, $0.name) < ($1.categories.first != group.category.id ? 1 : 0, $1.name) }
            .map { exercise in
                Link(label: exercise.name, href: SitePaths.link(from: path, to: SitePaths.exercise(exercise.id)),
                     detail: exercise.categories.first == group.category.id ? "primary" : "secondary (half a set each)")
            }
        let model = MusclesPage(layout: layout, heading: name, weekHeading: "",
                                intro: "\(context.window(weeks: Self.muscleGroupWeeks).sentenceCased); warm-ups do not count.", rows: [],
                                sections: [ChartSection(heading: "Weekly work", note: "", anchor: "weekly",
                                                        charts: [sets.figure(), volume.figure()])],
                                exercises: exercises, isEmpty: false)
        return PlannedPage(path: path, template: "muscles", model: model)
    }

    /// `calendar/index.html`: a heatmap per year (older years on their own pages when there are many),
    /// weekday and time-of-day distributions and the session-length trend.
    /// `years`: every year with workouts, newest first (`calendarYears`).
    func calendarMainPage(years: [Int]) -> PlannedPage {
        calendarPage(years: Array(years.prefix(Self.calendarYearsOnMain)), allYears: years, year: nil)
    }

    /// `calendar/YEAR.html`, for a year older than the main page shows.
    func calendarYearPage(_ year: Int, allYears: [Int]) -> PlannedPage {
        calendarPage(years: [year], allYears: allYears, year: year)
    }

    static let calendarYearsOnMain = 3

    /// The years with workouts, newest first.
    var calendarYears: [Int] {
        Set(context.analytics.calendar.workoutsByDay.map(\.day.year)).sorted(by: >)
    }

    /// The days a year's heatmap shows: this year's ends today (no empty weeks ahead to scroll past).
    func calendarSpan(_ year: Int) -> (first: LocalDay, last: LocalDay) {
        let lastWorkout = context.lastWorkoutDay ?? context.today
        return (LocalDay(year: year, month: 1, day: 1) ?? context.today,
                min(LocalDay(year: year, month: 12, day: 31) ?? context.today, max(context.today, lastWorkout)))
    }

    private func calendarPage(years: [Int], allYears: [Int], year: Int?) -> PlannedPage {
        let path = SitePaths.calendar(year: year)
        let layout = context.layout(path: path, title: year.map { "Calendar \($0)" } ?? "Calendar",
                                    description: "Training days, weekdays, times of day and session lengths.", section: "Calendar")
        var sections = years.map { year in
            let span = calendarSpan(year)
            return ChartSection(heading: String(year), note: "", anchor: "year-\(year)", charts: [
                SiteCharts.heatmap(context, id: "heatmap-\(year)", title: "Training days in \(year)", first: span.first, last: span.last,
                                   from: path),
            ])
        }
        if year == nil, context.analytics.totalWorkouts > 0 {
            let calendar = context.analytics.calendar
            let start = context.data.settings.weekStart.isoNumber
            let order = (0..<7).map { (start - 1 + $0) % 7 }
            let weekdays = order.map { BarChart.Bar(label: Weekday.allCases[$0].rawValue.capitalized,
                                                    axisLabel: Weekday.allCases[$0].shortName,
                                                    value: Double(calendar.workoutsByWeekday[$0])) }
            let hours = (0..<24).map { BarChart.Bar(label: Digits.pad($0, 2) + ":00", axisLabel: String($0),
                                                    value: Double(calendar.workoutsByHour[$0])) }
            sections.append(ChartSection(heading: "When", note: "By the weekday and the hour each workout started.", anchor: "when", charts: [
                BarChart(id: "weekdays", title: "Workouts by weekday", categoryName: "Weekday", valueName: "Workouts", bars: weekdays,
                         format: .number(maximumFractionDigits: 0)).figure(),
                BarChart(id: "hours", title: "Workouts by hour of the day", categoryName: "Hour", valueName: "Workouts", bars: hours,
                         format: .number(maximumFractionDigits: 0)).figure(),
            ]))
            let lengthsEnd = context.windowEnd(days: 365)
            let lengths = calendar.sessionLengths.filter { $0.day > lengthsEnd.adding(days: -365) && $0.day <= lengthsEnd }
            if !lengths.isEmpty {
                let points = lengths.map { LineChart.Point(day: $0.day, value: (Double($0.seconds) / 60).rounded()) }
                sections.append(ChartSection(heading: "Session length", note: "From start to end, " + (lengthsEnd == context.today ? "the last 12 months." : "the 12 months to \(context.format.date(lengthsEnd))."), anchor: "length", charts: [
                    LineChart(id: "session-length", title: "Session length", series: [LineChart.Series(name: "Minutes", points: points)],
                              format: .number(unit: "min", maximumFractionDigits: 0)).figure(),
                ]))
            }
            if allYears.count > years.count {
                let older = allYears.dropFirst(years.count).map { year in
                    "<a href=\"\(SitePaths.link(from: path, to: SitePaths.calendar(year: year)))\">\(year)</a>"
                }
                sections.append(ChartSection(heading: "Earlier years", note: "", anchor: "earlier",
                                             charts: ["<p class=\"years\">" + older.joined(separator: " · ") + "</p>"]))
            }
        }
        let model = SectionsPage(layout: layout, intro: "Workouts count on the local day and hour they started.",
                                 sections: sections, isEmpty: context.analytics.totalWorkouts == 0)
        return PlannedPage(path: path, template: "calendar", model: model)
    }
}
