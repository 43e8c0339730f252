/// A Markdown syntax tree (`MarkdownNode`) as HTML, in libcmark's own HTML form (a test holds the two
/// equal), under the site's rules for text a lifter wrote, the same for a journal post and a note:
/// raw HTML is shown as the text it is, never passed through; a link or image keeps only a safe
/// scheme (`safeSchemes`, or none: a relative path or `#section`), else it is its text alone; every
/// heading gets an id from its text, unique in the rendering.
///
/// A paragraph of the document's own (not in a list or a quote) may be taken out as a figure of the
/// caller's (`segments`: a journal post's live figures, `JournalDirective`), the HTML around it kept in runs.
struct MarkdownHTML {
    /// The schemes a link or image may have besides none.
    static let safeSchemes: Set<String> = ["http", "https", "mailto"]

    private var html = ""
    private var headings: [MarkdownRendering.Heading] = []
    private var ids = Set<String>()

    static func render(_ document: MarkdownNode) -> MarkdownRendering {
        var renderer = MarkdownHTML()
        for child in document.children { renderer.block(child, tight: false) }
        return MarkdownRendering(html: renderer.html, headings: renderer.headings)
    }

    /// The document as runs of HTML around the paragraphs of its own that `figure` takes (returns a
    /// value for), in document order, with every heading: a journal post's text around its live figures.
    static func segments<Figure, Failure: Error>(
        _ document: MarkdownNode, figure: (MarkdownNode) throws(Failure) -> Figure?
    ) throws(Failure) -> (segments: [MarkdownSegment<Figure>], headings: [MarkdownRendering.Heading]) {
        var renderer = MarkdownHTML()
        var segments: [MarkdownSegment<Figure>] = []
        for child in document.children {
            if child.kind == .paragraph, let taken = try figure(child) {
                if !renderer.html.isEmpty { segments.append(.html(renderer.html)) }
                renderer.html = ""
                segments.append(.figure(taken))
            } else {
                renderer.block(child, tight: false)
            }
        }
        if !renderer.html.isEmpty { segments.append(.html(renderer.html)) }
        return (segments, renderer.headings)
    }

    /// Whether a link or image may point at `url`: no scheme, or one of `safeSchemes`.
    static func isSafe(_ url: String) -> Bool {
        // A scheme is letters, digits, `+`, `-` and `.` from a letter up to the first `:`, before any `/`, `?` or `#`.
        guard let colon = url.firstIndex(of: ":"),
              !url[..<colon].contains(where: { "/?#".contains($0) }) else { return true }
        let scheme = url[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return true }
        return safeSchemes.contains(scheme.lowercased())
    }

    /// A line break unless the output is empty or already ends with one (libcmark's `cr`).
    private mutating func newLine() {
        if let last = html.last, last != "\n" { html += "\n" }
    }

    /// `tight`: the block is an item's in a tight list, whose paragraphs have no `<p>`.
    private mutating func block(_ node: MarkdownNode, tight: Bool) {
        switch node.kind {
        case .document:
            for child in node.children { block(child, tight: false) }
        case .blockQuote:
            newLine()
            html += "<blockquote>\n"
            for child in node.children { block(child, tight: false) }
            newLine()
            html += "</blockquote>\n"
        case let .list(ordered, start, isTight):
            newLine()
            html += ordered ? (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n") : "<ul>\n"
            for item in node.children { block(item, tight: isTight) }
            html += ordered ? "</ol>\n" : "</ul>\n"
        case .item:
            newLine()
            html += "<li>"
            for child in node.children { block(child, tight: tight) }
            html += "</li>\n"
        case let .heading(level):
            let text = node.plainText
            let id = Slug.unique(Slug.make(from: text), fallback: "section", taken: ids.contains)
            ids.insert(id)
            headings.append(MarkdownRendering.Heading(level: level, id: id, text: text))
            newLine()
            html += "<h\(level) id=\"\(id)\">"
            inlines(node.children)
            html += "</h\(level)>\n"
        case let .codeBlock(info):
            newLine()
            let language = info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
            html += language.isEmpty ? "<pre><code>" : "<pre><code class=\"language-\(Self.escaped(language))\">"
            html += Self.escaped(node.literal) + "</code></pre>\n"
        case .htmlBlock:
            // Shown as the text it is: what the writer typed stays visible, and inert.
            var text = node.literal
            while text.hasSuffix("\n") { text.removeLast() }
            newLine()
            html += "<p>" + Self.escaped(text) + "</p>\n"
        case .thematicBreak:
            newLine()
            html += "<hr />\n"
        case .paragraph:
            if tight {
                inlines(node.children)
            } else {
                newLine()
                html += "<p>"
                inlines(node.children)
                html += "</p>\n"
            }
        default:
            inline(node)
        }
    }

    private mutating func inlines(_ nodes: [MarkdownNode]) {
        for node in nodes { inline(node) }
    }

    private mutating func inline(_ node: MarkdownNode) {
        switch node.kind {
        case .text, .htmlInline: html += Self.escaped(node.literal)
        case .softBreak: html += "\n"
        case .lineBreak: html += "<br />\n"
        case .code: html += "<code>" + Self.escaped(node.literal) + "</code>"
        case .emphasis:
            html += "<em>"
            inlines(node.children)
            html += "</em>"
        case .strong:
            html += "<strong>"
            inlines(node.children)
            html += "</strong>"
        case let .link(url, title):
            guard Self.isSafe(url) else { return inlines(node.children) }
            html += "<a href=\"" + Self.escapedURL(url) + "\"" + (title.isEmpty ? "" : " title=\"\(Self.escaped(title))\"") + ">"
            inlines(node.children)
            html += "</a>"
        case let .image(url, title):
            guard Self.isSafe(url) else { return html += Self.escaped(node.plainText) }
            html += "<img src=\"" + Self.escapedURL(url) + "\" alt=\"" + Self.escaped(node.plainText) + "\""
                + (title.isEmpty ? "" : " title=\"\(Self.escaped(title))\"") + " />"
        default:
            // A block inside an inline (the tree is cut short past `Markdown.maximumDepth`): its text.
            html += Self.escaped(node.plainText)
        }
    }

    /// `&`, `<`, `>` and `"` as entities, as libcmark escapes text.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\"")].contains($0) }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A URL as libcmark writes it into an attribute: `&` and `'` as entities, and every byte that is
    /// not a URL character percent-encoded.
    static func escapedURL(_ url: String) -> String {
        var result = ""
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "&"): result += "&amp;"
            case UInt8(ascii: "'"): result += "&#x27;"
            case _ where urlSafe.contains(byte): result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".utf8)
                result += "%" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
            }
        }
        return result
    }

    /// The bytes libcmark leaves as they are in a URL (its `HREF_SAFE` table).
    private static let urlSafe: Set<UInt8> = Set(
        Array("!#$%()*+,-./:;=?@_~".utf8) + Array("0123456789".utf8) + Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
            + Array("abcdefghijklmnopqrstuvwxyz".utf8))
}
