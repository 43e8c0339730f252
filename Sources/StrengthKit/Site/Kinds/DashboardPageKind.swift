/// `index.html`: this week, this month, volume, the streak, the goals, the big lifts, records and
/// recent workouts — made from the whole site, on every build.
struct DashboardPageKind: PageKind, WholeSiteKind {
    static let template = TemplateName.dashboard
    static let path = "index.html"
    static let menuEntry: MenuEntry? = MenuEntry(label: "Dashboard", position: 1, path: path)
    static let plansFirst = true

    /// The page's model: what its template reads.
    struct Page: PageModel {
        /// A big lift: its best estimated 1RM and how far it moved in the recent window.
        struct Lift: Sendable {
            var name: String
            var href: String
            var e1rm: String
            /// "+8.4 kg", "no new best", or "new" when it was not done before the window.
            var change: String
            /// "9 sessions in 12 weeks" (the window's end is `bigLiftsWindow`'s).
            var sessions: String
        }

        /// The DOTS score and the total behind it.
        struct DotsScore: Sendable {
            /// "312.4".
            var score: String
            /// "men's".
            var coefficients: String
            /// "455.3 kg".
            var total: String
            /// The recent window: "the last 12 weeks", or "the 12 weeks to Tue 10 Jan 2023".
            var window: String
            /// "82.1 kg" (there is no score while the settings keep body weight private).
            var bodyWeight: String
            /// The day of the body-weight entry used.
            var bodyWeightDay: String
            /// Squat, bench press, deadlift.
            var lifts: [DotsLift]
            /// "5.55×": the total in body weights.
            var relative: String
            var aboutHref: String
        }

        /// A goal: what it aims at, how far it has come and where it stands.
        struct Goal: Sendable {
            /// `goal-squat-e1rm`: the id of its title, which names its progress bar.
            var anchor: String
            /// "Squat e1RM 140 kg by Tue 1 Jun 2027".
            var title: String
            /// Its exercise's page; empty for body weight and workouts a week.
            var href: String
            /// "62", the progress bar's value; empty when there is nothing to measure it by yet.
            var percent: String
            /// "62 %", the bar in words.
            var progress: String
            /// "127.5 kg, the best e1RM of the last 12 weeks (Mon 23 Nov 2026)".
            var current: String
            var outlook: GoalOutlookLine
            var isAchieved: Bool
        }

        /// One lift of the total: the exercise and session with its best estimate in the window.
        struct DotsLift: Sendable {
            /// The exercise's name ("Squat", "Sumo Deadlift").
            var name: String
            var href: String
            var e1rm: String
            /// "1.95×": the estimate in body weights.
            var relative: String
            var date: String
        }

        var layout: Layout
        /// Shown instead of everything else when there is no workout yet.
        var isEmpty: Bool
        /// What the empty dashboard says to run: the first workout `init` suggests, then a build.
        var firstCommands: String
        var figures: [Figure]
        /// The goals the site publishes, in the order they were set; none, no section.
        var goals: [Goal]
        /// "No workouts since …" when the history ended weeks ago, or empty.
        var notice: String
        /// "Week 4 of the block since …", linking it, or that none is under way; nil without workouts.
        var block: Link?
        /// "3 sets are held …": how many sets wait for the lifter to confirm or fix them, or empty.
        var heldSets: String
        /// "2 lifts have stalled": how many the Progress page lists as stalled, or empty when none.
        var stalled: String
        /// The Progress page's stalled group, relative to the dashboard.
        var stalledHref: String
        /// "no new best in at least 6 weeks and 4 sessions".
        var stalledNote: String
        /// "The last 26 weeks", or the 26 weeks to the newest workout.
        var weeksHeading: String
        /// Pre-rendered chart figures (SVG plus data table), trusted markup.
        var weeklyWorkoutsChart: String
        var weeklyVolumeChart: String
        var heatmapChart: String
        var bigLifts: [Lift]
        /// The big lifts' change column: the recent window `BigLifts` counts sessions in, "12 weeks" or
        /// "12 weeks to Tue 10 Jan 2023".
        var bigLiftsWindow: String
        /// When the settings choose DOTS coefficients and the window has all three lifts and a body weight.
        var dots: DotsScore?
        /// Why there is no DOTS score although the settings ask for one; empty otherwise.
        var dotsNote: String
        /// Trusted SVG figures of the whole history (months since the first workout, the big lifts across
        /// the years); empty for a history of under half a year.
        var wholeHistoryCharts: [String]
        /// Trusted SVG; empty when body weight is private or has fewer than two entries.
        var bodyWeightChart: String
        var recentWorkouts: [WorkoutRow]
        var recentExercises: [Link]
        var latestRecords: [RecordRow]
        /// Every year's review, newest first.
        var reviews: [Link]
    }

    let site: SiteContext

    static func model(_ site: SiteContext, shared: SharedInputs) -> Page {
        model(site, shared: shared, figures: HeadlineFigures.all)
    }

