/// `history/index.html`: every workout newest first, by month — the whole history, or, when it is
/// long and spans years (`years`), its newest year with every year's count (the
/// older years are `HistoryYearPageKind`'s).
struct HistoryPageKind: PageKind, WholeSiteKind {
    static let template = TemplateName.history
    static let path = "history/index.html"
    static let menuEntry: MenuEntry? = MenuEntry(label: "History", position: 2, path: path)

    /// The history is split by year beyond this many workouts.
    static let pageLimit = 120

    /// The history's years, newest first, each with its workouts, when it is split by year (more
    /// than `pageLimit` workouts over more than one year); none otherwise. Made once a build, for
    /// this kind and `HistoryYearPageKind`.
    static func years(_ site: SiteContext) -> YearSplit {
        site.historyYears.value {
            let byYear = YearSplit(site.workoutsNewestFirst) { site.day(of: $0).year }
            return site.workoutsNewestFirst.count > pageLimit && byYear.years.count > 1 ? byYear : .none
        }
    }

    /// `history/index.html` for the newest (or only) page, `history/2025.html` for another year.
    static func path(year: Int?) -> String { year.map { "history/\($0).html" } ?? path }

    let site: SiteContext

    static func model(_ site: SiteContext, shared: SharedInputs) -> HistoryPage {
        func rows(_ workouts: ArraySlice<Workout>) -> [(Workout, WorkoutRowFacts)] {
            workouts.map { ($0, site.rowFacts($0)) }
        }
        let split = years(site)
        guard let newest = split.years.first else {
            return page(rows(site.workoutsNewestFirst[...]), year: nil, years: [], reviewYears: site.reviewYears,
                        totalWorkouts: site.analytics.totalWorkouts, shared: shared)
        }
        return page(rows(split.workouts[newest] ?? []), year: newest, years: split.years,
                    counts: split.workouts.mapValues(\.count), reviewYears: site.reviewYears,
                    totalWorkouts: site.analytics.totalWorkouts, shared: shared)
    }

    /// A page of the history: its workouts (newest first) by month, and links to the other years
    /// (with their counts on the main page only) and to the years in review. `totalWorkouts`: how many
    /// the whole history has, which an older year's page does not show (nil there).
    static func page(_ workouts: [(workout: Workout, facts: WorkoutRowFacts)], year: Int?, years: [Int], counts: [Int: Int] = [:],
                     reviewYears: [Int], totalWorkouts: Int?, shared: SharedInputs) -> HistoryPage {
        let newest = years.first
        let isMain = year == newest
        let path = path(year: isMain ? nil : year)
        let title = year.map { "History \($0)" } ?? "History"
        let layout = shared.layout(path: path, title: title, description: "Every workout, newest first.", section: "History")
        var months: [MonthGroup] = []
        for (workout, facts) in workouts {
            let heading = "\(PageText.monthNames[facts.day.month - 1]) \(facts.day.year)"
            if months.last?.heading != heading { months.append(MonthGroup(heading: heading, summary: "", workouts: [])) }
            months[months.count - 1].workouts.append(shared.workoutRow(workout, facts: facts, from: path))
        }
        for index in months.indices {
            let count = months[index].workouts.count
            months[index].summary = "\(NumberText.counted(count, "workout"))"
        }
        let position = year.flatMap { years.firstIndex(of: $0) }
        func link(_ index: Int?) -> Link? {
            guard let index, years.indices.contains(index) else { return nil }
            let target = years[index]
            return Link(label: String(target), href: SitePaths.link(from: path, to: Self.path(year: target == newest ? nil : target)))
        }
        let summary: String
        if let totalWorkouts, year == nil {
            summary = "\(NumberText.counted(totalWorkouts, "workout")), newest first."
        } else if let totalWorkouts, isMain {
            summary = "\(workouts.count) of \(NumberText.counted(totalWorkouts, "workout")), newest first."
        } else {
            summary = "\(NumberText.counted(workouts.count, "workout")), newest first."
        }
        return HistoryPage(
            layout: layout, heading: title, summary: summary,
            years: PageText.yearLinks(years, counts: counts, current: year, from: path, path: Self.path(year:), newest: newest),
            months: months, reviews: PageText.yearReviewLinks(reviewYears, from: path), isEmpty: months.isEmpty,
            newer: link(position.map { $0 - 1 }), older: link(position.map { $0 + 1 }))
    }
}
