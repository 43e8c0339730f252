extension SitePlanner {
    /// `records/index.html`: the current records and the newest of the timeline; the whole timeline,
    /// newest first, on `records/timeline.html` and following pages when it is long.
    func recordPages() -> [PlannedPage] {
        let timeline = Array(context.headlineRecords.reversed())
        let pageSize = Self.recordTimelineLimit
        let pageCount = timeline.count > Self.recordsOnMainPage ? (timeline.count + pageSize - 1) / pageSize : 0
        var pages = [recordPage(events: Array(timeline.prefix(Self.recordsOnMainPage)), page: nil, pageCount: pageCount,
                                total: timeline.count)]
        for page in 1...max(1, pageCount) where pageCount > 0 {
            let events = Array(timeline[((page - 1) * pageSize)..<min(page * pageSize, timeline.count)])
            pages.append(recordPage(events: events, page: page, pageCount: pageCount, total: timeline.count))
        }
        return pages
    }

    static let recordsOnMainPage = 40

    private func recordPage(events: [RecordEvent], page: Int?, pageCount: Int, total: Int) -> PlannedPage {
        let path = page.map { SitePaths.recordTimeline(page: $0) } ?? SitePaths.records
        let title = page.map { "Record timeline" + (pageCount > 1 ? ", page \($0) of \(pageCount)" : "") } ?? "Personal records"
        let layout = context.layout(path: path, title: title,
                                    description: "Every current personal record and the record timeline.", section: "Records")
        var current: [RecordsPage.Group] = []
        if page == nil {
            current = context.analytics.exercises.compactMap { entry in
                let rows = RecordKind.headlineKinds(for: entry.exercise.type).compactMap { entry.records[$0] }.map {
                    context.recordRow($0, from: path)
                }
                guard !rows.isEmpty else { return nil }
                return RecordsPage.Group(exercise: entry.exercise.name,
                                         href: SitePaths.link(from: path, to: SitePaths.exercise(entry.exercise.id)), records: rows)
            }
        }
        var links: [Link] = []
        if pageCount > 0 {
            links = (1...pageCount).map { number in
                Link(label: pageCount == 1 ? "Every record (\(total))" : "Page \(number)",
                     href: SitePaths.link(from: path, to: SitePaths.recordTimeline(page: number)), current: number == page)
            }
        }
        let heading = page == nil
            ? (pageCount > 0 ? "The latest \(events.count) of \(total) records" : "Every record, newest first")
            : "Every record, newest first"
        let model = RecordsPage(
            layout: layout, showCurrent: page == nil, current: current, timelineHeading: heading,
            timeline: events.map { context.recordRow($0, from: path) }, years: links)
        return PlannedPage(path: path, template: "records", model: model)
    }
}
