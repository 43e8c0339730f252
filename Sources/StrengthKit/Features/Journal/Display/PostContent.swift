/// A journal post's body as its page shows it: runs of Markdown HTML (`MarkdownHTML`, the notes'
/// rules) around its directives, each with the line of the file it starts on, and the headings.
struct PostContent: Sendable {
    /// A directive and the line of the post's file it starts on.
    struct Directive: Hashable, Sendable {
        var directive: JournalDirective
        var line: Int
    }

    var segments: [MarkdownSegment<Directive>]
    var headings: [MarkdownRendering.Heading]
    /// The first paragraph of the post's own that is no directive, as plain text: what the journal's
    /// index shows of it; empty when there is none.
    var summary: String

    /// The directives, first to last.
    var directives: [Directive] {
        segments.compactMap { segment in
            guard case let .figure(directive) = segment else { return nil }
            return directive
        }
    }

    /// The content of `post`, or the first paragraph wrapped in `{{` `}}` that is no directive, by its
    /// line in the file.
    static func of(_ post: JournalPost) throws(JournalPost.Failure) -> PostContent {
        let body = PostDirectiveLines.lines(of: post.body)
        var summary: String?
        let (segments, headings) = try MarkdownHTML.segments(Markdown.parse(post.body)) { paragraph throws(JournalPost.Failure) -> Directive? in
            let line = PostDirectiveLines.fileLines(of: paragraph, in: post).lowerBound
            do throws(JournalDirective.Failure) {
                guard let directive = try PostDirectiveLines.directive(paragraph, body: body) else {
                    if summary == nil, paragraph.kind == .paragraph { summary = paragraph.plainText }
                    return nil
                }
                return Directive(directive: directive, line: line)
            } catch {
                throw JournalPost.Failure(line: line, reason: error.description)
            }
        }
        return PostContent(segments: segments, headings: headings, summary: summary ?? "")
    }
}
