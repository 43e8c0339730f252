extension SitePlanner {
    /// `year/YYYY.html` and `cards/year-YYYY.svg` for every year with workouts. With `reuse`, a
    /// year whose review, records and list of years are as the last build planned them is kept.
    func yearPages(reuse: PageReuse? = nil) -> [PlannedPage] {
        let years = YearReview.years(in: context.analytics)
        let durations = Dictionary(context.data.workouts.compactMap { workout in workout.durationSeconds.map { (workout.id, $0) } },
                                   uniquingKeysWith: { first, _ in first })
        let recordsByYear = Dictionary(grouping: context.headlineRecords) { $0.day.year }
        return YearReview.all(context.analytics, durations: durations, through: context.today).flatMap { review in
            let records = recordsByYear[review.year] ?? []
            return reusing(reuse, task: Self.yearTask(review.year), fingerprint: {
                yearFingerprint(review, records: records, years: years, reuse: $0)
            }) {
                [yearPage(review, records: records, years: years), yearCard(review, records: records)]
            }
        }
    }

    /// "2026 in review", "2025 in review", ...: links from `page` to every year's review, newest first.
    func yearReviewLinks(_ years: [Int]? = nil, from page: String) -> [Link] {
        (years ?? YearReview.years(in: context.analytics)).reversed().map { year in
            Link(label: "\(year) in review", href: SitePaths.link(from: page, to: SitePaths.yearReview(year)))
        }
    }

    /// The most lifts and exercises a year page lists, and how many of its records.
    static let yearListLimit = 10
    static let yearRecordLimit = 30

    /// - Parameter records: the headline records of the review's year, oldest first.
    private func yearPage(_ review: YearReview, records headlineRecords: [RecordEvent], years: [Int]) -> PlannedPage {
        let path = SitePaths.yearReview(review.year)
        let format = context.format
        let year = review.year
        let layout = context.layout(path: path, title: "\(year) in review",
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
        if let best = review.bestMonth {
            // A tie on workouts goes to the month with the most volume; the page says so.
            let ties = review.months.filter { $0.workouts == best.workouts }.count
            figures.append(Figure(label: "Best month", value: SitePlanner.monthNames[best.month - 1],
                                  detail: NumberText.counted(best.workouts, "workout")
                                      + (ties > 1 ? ", the most volume of \(ties) months with as many" : "")))
        }
        let monthsChart = BarChart(
            id: "year-months", title: "Workouts per month in \(year)", categoryName: "Month", valueName: "Workouts",
            bars: review.months.map { BarChart.Bar(label: SitePlanner.monthNames[$0.month - 1], axisLabel: String(SitePlanner.monthNames[$0.month - 1].prefix(1)),
                                                   value: Double($0.workouts)) },
            format: .number(maximumFractionDigits: 0)).figure()
        let musclesChart = review.muscleGroups.isEmpty ? "" : RankedBarChart(
            id: "year-muscles", title: "Working sets per muscle group in \(year)", categoryName: "Muscle group", valueName: "Sets",
            bars: review.muscleGroups.map { RankedBarChart.Bar(label: $0.category.name, value: $0.sets.rounded()) },
            format: .number(unit: "sets", maximumFractionDigits: 0)).figure()
        let bestLifts = review.exercises.filter { $0.bestE1rmKg != nil }.prefix(Self.yearListLimit).map { entry in
            YearPage.BestLift(exercise: entry.exercise.name, href: SitePaths.link(from: path, to: SitePaths.exercise(entry.exercise.id)),
                              e1rm: entry.bestE1rmKg.map(format.estimatedWeight) ?? "",
                              date: entry.bestDay.map(format.date) ?? "",
                              workoutHref: entry.bestWorkoutID.map { SitePaths.link(from: path, to: SitePaths.workout($0)) } ?? "")
        }
        let mostTrained = review.exercises.prefix(Self.yearListLimit).map { entry in
            YearPage.Trained(exercise: entry.exercise.name, href: SitePaths.link(from: path, to: SitePaths.exercise(entry.exercise.id)),
                             sessions: NumberText.counted(entry.sessions, "session"), sets: NumberText.counted(entry.workingSets, "set"))
        }
        let shown = headlineRecords.reversed().prefix(Self.yearRecordLimit)
        let lead = "\(NumberText.counted(totals.workouts, "workout")), \(hoursText) \(hours == 1 ? "hour" : "hours") "
            + "and \(format.volume(totals.volumeKg)) lifted"
            + (previous.map { ", against \(NumberText.counted($0.workouts, "workout")) in \(year - 1)" } ?? "") + "."
        let model = YearPage(
            layout: layout, heading: "\(year) in review", lead: lead, figures: figures, monthsChart: monthsChart, musclesChart: musclesChart,
            bestLifts: Array(bestLifts), mostTrained: Array(mostTrained),
            recordsHeading: headlineRecords.isEmpty ? "No records this year"
                : "Records of \(year)" + (shown.count < headlineRecords.count ? " (the latest \(shown.count) of \(headlineRecords.count))" : ""),
            records: shown.map { context.recordRow($0, from: path) },
            cardHref: SitePaths.link(from: path, to: SitePaths.yearCard(year)),
            years: years.reversed().map { other in
                Link(label: String(other), href: SitePaths.link(from: path, to: SitePaths.yearReview(other)), current: other == year)
            })
        return PlannedPage(path: path, template: "year", model: model)
    }

    private func yearCard(_ review: YearReview, records: [RecordEvent]) -> PlannedPage {
        let format = context.format
        let card = SummaryCard(
            id: "year-card", title: "\(review.year) in review", subtitle: context.data.settings.site.title,
            figures: [
                .init(label: "Workouts", value: NumberText.grouped(review.totals.workouts)),
                .init(label: "Hours", value: NumberText.grouped(Int((Double(review.totals.seconds) / 3600).rounded()))),
                .init(label: "Volume", value: format.compactVolume(review.totals.volumeKg)),
                .init(label: "Records", value: NumberText.grouped(records.count)),
            ],
            sparklineTitle: "Volume per month, \(review.year)",
            sparklineValues: review.months.map { context.displayWeight($0.volumeKg).rounded() },
            sparklineFormat: .number(unit: context.weightUnit, maximumFractionDigits: 0))
        return PlannedPage(path: SitePaths.yearCard(review.year), text: card.svg())
    }
}
