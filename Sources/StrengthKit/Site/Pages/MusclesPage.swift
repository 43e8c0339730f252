/// `muscles/index.html` (every group, its recent weekly sets and volume, and the big picture) and
/// `muscles/ID.html` (one group's weeks and its exercises).
public struct MusclesPage: Sendable, TemplateObject {
    /// A muscle group in the overview table.
    public struct Row: Sendable, TemplateObject {
        public var name: String
        public var href: String
        public var thisWeek: String
        public var setsPerWeek: String
        public var volumePerWeek: String

        public func value(named key: String) -> TemplateValue? {
            switch key {
            case "name": .text(self.name)
            case "href": .text(href)
            case "thisWeek": .text(thisWeek)
            case "setsPerWeek": .text(setsPerWeek)
            case "volumePerWeek": .text(volumePerWeek)
            default: nil
            }
        }
    }

    public var layout: Layout
    public var heading: String
    public var intro: String
    public var rows: [Row]
    public var sections: [ChartSection]
    /// On a group's page: its exercises, primary group first.
    public var exercises: [Link]
    public var isEmpty: Bool

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "layout": .object(layout)
        case "heading": .text(heading)
        case "intro": .text(intro)
        case "rows": .list(rows)
        case "hasRows": .flag(!rows.isEmpty)
        case "sections": .list(sections)
        case "exercises": .list(exercises)
        case "hasExercises": .flag(!exercises.isEmpty)
        case "isEmpty": .flag(isEmpty)
        default: nil
        }
    }
}
