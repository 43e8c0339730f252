/// `records/index.html` (current records by exercise and the latest records) and the pages of the
/// record timeline (`SitePaths.recordTimeline`).
public struct RecordsPage: PageModel {
    /// One exercise's current records.
    public struct Group: Sendable {
        public var exercise: String
        public var href: String
        public var records: [RecordRow]
    }

    public var layout: Layout
    public var showCurrent: Bool
    public var current: [Group]
    public var timelineHeading: String
    public var timeline: [RecordRow]
    public var years: [Link]
}
