/// Markdown rendered as HTML (`MarkdownHTML`), with the headings it gave ids, in document order.
struct MarkdownRendering: Hashable, Sendable {
    /// A heading and its anchor.
    struct Heading: Hashable, Sendable {
        var level: Int
        /// The `id` of its element, unique in the rendering (`Slug.make` of its text, `-2`... after the first).
        var id: String
        var text: String
    }

    var html: String
    var headings: [Heading]
}
