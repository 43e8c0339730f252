/// A journal post's directives (`JournalDirective`) as its file has them: each paragraph of the post's
/// own that is one, found on the Markdown syntax tree (one in a code block, a list or a quote stays
/// text), with the lines of the file it takes. What `exercise merge` rewrites and `exercise delete`
/// looks for; a directive that does not read names nothing here (the build says what is wrong with it).
struct PostDirectiveLines: Hashable, Sendable {
    /// The lines of the post's file, counted from 1.
    var lines: ClosedRange<Int>
    var directive: JournalDirective

    /// Every directive of `post` that reads, first to last.
    static func of(_ post: JournalPost) -> [PostDirectiveLines] {
        let document = Markdown.parse(post.body)
        let body = lines(of: post.body)
        return document.children.compactMap { paragraph in
            guard let directive = try? directive(paragraph, body: body) else { return nil }
            return PostDirectiveLines(lines: fileLines(of: paragraph, in: post), directive: directive)
        }
    }

    /// The directive a top-level node of a post's body is: nil when it is no paragraph or its text is
    /// not wrapped in `{{` `}}`; what is wrong when it is wrapped but does not read. Read from the
    /// paragraph's source lines (`body`: the body's `lines`), not its rendered text, which would have
    /// turned straight quotes curly.
    static func directive(_ paragraph: MarkdownNode, body: [String]) throws(JournalDirective.Failure) -> JournalDirective? {
        guard paragraph.kind == .paragraph, paragraph.startLine >= 1, paragraph.endLine <= body.count else { return nil }
        return try JournalDirective.parse(body[(paragraph.startLine - 1)..<paragraph.endLine].joined(separator: " "))
    }

    /// The lines of the post's file a node of its body takes.
    static func fileLines(of node: MarkdownNode, in post: JournalPost) -> ClosedRange<Int> {
        (post.bodyFirstLine + node.startLine - 1)...(post.bodyFirstLine + node.endLine - 1)
    }

    /// The lines of `text`, split at each `\n` (a `\r` before it stays on its line): by scalars,
    /// since `\r\n` is one `Character`, which a split at "\n" would not find.
    static func lines(of text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
    }

    /// `text` (a post's file) with each directive's lines replaced by the one line `replacement` gives
    /// it, and the rest byte for byte; `text` itself when `replacement` gives nothing.
    static func rewriting(_ text: String, _ directives: [PostDirectiveLines],
                          with replacement: (JournalDirective) -> JournalDirective?) -> String {
        var lines = lines(of: text)
        var changed = false
        // The last first, so that the lines of those before stay where they were.
        for entry in directives.reversed() {
            guard let new = replacement(entry.directive), entry.lines.upperBound <= lines.count else { continue }
            // A file saved with Windows line endings keeps them.
            let ending = lines[entry.lines.upperBound - 1].hasSuffix("\r") ? "\r" : ""
            lines.replaceSubrange((entry.lines.lowerBound - 1)..<entry.lines.upperBound, with: [new.source + ending])
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : text
    }
}
