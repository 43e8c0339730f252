/// `calendar/YEAR.html`: the heatmap of a year older than the calendar's main page shows
/// (`CalendarPageKind.yearsOnMain`).
struct CalendarYearPageKind: PageKind {
    static let template = TemplateName.calendar

    struct Inputs: StableHashable, Sendable {
        var year: Int
        /// The days its heatmap spans, and each training day in them.
        var first: LocalDay
        var last: LocalDay
        var days: [HeatmapDay]
    }

    static func path(of inputs: Inputs) -> String { CalendarPageKind.path(year: inputs.year) }

    let site: SiteContext

    var taskCount: Int { max(0, site.calendarYears.count - CalendarPageKind.yearsOnMain) }

    func inputs(ofTask index: Int) -> [Inputs] {
        let year = site.calendarYears[CalendarPageKind.yearsOnMain + index]
        let span = CalendarPageKind.span(year, site: site)
        return [Inputs(year: year, first: span.first, last: span.last, days: HeatmapDay.days(site, from: span.first, to: span.last))]
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> SectionsPage {
        let path = path(of: inputs)
        // A year of its own has workouts: the page is never empty.
        return CalendarPageKind.page(path: path, year: inputs.year, isEmpty: false, shared: shared, sections: [
            CalendarPageKind.yearSection(inputs.year, first: inputs.first, last: inputs.last, days: inputs.days, from: path, shared: shared),
        ])
    }
}
