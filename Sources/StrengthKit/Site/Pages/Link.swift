import Mustache

/// A link with its text, relative to the page it is on; `current` marks the page itself.
public struct Link: Hashable, Sendable, MustacheParent, Encodable {
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

    public func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "href": href
        case "current": current
        case "detail": detail.isEmpty ? false : detail
        default: nil
        }
    }
}

/// Mustache looks a missing key up in the enclosing contexts, so an absent value would pick up a
/// same-named key of the page around it; `false` stops the lookup and renders nothing.
func orFalse(_ value: Any?) -> Any { value ?? false }
