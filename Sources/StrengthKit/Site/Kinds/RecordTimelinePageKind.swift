/// `records/timeline.html`, then `records/timeline-2.html`, ...: every headline record beaten
/// (`SiteContext.headlineRecords`), newest first, in pages of `pageSize`, when there are more than the
/// records page shows.
struct RecordTimelinePageKind: PageKind {
    static let template = TemplateName.records

    static let pageSize = 200

    struct Inputs: Sendable {
        var page: Int
        var events: [RecordEvent]
        var total: Int
    }

    static func path(page: Int) -> String {
        page == 1 ? "records/timeline.html" : "records/timeline-\(page).html"
    }

    static func path(of inputs: Inputs) -> String { path(page: inputs.page) }

    /// How many timeline pages `total` records make: none when the records page shows them all.
    static func pageCount(total: Int) -> Int {
        total > RecordsPageKind.onMainPage ? (total + pageSize - 1) / pageSize : 0
    }

    let site: SiteContext

    var taskCount: Int { Self.pageCount(total: site.headlineRecords.count) }

    func inputs(ofTask index: Int) -> [Inputs] {
        let timeline = site.headlineRecords.reversed()
        let events = timeline.dropFirst(index * Self.pageSize).prefix(Self.pageSize)
        return [Inputs(page: index + 1, events: Array(events), total: timeline.count)]
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> RecordsPage {
        page(events: inputs.events, page: inputs.page, total: inputs.total, current: [], shared: shared)
    }

    /// The records page (`page` nil, with the `current` records) or a page of the timeline.
    static func page(events: [RecordEvent], page: Int?, total: Int, current: [RecordsPage.Group], shared: SharedInputs) -> RecordsPage {
        let pageCount = pageCount(total: total)
        let path = page.map { Self.path(page: $0) } ?? RecordsPageKind.path
        let title = page.map { "Record timeline" + (pageCount > 1 ? ", page \($0) of \(pageCount)" : "") } ?? "Personal records"
        let layout = shared.layout(path: path, title: title,
                                   description: "Every current personal record and the record timeline.", section: "Records")
        var links: [Link] = []
        if pageCount > 0 {
            links = (1...pageCount).map { number in
                Link(label: pageCount == 1 ? "Every record (\(total))" : "Page \(number)",
                     href: SitePaths.link(from: path, to: Self.path(page: number)), current: number == page)
            }
        }
        let heading = page == nil
            ? (pageCount > 0 ? "The latest \(events.count) of \(NumberText.counted(total, "record"))"
                : total == 0 ? "Record timeline" : "Every record, newest first")
            : "Every record, newest first"
        return RecordsPage(
            layout: layout, showCurrent: page == nil, current: current, timelineHeading: heading,
            timeline: events.map { shared.recordRow($0, from: path) }, years: links)
    }
}
