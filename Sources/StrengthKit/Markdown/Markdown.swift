internal import Ccmark
import Foundation

/// CommonMark to HTML through libcmark — the only place StrengthKit calls C.
///
/// Safe mode always: raw HTML in the text is replaced by a comment and `javascript:` (and other
/// unsafe) link targets are emptied, so a note cannot inject markup or script into a page.
enum Markdown {
    static func html(from markdown: String) -> String {
        guard !markdown.isEmpty else { return "" }
        let options = CMARK_OPT_SMART | CMARK_OPT_VALIDATE_UTF8
        let length = markdown.utf8.count
        guard let rendered = cmark_markdown_to_html(markdown, length, options) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// A short note (a set's) as inline HTML: one paragraph's content without the `<p>` around it,
    /// so it sits in a table cell; longer Markdown keeps its blocks.
    static func inlineHTML(from markdown: String) -> String {
        let html = self.html(from: markdown).trimmingCharacters(in: .newlines)
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>") else { return html }
        let inner = html.dropFirst(3).dropLast(4)
        return inner.contains("<p>") ? html : String(inner)
    }
}
