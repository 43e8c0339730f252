/// A link with its text, relative to the page it is on; `current` marks the page itself.
public struct Link: Hashable, Sendable, TemplateObject {
    public var label: String
    public var href: String
    public var current: Bool
    /// Extra text after the link, e.g. a count.
    public var detail: String

    public init(label: String, href: String, current: Bool = false, detail: String = "") {
        self.label = label
        self.href = href
        self.current = current
        self.detail = detail
    }

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "label": .text(label)
        case "href": .text(href)
        case "current": .flag(current)
        case "detail": .nonEmpty(detail)
        default: nil
        }
    }
}
