/// `records/index.html`: the current records by exercise and the newest of the timeline (the whole
/// timeline is `RecordTimelinePageKind`'s, when it is longer than this page shows).
struct RecordsPageKind: PageKind, WholeSiteKind {
    static let template = TemplateName.records
    static let path = "records/index.html"
    static let menuEntry: MenuEntry? = MenuEntry(label: "Records", position: 5, path: path)

    /// The newest records the main page lists.
    static let onMainPage = 40

    let site: SiteContext

    static func model(_ site: SiteContext, shared: SharedInputs) -> RecordsPage {
        let timeline = site.headlineRecords.reversed()
        let current = site.analytics.exercises.compactMap { entry -> RecordsPage.Group? in
            let rows = RecordKind.headlineKinds(for: entry.exercise.type).compactMap { entry.records[$0] }.map {
                shared.recordRow($0, from: path)
            }
            guard !rows.isEmpty else { return nil }
            return RecordsPage.Group(exercise: entry.exercise.name,
                                     href: SitePaths.link(from: path, to: ExercisePageKind.path(entry.exercise.id)), records: rows)
        }
        return RecordTimelinePageKind.page(events: Array(timeline.prefix(onMainPage)), page: nil, total: timeline.count,
                                           current: current, shared: shared)
    }
}
