/// `year/YYYY.html`, a year in review — the kind of page a lifter shares, with the goals achieved in
/// the year as its milestones — and beside it the year's README card, `cards/year-YYYY.svg`, for
/// every year with workouts.
struct YearReviewPageKind: PageKind {
    static let template = TemplateName.year

    /// The most lifts and exercises a year page lists, and how many of its records.
    static let listLimit = 10
    static let recordLimit = 30

    struct Inputs: StableHashable, Sendable {
        /// Every figure of the year (`YearReview`).
        var review: YearReview
        /// The year's headline records, oldest first.
        var records: [RecordEvent]
        /// Every year with a review, oldest first (its links).
        var years: [Int]
        /// The goals the site publishes that were achieved in the year, in the order they were set.
        var milestones: [Milestone]
    }

    /// A goal achieved in the year: the goal, the session, entry or week that met it, and the name of
    /// that workout.
    struct Milestone: StableHashable, Sendable {
        var goal: Goal
        var achievement: GoalMeasure
        var workoutName: String?
    }

    /// The page's model: what its template reads.
    struct Page: PageModel {
        /// A lift's best of the year.
        struct BestLift: Sendable {
            var exercise: String
            var href: String
            var e1rm: String
            var date: String
            var workoutHref: String
        }

        /// An exercise and how much it was done.
        struct Trained: Sendable {
            var exercise: String
            var href: String
            var sessions: String
            var sets: String
        }

        /// A goal achieved in the year.
        struct Milestone: Sendable {
            /// "Squat e1RM 140 kg by Tue 1 Jun 2027".
            var title: String
            /// Its exercise's page; empty for body weight and workouts a week.
            var href: String
            /// "Achieved on Tue 15 Sep 2026 (Lower A).", the day linked to the workout.
            var outlook: GoalOutlookLine
        }

        var layout: Layout
        var heading: String
        /// "142 workouts, 131 hours, 1,234,567 kg."
        var lead: String
        var figures: [Figure]
        /// Trusted SVG figures: workouts per month, sets per muscle group.
        var monthsChart: String
        var musclesChart: String
        var bestLifts: [BestLift]
        var mostTrained: [Trained]
        var milestones: [Milestone]
        var recordsHeading: String
        var records: [RecordRow]
        /// The README card of the year, relative to this page.
        var cardHref: String
        var years: [Link]
    }

    static func path(_ year: Int) -> String { "year/\(year).html" }

    static func cardPath(_ year: Int) -> String { "cards/year-\(year).svg" }

    static func path(of inputs: Inputs) -> String { path(inputs.review.year) }

    let site: SiteContext

    /// One task for all years: the reviews are made together, from the analytics grouped by year once.
    let taskCount = 1

