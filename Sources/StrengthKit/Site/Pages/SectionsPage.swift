/// A page of chart sections: the muscle-group page and the calendar page.
public struct SectionsPage: Sendable, TemplateObject {
    public var layout: Layout
    public var intro: String
    public var sections: [ChartSection]
    public var isEmpty: Bool

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "layout": .object(layout)
        case "intro": .text(intro)
        case "sections": .list(sections)
        case "isEmpty": .flag(isEmpty)
        default: nil
        }
    }
}
