import Mustache

/// `records/index.html` (current records by exercise and the latest records) and the pages of the
/// record timeline (`SitePaths.recordTimeline`).
public struct RecordsPage: Sendable, MustacheParent, Encodable {
    /// One exercise's current records.
    public struct Group: Sendable, MustacheParent, Encodable {
        public var exercise: String
        public var href: String
        public var records: [RecordRow]

        public func child(named name: String) -> Any? {
            switch name {
            case "exercise": exercise
            case "href": href
            case "records": records
            default: nil
            }
        }
    }

    public var layout: Layout
    public var showCurrent: Bool
    public var current: [Group]
    public var timelineHeading: String
    public var timeline: [RecordRow]
    public var years: [Link]

    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "showCurrent": showCurrent
        case "current": current
        case "hasCurrent": !current.isEmpty
        case "timelineHeading": timelineHeading
        case "timeline": timeline
        case "hasTimeline": !timeline.isEmpty
        case "years": years
        case "hasYears": !years.isEmpty
        default: nil
        }
    }
}
