/// The site as the page kinds see it while they gather their inputs: the data, its analytics, the
/// shared inputs (`SharedInputs`) and the tables several kinds look things up in, made once per build.
struct SiteContext: Sendable {
    let data: ProjectData
    let analytics: TrainingAnalytics
    let shared: SharedInputs
    let today: LocalDay
    let exerciseAnalytics: [String: ExerciseAnalytics]
    /// Newest first.
    let workoutsNewestFirst: [Workout]
    /// The ids of each day's workouts, earliest first (heatmap squares link to the first).
    let workoutIDsByDay: [LocalDay: [String]]
    /// Each workout's position in `workoutsNewestFirst`, by id.
    let workoutPositions: [String: Int]
    /// The position in `workoutsNewestFirst` of each workout of the analysis (`analytics.workouts`, by
    /// day): the workouts of a range of days, found by bisection, without looking their ids up.
    private let analysedPositions: [Int?]
    /// The categories of exercises that were done (and are not archived): those the library page lists.
    let categoriesDone: Set<String>
    /// The local day of the newest workout.
    let lastWorkoutDay: LocalDay?
    /// The weeks the recent figures are measured over (`RecentWindow`): goals, big lifts, DOTS, the
    /// exercises' lead figures, the muscles page.
    let recentWindow: RecentWindow
    /// The record timeline without volume records (`RecordKind.headlineKinds`) and without the firsts
    /// of their kind, an exercise's baseline (`RecordEvent.isNews`), oldest first: what the records
    /// page, its timeline, the dashboard, the feed and the year reviews list and count.
    let headlineRecords: [RecordEvent]
    /// The history's years as its pages split it, made by the first that asks (`HistoryPageKind.years`).
    let historyYears = SharedOnce<YearSplit>()
    /// Every lift's progress status as of the build date, by exercise id, made by the first that asks
    /// (`ProgressPageKind.statuses`): the Progress page, the dashboard and each exercise page read it.
    let progressStatuses = SharedOnce<[String: ProgressStatus]>()
    /// The training blocks with their labels and figures, oldest first, made by the first that asks
    /// (`BlocksPageKind.numbered`): the Blocks page, each block's page, the dashboard and stats.json read them.
    let blocks = SharedOnce<[NumberedBlock]>()
    /// The journal's posts with their content, and which posts quote each workout day and block.
    let journal: SiteJournal
    /// The years with a review (`YearReview.years`), oldest first.
    let reviewYears: [Int]
    /// The years with workouts on the calendar, newest first.
    let calendarYears: [Int]
    /// The goals the site publishes (`PrivacySettings.publishes`) as they stand today, in the order
    /// they were set: the dashboard's, the year reviews' milestones, the exercises' charts, stats.json.
    let goals: [GoalStatus]
    /// How often each template was done, for the programs page and the templates' pages: made by
    /// the first that asks (a pass over every workout's local day), on the cores that plan.
    let templateUsage = SharedOnce<[String: TemplateUsage]>()
    /// The theme's stylesheet and what this build may keep from the last: known once planning starts
    /// (`SitePlanner.plan`).
    private(set) var stylesheet = ""
    private(set) var reuse: PageReuse?

    init(data: ProjectData, analytics: TrainingAnalytics, today: LocalDay, baseURL: String?, menu: [MenuEntry]) {
        self.init(data: data, analytics: analytics, today: today, sources: SharedSources(data, baseURL: baseURL, fileDigests: nil), menu: menu)
    }

