extension SitePlanner {
    /// One page, or one per year (newest at `history/index.html`) once the history is long.
    func historyPages() -> [PlannedPage] {
        let workouts = context.workoutsNewestFirst
        let byYear = Dictionary(grouping: workouts) { context.day(of: $0).year }
        let years = byYear.keys.sorted(by: >)
        guard workouts.count > Self.historyPageLimit, years.count > 1 else {
            return [historyPage(workouts, year: nil, years: [], counts: [:])]
        }
        let counts = byYear.mapValues(\.count)
        return years.map { year in historyPage(byYear[year] ?? [], year: year, years: years, counts: counts) }
    }

    private func historyPage(_ workouts: [Workout], year: Int?, years: [Int], counts: [Int: Int]) -> PlannedPage {
        let newest = years.first
        let path = SitePaths.history(year: year == newest ? nil : year)
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
        let total = context.analytics.totalWorkouts
        let position = year.flatMap { years.firstIndex(of: $0) }
        func link(_ index: Int?) -> Link? {
            guard let index, years.indices.contains(index) else { return nil }
            let target = years[index]
            return Link(label: String(target), href: SitePaths.link(from: path, to: SitePaths.history(year: target == newest ? nil : target)))
        }
        let summary = year == nil
            ? "\(NumberText.counted(total, "workout")), newest first."
            : "\(workouts.count) of \(NumberText.grouped(total)) workouts, newest first."
        let model = HistoryPage(
            layout: layout, heading: title, summary: summary,
            years: yearLinks(years, counts: counts, current: year, from: path, path: SitePaths.history(year:), newest: newest),
            months: months, reviews: yearReviewLinks(from: path), isEmpty: months.isEmpty, newer: link(position.map { $0 - 1 }), older: link(position.map { $0 + 1 }))
        return PlannedPage(path: path, template: "history", model: model)
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]
}
