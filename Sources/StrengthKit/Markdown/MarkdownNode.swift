/// A node of a Markdown document's syntax tree, as libcmark parsed it (`Markdown.parse`): what the
/// HTML is rendered from (`MarkdownHTML`), so that what may reach a page — which links, no raw HTML,
/// which paragraph is a directive — is decided on the tree rather than on text.
struct MarkdownNode: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case document, blockQuote, item, paragraph, thematicBreak
        case list(ordered: Bool, start: Int, tight: Bool)
        case heading(level: Int)
        /// `info`: the fence's info string ("swift" of ```` ```swift ````), empty for an indented block.
        case codeBlock(info: String)
        /// Raw HTML the writer typed: never passed through.
        case htmlBlock, htmlInline
        case text, softBreak, lineBreak, code, emphasis, strong
        case link(url: String, title: String)
        case image(url: String, title: String)
    }

    var kind: Kind
    /// A text, code or raw HTML node's own text; empty for the others.
    var literal = ""
    var children: [MarkdownNode] = []
    /// Where the node starts and ends in the source, 1-based lines (0 when libcmark keeps none, as for inlines).
    var startLine = 0
    var endLine = 0

    /// The text of the node and its descendants with the markup left out: a heading's name, an image's alt text.
    var plainText: String {
        switch kind {
        case .text, .code, .htmlInline: literal
        case .softBreak, .lineBreak: " "
        default: children.map(\.plainText).joined()
        }
    }
}
