extension SitePlanner {
    /// The history's years, newest first, with each year's workouts (newest first): one page at
    /// `history/index.html` while the history is short or spans one year (then `years` is empty),
    /// otherwise the newest year there and each older year on a page of its own.
    func historyYears() -> (years: [Int], byYear: [Int: ArraySlice<Workout>]) {
        let workouts = context.workoutsNewestFirst
        let byYear = workouts.groupedRuns { context.day(of: $0).year }
        guard workouts.count > Self.historyPageLimit, byYear.count > 1 else { return ([], [:]) }
        return (byYear.keys.sorted(by: >), byYear)
    }

    /// `history/index.html`: the whole history, or its newest year with every year's count.
    func historyMainPage(years: [Int], byYear: [Int: ArraySlice<Workout>], reviewYears: [Int]) -> PlannedPage {
        guard let newest = years.first else {
            return historyPage(context.workoutsNewestFirst[...], year: nil, years: [], reviewYears: reviewYears)
        }
        return historyPage(byYear[newest] ?? [], year: newest, years: years, counts: byYear.mapValues(\.count),
                           reviewYears: reviewYears)
    }

    /// An older year's page. It shows nothing of other years but their links (no counts: a workout
    /// logged in another year must not change this page), so a build keeps it while its year is as it was.
    func historyYearPage(_ year: Int, workouts: ArraySlice<Workout>, years: [Int], reviewYears: [Int]) -> PlannedPage {
        historyPage(workouts, year: year, years: years, reviewYears: reviewYears)
    }

    private func historyPage(_ workouts: ArraySlice<Workout>, year: Int?, years: [Int], counts: [Int: Int] = [:],
                             reviewYears: [Int]) -> PlannedPage {
        let newest = years.first
        let isMain = year == newest
        let path = SitePaths.history(year: isMain ? nil : year)
        let title = year.map { "History \($0)" } ?? "History"
        let layout = context.layout(path: path, title: title, description: "Every workout, newest first.", section: "History")
        var months: [MonthGroup] = []
        for workout in workouts {
            let day = context.day(of: workout)
            let heading = "\(Self.monthNames[day.month - 1]) \(day.year)"
            if months.last?.heading != heading { months.append(MonthGroup(heading: heading, summary: "", workouts: [])) }
            months[months.count - 1].workouts.append(context.workoutRow(workout, from: path))
        }
        for index in months.indices {
            let count = months[index].workouts.count
            months[index].summary = "\(NumberText.counted(count, "workout"))"
        }
        let position = year.flatMap { years.firstIndex(of: $0) }
        func link(_ index: Int?) -> Link? {
            guard let index, years.indices.contains(index) else { return nil }
            let target = years[index]
            return Link(label: String(target), href: SitePaths.link(from: path, to: SitePaths.history(year: target == newest ? nil : target)))
        }
        let summary: String
        if year == nil {
            summary = "\(NumberText.counted(context.analytics.totalWorkouts, "workout")), newest first."
        } else if isMain {
            summary = "\(workouts.count) of \(NumberText.grouped(context.analytics.totalWorkouts)) workouts, newest first."
        } else {
            summary = "\(NumberText.counted(workouts.count, "workout")), newest first."
        }
        let model = HistoryPage(
            layout: layout, heading: title, summary: summary,
            years: yearLinks(years, counts: counts, current: year, from: path, path: SitePaths.history(year:), newest: newest),
            months: months, reviews: yearReviewLinks(reviewYears, from: path), isEmpty: months.isEmpty,
            newer: link(position.map { $0 - 1 }), older: link(position.map { $0 + 1 }))
        return PlannedPage(path: path, template: "history", model: model)
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]
}