    /// - Parameters:
    ///   - sources: what the shared inputs are made from, of `data` (`SharedSources`).
    ///   - menu: every kind's menu entry (`SiteKinds.menu`).
    init(data: ProjectData, analytics: TrainingAnalytics, today: LocalDay, sources: SharedSources, menu: [MenuEntry]) {
        self.data = data
        self.analytics = analytics
        shared = SharedInputs(sources, menu: menu)
        self.today = today
        exerciseAnalytics = Dictionary(analytics.exercises.map { ($0.exercise.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newestFirst = data.workouts.sortedNewestFirst()
        workoutsNewestFirst = newestFirst
        var byDay: [LocalDay: [String]] = [:]
        // Oldest first, by index: a loop variable would copy each whole workout.
        for index in newestFirst.indices.reversed() {
            let id = newestFirst[index].id
            byDay[analytics.day(of: newestFirst[index]), default: []].append(id)
        }
        workoutIDsByDay = byDay
        let positions = Dictionary(newestFirst.indices.map { (newestFirst[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        workoutPositions = positions
        analysedPositions = analytics.workouts.map { positions[$0.workoutID] }
        lastWorkoutDay = analytics.workouts.map(\.day).max()
        // As the goals have it (`GoalEvaluator.recentWindow`): a workout dated after the build is not yet training done.
        recentWindow = RecentWindow(today: today, newestWorkout: analytics.workouts.lazy.map(\.day).filter { $0 <= today }.max())
        let types = shared.exerciseTypes
        headlineRecords = analytics.recordTimeline.filter { event in
            event.isNews && types[event.exerciseID].map { RecordKind.headlineKinds(for: $0).contains(event.kind) } ?? false
        }
        categoriesDone = Set(data.library.exercises.filter { !$0.archived && analytics.exercise(id: $0.id) != nil }.flatMap(\.categories))
        journal = SiteJournal(posts: data.posts, library: data.library)
        reviewYears = YearReview.years(in: analytics)
        calendarYears = Set(analytics.calendar.workoutsByDay.map(\.day.year)).sorted(by: >)
        goals = GoalEvaluator.evaluate(data.goals.filter(data.settings.privacy.publishes), in: data, today: today)
    }

    /// This context with the theme's stylesheet and what may be kept from the last build.
    func planning(stylesheet: String, reuse: PageReuse?) -> SiteContext {
        var context = self
        context.stylesheet = stylesheet
        context.reuse = reuse
        return context
    }

    var format: DisplayFormatter { shared.format }

    /// How often each template was done (`TemplateUsage.byTemplate`).
    var usageByTemplate: [String: TemplateUsage] {
        templateUsage.value { TemplateUsage.byTemplate(data.workouts, today: today, timeZone: shared.timeZone) }
    }

    /// The name of the workout with `id`, or the id.
    func workoutName(_ id: String) -> String {
        workoutPositions[id].map { workoutsNewestFirst[$0].name } ?? id
    }
    var baseURL: String? { shared.baseURL }

    /// The workout at `index` of `workoutsNewestFirst` with its file's digest, when known.
    func stored(_ index: Int) -> Stored<Workout> {
        stored(workoutsNewestFirst[index])
    }

    /// The workout with its file's digest, when known.
    func stored(_ workout: Workout) -> Stored<Workout> {
        Stored(value: workout, digest: reuse?.workoutDigest(workout.id))
    }

    /// What a list row of a workout shows from the analysis.
    func rowFacts(_ workout: Workout) -> WorkoutRowFacts {
        WorkoutRowFacts(analytics.workout(id: workout.id), of: workout)
    }

    /// Where a long chart's span of `days` ends: by the recent window's rule (`RecentWindow.end`) over
    /// its own span. The recent figures use `recentWindow`.
    func windowEnd(days: Int) -> LocalDay {
        RecentWindow.end(days: days, today: today, newestWorkout: lastWorkoutDay)
    }

    /// "the last 26 weeks", or "the 26 weeks to Tue 10 Jan 2023" when the chart follows an older history.
    func window(weeks: Int) -> String {
        RecentWindow(today: today, newestWorkout: lastWorkoutDay, weeks: weeks).phrase(date: format.date)
    }

    /// The recent window in words (`RecentWindow.phrase`).
    var recentWindowPhrase: String { recentWindow.phrase(date: format.date) }

    /// How many days without a workout make the dashboard say so.
    static let quietDays = 28

    /// "No workouts since Tue 10 Jan 2023, 1 year and 10 months ago." when the newest workout is
    /// more than four weeks old; empty otherwise.
    var sinceLastWorkout: String {
        guard let last = lastWorkoutDay, last < today.adding(days: -Self.quietDays) else { return "" }
        return "No workouts since \(format.date(last)), \(ElapsedText.between(last, and: today)) ago."
    }

    /// The workouts from `first` to `last`, each with its day in the project's time zone, oldest first:
    /// found in the analysis, which is sorted by day.
    func workouts(from first: LocalDay, through last: LocalDay) -> [(day: LocalDay, workout: Workout)] {
        guard first <= last else { return [] }
        return analytics.workouts.indices(sortedBy: \.day, in: first...last).compactMap { index in
            analysedPositions[index].map { (day: analytics.workouts[index].day, workout: workoutsNewestFirst[$0]) }
        }
    }

    /// The local day a workout belongs to, from the analytics (project time zone).
    func day(of workout: Workout) -> LocalDay {
        analytics.day(of: workout)
    }

    /// `Built Sun 22 Nov 2026 from 141 workouts`: the footer line every page shows, through
    /// `assets/build.css` (see `BuildInfoFile`) rather than in each page, which would otherwise be
    /// written again on every new day.
    var buildInfo: String {
        let count = analytics.totalWorkouts
        return "Built \(format.date(today)) from \(NumberText.counted(count, "workout"))"
    }
}