    func inputs(ofTask index: Int) -> [Inputs] {
        let durations = Dictionary(site.data.workouts.compactMap { workout in workout.durationSeconds.map { (workout.id, $0) } },
                                   uniquingKeysWith: { first, _ in first })
        let recordsByYear = Dictionary(grouping: site.headlineRecords) { $0.day.year }
        let milestones = site.goals.compactMap { status in
            status.achievement.map { Milestone(goal: status.goal, achievement: $0, workoutName: $0.workoutID.map(site.workoutName)) }
        }
        let milestonesByYear = Dictionary(grouping: milestones) { $0.achievement.day.year }
        return YearReview.all(site.analytics, durations: durations, through: site.today).map { review in
            Inputs(review: review, records: recordsByYear[review.year] ?? [], years: site.reviewYears,
                   milestones: milestonesByYear[review.year] ?? [])
        }
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> Page {
        let review = inputs.review
        let headlineRecords = inputs.records
        let path = path(of: inputs)
        let format = shared.format
        let year = review.year
        let layout = shared.layout(path: path, title: "\(year) in review",
                                   description: "\(year) in review: workouts, volume, records, best lifts and what was trained most.",
                                   section: nil)
        let totals = review.totals
        let previous = review.previous
        func change(_ now: Double, _ before: Double?) -> String {
            guard let before, before > 0 else { return "" }
            let percent = Int(((now - before) / before * 100).rounded())
            return percent == 0 ? "as in \(year - 1)" : (percent > 0 ? "↑ \(percent)%" : "↓ \(-percent)%") + " on \(year - 1)"
        }
        let hours = Double(totals.seconds) / 3600
        let hoursText = hours < 10 ? NumberText.decimal(hours, maximumFractionDigits: 1) : NumberText.grouped(Int(hours.rounded()))
        var figures = [
            Figure(label: "Workouts", value: NumberText.grouped(totals.workouts),
                   detail: change(Double(totals.workouts), previous.map { Double($0.workouts) })),
            Figure(label: "Hours", value: hoursText,
                   detail: change(hours, previous.map { Double($0.seconds) / 3600 })),
            Figure(label: "Volume", value: format.compactVolume(totals.volumeKg), detail: change(totals.volumeKg, previous?.volumeKg)),
            Figure(label: "Working sets", value: NumberText.grouped(totals.workingSets),
                   detail: change(Double(totals.workingSets), previous.map { Double($0.workingSets) })),
            Figure(label: "Records", value: NumberText.grouped(headlineRecords.count)),
            Figure(label: "Longest streak", value: StreakText.weeks(review.longestStreakWeeks)),
        ]
        let monthNames = PageText.monthNames
        if let best = review.bestMonth {
            // A tie on workouts goes to the month with the most volume; the page says so.
            let ties = review.months.filter { $0.workouts == best.workouts }.count
            figures.append(Figure(label: "Best month", value: monthNames[best.month - 1],
                                  detail: NumberText.counted(best.workouts, "workout")
                                      + (ties > 1 ? ", the most volume of \(NumberText.counted(ties, "month")) with as many" : "")))
        }
        let monthsChart = BarChart(
            id: "year-months", title: "Workouts per month in \(year)", categoryName: "Month", valueName: "Workouts",
            bars: review.months.map { BarChart.Bar(label: monthNames[$0.month - 1], axisLabel: String(monthNames[$0.month - 1].prefix(1)),
                                                   value: Double($0.workouts)) },
            format: .number(maximumFractionDigits: 0)).figure()
        let musclesChart = review.muscleGroups.isEmpty ? "" : RankedBarChart(
            id: "year-muscles", title: "Working sets per muscle group in \(year)", categoryName: "Muscle group", valueName: "Sets",
            bars: review.muscleGroups.map { RankedBarChart.Bar(label: $0.category.name, value: $0.sets.rounded()) },
            format: .number(unit: "sets", maximumFractionDigits: 0)).figure()
        let bestLifts = review.exercises.filter { $0.bestE1rmKg != nil }.prefix(listLimit).map { entry in
            Page.BestLift(exercise: entry.exercise.name, href: SitePaths.link(from: path, to: ExercisePageKind.path(entry.exercise.id)),
                              e1rm: entry.bestE1rmKg.map(format.estimatedWeight) ?? "",
                              date: entry.bestDay.map(format.date) ?? "",
                              workoutHref: entry.bestWorkoutID.map { SitePaths.link(from: path, to: WorkoutPageKind.path($0)) } ?? "")
        }
        let mostTrained = review.exercises.prefix(listLimit).map { entry in
            Page.Trained(exercise: entry.exercise.name, href: SitePaths.link(from: path, to: ExercisePageKind.path(entry.exercise.id)),
                             sessions: NumberText.counted(entry.sessions, "session"), sets: NumberText.counted(entry.workingSets, "set"))
        }
        let milestones = inputs.milestones.map { milestone in
            Page.Milestone(
                title: shared.goalWording.title(milestone.goal),
                href: milestone.goal.target.exercise.map { SitePaths.link(from: path, to: ExercisePageKind.path($0)) } ?? "",
                outlook: GoalOutlookLine(.achieved(milestone.achievement), of: milestone.goal, workoutName: milestone.workoutName,
                                         shared: shared, from: path))
        }
        let shown = headlineRecords.reversed().prefix(recordLimit)
        let lead = "\(NumberText.counted(totals.workouts, "workout")), \(hoursText) \(hours == 1 ? "hour" : "hours") "
            + "and \(format.volume(totals.volumeKg)) lifted"
            + (previous.map { ", against \(NumberText.counted($0.workouts, "workout")) in \(year - 1)" } ?? "") + "."
        return Page(
            layout: layout, heading: "\(year) in review", lead: lead, figures: figures, monthsChart: monthsChart, musclesChart: musclesChart,
            bestLifts: Array(bestLifts), mostTrained: Array(mostTrained), milestones: milestones,
            recordsHeading: headlineRecords.isEmpty ? "No records this year"
                : "Records of \(year)" + (shown.count < headlineRecords.count ? " (the latest \(shown.count) of \(headlineRecords.count))" : ""),
            records: shown.map { shared.recordRow($0, from: path) },
            cardHref: SitePaths.link(from: path, to: cardPath(year)),
            years: inputs.years.reversed().map { other in
                Link(label: String(other), href: SitePaths.link(from: path, to: Self.path(other)), current: other == year)
            })
    }

    /// The year's README card.
    static func files(_ inputs: Inputs, shared: SharedInputs) -> [PlannedPage] {
        let review = inputs.review
        let format = shared.format
        let card = SummaryCard(
            id: "year-card", title: "\(review.year) in review", subtitle: shared.settings.site.title,
            figures: [
                .init(label: "Workouts", value: NumberText.grouped(review.totals.workouts)),
                .init(label: "Hours", value: NumberText.grouped(Int((Double(review.totals.seconds) / 3600).rounded()))),
                .init(label: "Volume", value: format.compactVolume(review.totals.volumeKg)),
                .init(label: "Records", value: NumberText.grouped(inputs.records.count)),
            ],
            sparklineTitle: "Volume per month, \(review.year)",
            sparklineValues: review.months.map { shared.displayWeight($0.volumeKg).rounded() },
            sparklineFormat: .number(unit: shared.weightUnit, maximumFractionDigits: 0))
        return [PlannedPage(path: cardPath(review.year), text: card.svg())]
    }
}
