import Foundation

/// Decides every file of the site and builds its page model: pure, from the data and its analytics.
struct SitePlanner: Sendable {
    let context: SiteContext

    /// Lists longer than these are split: the history and an exercise's sessions by year, the
    /// record timeline into pages of this many, so pages stay small.
    static let historyPageLimit = 120
    static let recordTimelineLimit = 200
    static let sessionListLimit = 60

    /// - Parameters:
    ///   - today: the build's date: "this week", the footer and the last chart week.
    ///   - baseURL: absolute URL the site is published at; only the sitemap, feed and canonical links use it.
    init(data: ProjectData, analytics: TrainingAnalytics, today: LocalDay, baseURL: String?) {
        context = SiteContext(data: data, analytics: analytics, today: today, baseURL: baseURL)
    }

    /// Every page and file of the site, in task order. Planned on all cores: each task below is
    /// independent of the others. With `reuse`, the pages of a workout, of an exercise (its main page
    /// and each older year's), of a muscle group, of a year in review, of an older year of the history
    /// and of an older year's calendar whose inputs are those of the last build come back as kept
    /// pages instead of being planned again.
    func plan(stylesheet: String, reuse: PageReuse? = nil) throws -> [PlannedPage] {
        let exercises = context.data.library.exercises
        let calendarYears = calendarYears
        let (historyYears, workoutsByYear) = historyYears()
        let reviewYears = YearReview.years(in: context.analytics)
        let fixed: [@Sendable () throws -> [PlannedPage]] = [
            {
                // "About these numbers" reads only what every page reads (its Markdown is part of this program).
                [dashboard(), exerciseLibrary()]
                    + reusing(reuse, task: Self.aboutTask, fingerprint: { PageFingerprint(seed: $0.seed).value }) { [about()] }
                    + [notFound(stylesheet: stylesheet)]
            },
            {
                [PlannedPage(path: SitePaths.stylesheet, text: stylesheet),
                 PlannedPage(path: SitePaths.buildInfo, text: buildInfoStylesheet()),
                 PlannedPage(path: SitePaths.noJekyll, text: "")]
            },
            { [historyMainPage(years: historyYears, byYear: workoutsByYear, reviewYears: reviewYears)] },
            { recordPages() },
            { musclePages(reuse: reuse) },
            { [calendarMainPage(years: calendarYears)] },
            { programPages() },
            { yearPages(reuse: reuse) },
            { [PlannedPage(path: SitePaths.stats, bytes: statsJSON())] },
            { [PlannedPage(path: SitePaths.feed, text: atomFeed())] },
            { cards() },
        ]
        // The other tasks are numbered rather than made into closures: a closure per workout copied
        // the planner into each (dozens of shared references retained and released from both cores).
        // In output order: the tasks above, each workout's page, each older year's calendar and
        // history page, each exercise's pages.
        let olderCalendarYears = Array(calendarYears.dropFirst(Self.calendarYearsOnMain))
        let olderHistoryYears = Array(historyYears.dropFirst())
        let workoutTasks = fixed.count..<fixed.count + context.workoutsNewestFirst.count
        let calendarTasks = workoutTasks.upperBound..<workoutTasks.upperBound + olderCalendarYears.count
        let historyTasks = calendarTasks.upperBound..<calendarTasks.upperBound + olderHistoryYears.count
        let exerciseTasks = historyTasks.upperBound..<historyTasks.upperBound + exercises.count
        let plan: @Sendable (Int) throws -> [PlannedPage] = { task in
            if task < fixed.count { return try fixed[task]() }
            if workoutTasks.contains(task) {
                let index = task - workoutTasks.lowerBound
                return reusing(reuse, task: Self.workoutTask(context.workoutsNewestFirst[index].id),
                               fingerprint: { workoutFingerprint(index, reuse: $0) }) { [workoutPage(index)] }
            }
            if calendarTasks.contains(task) {
                let year = olderCalendarYears[task - calendarTasks.lowerBound]
                return reusing(reuse, task: Self.calendarTask(year), fingerprint: { calendarFingerprint(year, reuse: $0) }) {
                    [calendarYearPage(year, allYears: calendarYears)]
                }
            }
            if historyTasks.contains(task) {
                let year = olderHistoryYears[task - historyTasks.lowerBound]
                let workouts = workoutsByYear[year] ?? []
                return reusing(reuse, task: Self.historyTask(year), fingerprint: {
                    historyFingerprint(year, workouts: workouts, years: historyYears, reviewYears: reviewYears, reuse: $0)
                }) {
                    [historyYearPage(year, workouts: workouts, years: historyYears, reviewYears: reviewYears)]
                }
            }
            return exercisePages(exercises[task - exerciseTasks.lowerBound], reuse: reuse)
        }
        // The longest tasks start first (an exercise's charts; the dashboard, `stats.json`), so the
        // thousands of short ones fill the cores up to the end instead of one long task trailing alone.
        let schedule = Array(exerciseTasks) + Array(0..<exerciseTasks.lowerBound)
        let planned = try Parallel.map(schedule.count) { index in try plan(schedule[index]) }
        var byTask = Array(repeating: [PlannedPage](), count: exerciseTasks.upperBound)
        for (index, pages) in planned.enumerated() { byTask[schedule[index]] = pages }
        var pages = byTask.flatMap { $0 }
        // The sitemap protocol wants absolute addresses: without a base URL there is none to give.
        if context.baseURL != nil {
            pages.append(sitemap(htmlPaths: pages.map(\.path).filter { $0.hasSuffix(".html") && $0 != SitePaths.notFound }))
        }
        // In task order, which is fixed: sorting 5,000 paths cost more than anything a rebuild planned.
        return pages
    }

    /// The footer's "Built DATE from N workouts" as generated content of `.build-info`. Every page
    /// shows it, but it changes with every build day and every workout: kept in one small file,
    /// it does not make each build rewrite every page (only the pages that show a new workout change).
    func buildInfoStylesheet() -> String {
        let escaped = context.buildInfo.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return ".build-info::before { content: \"\(escaped)\"; }\n"
    }

    /// Years of a list, newest first, with links, when the list is split by year.
    func yearLinks(_ years: [Int], counts: [Int: Int], current: Int?, from page: String, path: (Int?) -> String,
                   newest: Int?) -> [Link] {
        years.map { year in
            Link(label: String(year), href: SitePaths.link(from: page, to: path(year == newest ? nil : year)),
                 current: year == current, detail: counts[year].map { "(\($0))" } ?? "")
        }
    }
}