    /// The page, its tiles made from `figures` (`HeadlineFigures.all`; a test adds one).
    static func model(_ site: SiteContext, shared: SharedInputs, figures headline: [HeadlineFigure]) -> Page {
        let analytics = site.analytics
        let format = shared.format
        let layout = shared.layout(path: path, title: "Dashboard",
                                   description: "Training dashboard: this week, this month, volume, streak and records.",
                                   section: "Dashboard")
        let figures = HeadlineFigure.lines(of: headline, placedBy: \.dashboard).map { line in
            Figure(label: line.figure.label, value: line.figure.tileValue(analytics, format: format),
                   detail: line.companions.isEmpty ? line.figure.tileNoun
                       : line.companions.map { $0.figure.beside(analytics, format: format, placement: $0.placement) }.joined(separator: ", "))
        }
        let recentExercises = analytics.exercises
            .compactMap { entry in entry.lastPerformed.map { (entry, $0) } }
            .sorted { ($0.1, $1.0.exercise.name) > ($1.1, $0.0.exercise.name) }
            .prefix(8)
            .map { entry, last in
                Link(label: entry.exercise.name, href: SitePaths.link(from: path, to: ExercisePageKind.path(entry.exercise.id)),
                     detail: format.date(last))
            }
        let dots = dots(site, from: path)
        var page = Page(
            layout: layout, isEmpty: analytics.totalWorkouts == 0,
            firstCommands: (FirstSteps.firstWorkout + [FirstSteps.build]).joined(separator: "\n"), figures: figures, goals: goals(site, from: path),
            notice: site.sinceLastWorkout, block: nil, heldSets: heldSets(in: site.data),
            stalled: stalled(site), stalledHref: SitePaths.link(from: path, to: ProgressPageKind.path) + "#stalled",
            stalledNote: stalledNote,
            weeksHeading: site.window(weeks: 26).sentenceCased,
            weeklyWorkoutsChart: SiteCharts.weeklyWorkouts(site, weeks: 26),
            weeklyVolumeChart: SiteCharts.weeklyVolume(site, weeks: 26),
            heatmapChart: SiteCharts.lastYearHeatmap(site, from: path),
            bigLifts: bigLifts(site, from: path), bigLiftsWindow: site.recentWindow.heading(date: format.date), dots: dots.score, dotsNote: dots.note,
            wholeHistoryCharts: SiteCharts.wholeHistory(site, lifts: bigLiftEntries(site).map(\.0)),
            bodyWeightChart: SiteCharts.bodyWeight(site),
            recentWorkouts: site.workoutsNewestFirst.prefix(5).map { site.workoutRow($0, from: path) },
            recentExercises: Array(recentExercises),
            latestRecords: site.headlineRecords.suffix(8).reversed().map { shared.recordRow($0, from: path) },
            reviews: PageText.yearReviewLinks(site.reviewYears, from: path))
        // Last: the Blocks page's task, planned beside this one (`BlocksPageKind.plansFirst`), works the
        // blocks out while this one draws its charts.
        page.block = block(site, from: path)
        return page
    }

    /// How many sets are held, and why that matters; empty when none is.
    static func heldSets(in data: ProjectData) -> String {
        let held = data.workouts.reduce(0) { total, workout in
            total + workout.exercises.reduce(0) { $0 + $1.sets.filter(\.isHeld).count }
        }
        guard held > 0 else { return "" }
        return "\(NumberText.counted(held, "set")) \(held == 1 ? "is" : "are") held: shown on \(held == 1 ? "its workout's page" : "their workouts' pages") "
            + "and counted nowhere until confirmed or fixed."
    }

    /// The dashboard's big lifts (`BigLifts`), with their best estimated 1RM and its change over the recent window.
    static func bigLifts(_ site: SiteContext, from page: String) -> [Page.Lift] {
        bigLiftEntries(site).map { entry, sessions in
            Page.Lift(name: entry.exercise.name, href: SitePaths.link(from: page, to: ExercisePageKind.path(entry.exercise.id)),
                      e1rm: entry.records[.bestE1rm].map { site.format.estimatedWeight($0.value) } ?? "",
                      change: E1rmChange(entry, over: site.recentWindow, site: site).change ?? "new",
                      sessions: NumberText.counted(sessions, "session") + " in " + site.recentWindow.length)
        }
    }

    /// The big lifts and their sessions in the recent window (`BigLifts`): the ones the settings pin, else
    /// the main lifts the catalogue knows, then the most trained.
    static func bigLiftEntries(_ site: SiteContext) -> [(ExerciseAnalytics, Int)] {
        BigLifts.choose(for: site.data, analytics: site.analytics, workoutsNewestFirst: site.workoutsNewestFirst, day: site.day(of:),
                        in: site.recentWindow)
            .map { ($0.entry, $0.sessions) }
    }
}
