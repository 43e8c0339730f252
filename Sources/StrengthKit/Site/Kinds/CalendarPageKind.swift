/// `calendar/index.html`: a heatmap per year (years older than `yearsOnMain` on pages of their own,
/// `CalendarYearPageKind`), weekday and time-of-day distributions and the session-length trend.
struct CalendarPageKind: PageKind, WholeSiteKind {
    static let template = TemplateName.calendar
    static let path = "calendar/index.html"
    static let menuEntry: MenuEntry? = MenuEntry(label: "Calendar", position: 9, path: path)

    static let yearsOnMain = 3

    static func path(year: Int?) -> String { year.map { "calendar/\($0).html" } ?? path }

    let site: SiteContext

    /// The days a year's heatmap shows: this year's ends today (no empty weeks ahead to scroll past).
    static func span(_ year: Int, site: SiteContext) -> (first: LocalDay, last: LocalDay) {
        let lastWorkout = site.lastWorkoutDay ?? site.today
        return (LocalDay(year: year, month: 1, day: 1) ?? site.today,
                min(LocalDay(year: year, month: 12, day: 31) ?? site.today, max(site.today, lastWorkout)))
    }

    static func model(_ site: SiteContext, shared: SharedInputs) -> SectionsPage {
        let years = site.calendarYears
        let shownYears = years.prefix(yearsOnMain)
        var sections = shownYears.map { year in
            let span = span(year, site: site)
            return yearSection(year, first: span.first, last: span.last, days: HeatmapDay.days(site, from: span.first, to: span.last),
                               from: path, shared: shared)
        }
        if site.analytics.totalWorkouts > 0 {
            let calendar = site.analytics.calendar
            let start = shared.settings.weekStart.isoNumber
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
            let lengthsEnd = site.windowEnd(days: 365)
            let lengths = calendar.sessionLengths.filter { $0.day > lengthsEnd.adding(days: -365) && $0.day <= lengthsEnd }
            if !lengths.isEmpty {
                let points = lengths.map { LineChart.Point(day: $0.day, value: (Double($0.seconds) / 60).rounded()) }
                sections.append(ChartSection(heading: "Session length", note: "From start to end, " + (lengthsEnd == site.today ? "the last 12 months." : "the 12 months to \(shared.format.date(lengthsEnd))."), anchor: "length", charts: [
                    LineChart(id: "session-length", title: "Session length", series: [LineChart.Series(name: "Minutes", points: points)],
                              format: .number(unit: "min", maximumFractionDigits: 0)).figure(),
                ]))
            }
            if years.count > shownYears.count {
                let older = years.dropFirst(shownYears.count).map { year in
                    "<a href=\"\(SitePaths.link(from: path, to: Self.path(year: year)))\">\(year)</a>"
                }
                sections.append(ChartSection(heading: "Earlier years", note: "", anchor: "earlier",
                                             charts: ["<p class=\"years\">" + older.joined(separator: " · ") + "</p>"]))
            }
        }
        return page(path: path, year: nil, isEmpty: site.analytics.totalWorkouts == 0, shared: shared, sections: sections)
    }

    /// A year's heatmap under its heading.
    static func yearSection(_ year: Int, first: LocalDay, last: LocalDay, days: [HeatmapDay], from path: String,
                            shared: SharedInputs) -> ChartSection {
        ChartSection(heading: String(year), note: "", anchor: "year-\(year)", charts: [
            SiteCharts.heatmap(shared, id: "heatmap-\(year)", title: "Training days in \(year)", first: first, last: last, days: days,
                               from: path),
        ])
    }

    /// The main page (`year` nil) or an older year's, around its sections.
    static func page(path: String, year: Int?, isEmpty: Bool, shared: SharedInputs, sections: [ChartSection]) -> SectionsPage {
        let layout = shared.layout(path: path, title: year.map { "Calendar \($0)" } ?? "Calendar",
                                   description: "Training days, weekdays, times of day and session lengths.", section: "Calendar")
        return SectionsPage(layout: layout, intro: "Workouts count on the local day and hour they started.",
                            sections: sections, isEmpty: isEmpty)
    }
}
