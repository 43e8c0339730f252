import Mustache

/// `muscles/index.html` (every group, its recent weekly sets and volume, and the big picture) and
/// `muscles/ID.html` (one group's weeks and its exercises).
public struct MusclesPage: Sendable, MustacheParent, Encodable {
    /// A muscle group in the overview table.
    public struct Row: Sendable, MustacheParent, Encodable {
        public var name: String
        public var href: String
        public var thisWeek: String
        public var setsPerWeek: String
        public var volumePerWeek: String

        public func child(named name: String) -> Any? {
            switch name {
            case "name": self.name
            case "href": href
            case "thisWeek": thisWeek
            case "setsPerWeek": setsPerWeek
            case "volumePerWeek": volumePerWeek
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

    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "heading": heading
        case "intro": intro
        case "rows": rows
        case "hasRows": !rows.isEmpty
        case "sections": sections
        case "exercises": exercises
        case "hasExercises": !exercises.isEmpty
        case "isEmpty": isEmpty
        default: nil
        }
    }
}
