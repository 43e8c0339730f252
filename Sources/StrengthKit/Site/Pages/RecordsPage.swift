/// `records/index.html` (current records by exercise and the latest records) and the pages of the
/// record timeline (`RecordTimelinePageKind`).
struct RecordsPage: PageModel {
    /// One exercise's current records.
    struct Group: Sendable {
        var exercise: String
        var href: String
        var records: [RecordRow]
    }

    var layout: Layout
    var showCurrent: Bool
    var current: [Group]
    var timelineHeading: String
    var timeline: [RecordRow]
    var years: [Link]
}
