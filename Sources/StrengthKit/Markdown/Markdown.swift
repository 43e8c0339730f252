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
}
