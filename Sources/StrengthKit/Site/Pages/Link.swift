/// A link with its text, relative to the page it is on; `current` marks the page itself.
struct Link: Hashable, Sendable {
    var label: String
    var href: String
    var current: Bool
    /// Extra text after the link, e.g. a count.
    var detail: String

    init(label: String, href: String, current: Bool = false, detail: String = "") {
        self.label = label
        self.href = href
        self.current = current
        self.detail = detail
    }
}
