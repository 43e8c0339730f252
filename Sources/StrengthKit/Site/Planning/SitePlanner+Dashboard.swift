extension SitePlanner {
    func dashboard() -> PlannedPage {
        let path = SitePaths.dashboard
        let analytics = context.analytics
        let format = context.format
        let layout = context.layout(path: path, title: "Dashboard",
                                    description: "Training dashboard: this week, this month, volume, streak and records.",
                                    section: "Dashboard")
        let figures = [
            Figure(label: "This week", value: "\(analytics.workoutsThisWeek)", detail: "workouts"),
            Figure(label: "This month", value: "\(analytics.workoutsThisMonth)", detail: "workouts"),
            Figure(label: "Total volume", value: format.volume(analytics.totalVolumeKg),
                   detail: "\(NumberText.grouped(analytics.totalWorkouts)) workouts"),
            Figure(label: "Streak", value: StreakText.weeks(analytics.streakWeeks),
                   detail: StreakText.longest(analytics.longestStreakWeeks)),
        ]
        let recentExercises = analytics.exercises
            .compactMap { entry in entry.lastPerformed.map { (entry, $0) } }
            .sorted { ($0.1, $1.0.exercise.name) > ($1.1, $0.0.exercise.name) }
            .prefix(8)
            .map { entry, last in
                Link(label: entry.exercise.name, href: SitePaths.link(from: path, to: SitePaths.exercise(entry.exercise.id)),
                     detail: format.date(last))
            }
        let dots = dots(from: path)
        let model = DashboardPage(
            layout: layout, isEmpty: analytics.totalWorkouts == 0, figures: figures, notice: context.sinceLastWorkout,
            weeksHeading: context.window(weeks: 26).sentenceCased,
            weeklyWorkoutsChart: SiteCharts.weeklyWorkouts(context, weeks: 26),
            weeklyVolumeChart: SiteCharts.weeklyVolume(context, weeks: 26),
            heatmapChart: SiteCharts.lastYearHeatmap(context, from: path),
            bigLifts: bigLifts(from: path), dots: dots.score, dotsNote: dots.note,
            wholeHistoryCharts: SiteCharts.wholeHistory(context, lifts: bigLiftEntries().map(\.0)),
            bodyWeightChart: SiteCharts.bodyWeight(context),
            recentWorkouts: context.workoutsNewestFirst.prefix(5).map { context.workoutRow($0, from: path) },
            recentExercises: Array(recentExercises),
            latestRecords: context.headlineRecords.suffix(8).reversed().map { context.recordRow($0, from: path) },
            reviews: yearReviewLinks(from: path))
        return PlannedPage(path: path, template: "dashboard", model: model)
    }
}
