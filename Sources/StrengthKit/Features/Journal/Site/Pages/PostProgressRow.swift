/// A lift's progress status in a post's `{{progress}}`, as it stood on the post's date.
struct PostProgressRow: TemplateObject, StableHashable, Sendable {
    var name: String
    var href: String
    var line: ProgressLine
}
