import Mustache

/// A page of chart sections: the muscle-group page and the calendar page.
public struct SectionsPage: Sendable, MustacheParent, Encodable {
    public var layout: Layout
    public var intro: String
    public var sections: [ChartSection]
    public var isEmpty: Bool

    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "intro": intro
        case "sections": sections
        case "isEmpty": isEmpty
        default: nil
        }
    }
}
