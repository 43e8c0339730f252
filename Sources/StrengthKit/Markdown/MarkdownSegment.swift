/// A run of a document rendered as HTML (`MarkdownHTML.segments`), or a paragraph the caller took as
/// one of its own figures.
enum MarkdownSegment<Figure> {
    case html(String)
    case figure(Figure)
}

extension MarkdownSegment: Sendable where Figure: Sendable {}
extension MarkdownSegment: Equatable where Figure: Equatable {}
