internal import Ccmark
import Foundation

/// CommonMark through libcmark — the only place StrengthKit calls C. libcmark parses; the HTML is
/// rendered from its syntax tree (`MarkdownHTML`), under the site's rules for raw HTML, links and
/// headings, so a note or a post cannot inject markup or script into a page.
enum Markdown {
    /// Nodes nested deeper than this (a quote in a quote, 65 times) keep only their text: the tree
    /// is walked by recursion, on threads with small stacks.
    static let maximumDepth = 64

    /// Curly quotes and dashes (libcmark's "smart" punctuation); invalid UTF-8 replaced.
    private static let options = CMARK_OPT_SMART | CMARK_OPT_VALIDATE_UTF8

    static func html(from markdown: String) -> String {
        guard !markdown.isEmpty else { return "" }
        return MarkdownHTML.render(parse(markdown)).html
    }

    /// A short note (a set's) as inline HTML: one paragraph's content without the `<p>` around it,
    /// so it sits in a table cell; longer Markdown keeps its blocks.
    static func inlineHTML(from markdown: String) -> String {
        let html = self.html(from: markdown).trimmingCharacters(in: .newlines)
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>") else { return html }
        let inner = html.dropFirst(3).dropLast(4)
        return inner.contains("<p>") ? html : String(inner)
    }

    /// `markdown`'s syntax tree, its root a `.document`.
    static func parse(_ markdown: String) -> MarkdownNode {
        guard let root = cmark_parse_document(markdown, markdown.utf8.count, options) else { return MarkdownNode(kind: .document) }
        defer { cmark_node_free(root) }
        guard let iterator = cmark_iter_new(root) else { return MarkdownNode(kind: .document) }
        defer { cmark_iter_free(iterator) }
        // Walked with libcmark's iterator, not by recursion: `open` holds the nodes entered and not yet
        // left; past `maximumDepth`, containers are not opened and their leaves join the deepest open one.
        var open: [MarkdownNode] = []
        var unopened = 0
        var event = cmark_iter_next(iterator)
        while event != CMARK_EVENT_DONE {
            defer { event = cmark_iter_next(iterator) }
            guard let pointer = cmark_iter_get_node(iterator) else { continue }
            let node = Self.node(pointer)
            if isLeaf(node.kind) {
                if open.isEmpty { open.append(MarkdownNode(kind: .document)) }
                open[open.count - 1].children.append(node)
            } else if event == CMARK_EVENT_ENTER {
                if open.count > maximumDepth { unopened += 1 } else { open.append(node) }
            } else if unopened > 0 {
                unopened -= 1
            } else if open.count > 1 {
                let done = open.removeLast()
                open[open.count - 1].children.append(done)
            }
        }
        return open.first ?? MarkdownNode(kind: .document)
    }

    /// The kinds libcmark's iterator enters and never leaves.
    private static func isLeaf(_ kind: MarkdownNode.Kind) -> Bool {
        switch kind {
        case .text, .softBreak, .lineBreak, .code, .htmlInline, .htmlBlock, .thematicBreak, .codeBlock: true
        default: false
        }
    }

    /// One node without its children.
    private static func node(_ pointer: OpaquePointer) -> MarkdownNode {
        func text(_ value: UnsafePointer<CChar>?) -> String { value.map { String(cString: $0) } ?? "" }
        let kind: MarkdownNode.Kind
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_BLOCK_QUOTE: kind = .blockQuote
        case CMARK_NODE_LIST:
            kind = .list(ordered: cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST, start: Int(cmark_node_get_list_start(pointer)),
                         tight: cmark_node_get_list_tight(pointer) != 0)
        case CMARK_NODE_ITEM: kind = .item
        case CMARK_NODE_CODE_BLOCK: kind = .codeBlock(info: text(cmark_node_get_fence_info(pointer)))
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_CUSTOM_BLOCK: kind = .htmlBlock
        case CMARK_NODE_PARAGRAPH: kind = .paragraph
        case CMARK_NODE_HEADING: kind = .heading(level: Int(cmark_node_get_heading_level(pointer)))
        case CMARK_NODE_THEMATIC_BREAK: kind = .thematicBreak
        case CMARK_NODE_SOFTBREAK: kind = .softBreak
        case CMARK_NODE_LINEBREAK: kind = .lineBreak
        case CMARK_NODE_CODE: kind = .code
        case CMARK_NODE_HTML_INLINE, CMARK_NODE_CUSTOM_INLINE: kind = .htmlInline
        case CMARK_NODE_EMPH: kind = .emphasis
        case CMARK_NODE_STRONG: kind = .strong
        case CMARK_NODE_LINK: kind = .link(url: text(cmark_node_get_url(pointer)), title: text(cmark_node_get_title(pointer)))
        case CMARK_NODE_IMAGE: kind = .image(url: text(cmark_node_get_url(pointer)), title: text(cmark_node_get_title(pointer)))
        case CMARK_NODE_DOCUMENT: kind = .document
        default: kind = .text
        }
        return MarkdownNode(kind: kind, literal: text(cmark_node_get_literal(pointer)), children: [],
                            startLine: Int(cmark_node_get_start_line(pointer)), endLine: Int(cmark_node_get_end_line(pointer)))
    }

    /// libcmark's own HTML in its safe mode: what `MarkdownHTML` is held to (`MarkdownHTMLTests`).
    static func libcmarkHTML(from markdown: String) -> String {
        guard let rendered = cmark_markdown_to_html(markdown, markdown.utf8.count, options) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
