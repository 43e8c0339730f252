/// A link with its text, relative to the page it is on; `current` marks the page itself.
public struct Link: Hashable, Sendable {
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
}
