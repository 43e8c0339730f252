/// A link with its text, relative to the page it is on; `current` marks the page itself.
struct Link: TemplateObject, Hashable, Sendable {
    var label: String
    var href: String
    var current: Bool = false
    /// Extra text after the link, e.g. a count.
    var detail: String = ""
}
