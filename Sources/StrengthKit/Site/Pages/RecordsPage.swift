/// `records/index.html` (current records by exercise and the latest records) and the pages of the
/// record timeline (`SitePaths.recordTimeline`).
public struct RecordsPage: Sendable, TemplateObject {
    /// One exercise's current records.
    public struct Group: Sendable, TemplateObject {
        public var exercise: String
        public var href: String
        public var records: [RecordRow]

        public func value(named key: String) -> TemplateValue? {
            switch key {
            case "exercise": .text(exercise)
            case "href": .text(href)
            case "records": .list(records)
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

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "layout": .object(layout)
        case "showCurrent": .flag(showCurrent)
        case "current": .list(current)
        case "hasCurrent": .flag(!current.isEmpty)
        case "timelineHeading": .text(timelineHeading)
        case "timeline": .list(timeline)
        case "hasTimeline": .flag(!timeline.isEmpty)
        case "years": .list(years)
        case "hasYears": .flag(!years.isEmpty)
        default: nil
        }
    }
}
