/// One part of a journal post's page, in the post's order: a run of its Markdown as HTML, or a live
/// figure worked out from the analytics (`JournalFigures`), drawn with the components the other
/// pages draw it with (the trend chart, `record-row`, `workout-row`, `comparison-table`). Words and
/// trusted markup only: a post's page is made again when a part changes, and kept otherwise.
struct PostPart: TemplateObject, StableHashable, Sendable {
    var isFigure: Bool
    /// Trusted HTML: a run of the post's Markdown (`MarkdownHTML`, which passes no raw HTML through),
    /// or a trend's SVG figure; empty otherwise.
    var html: String
    /// The figure's section id, unique in the page; empty for text.
    var id: String
    /// "Records, Mon 5 Jan 2026 – Sat 28 Feb 2026"; empty for text.
    var title: String
    /// What the figure has instead when its days have nothing to show: "No workouts in …".
    var empty: String
    var records: [RecordRow]
    var workouts: [WorkoutRow]
    var tables: [ComparisonTable]
    var lifts: [PostProgressRow]

    /// A run of the post's text.
    static func text(_ html: String) -> PostPart {
        PostPart(isFigure: false, html: html, id: "", title: "", empty: "", records: [], workouts: [], tables: [], lifts: [])
    }

    /// A figure titled `title`, its content set by the caller.
    static func figure(id: String, title: String) -> PostPart {
        PostPart(isFigure: true, html: "", id: id, title: title, empty: "", records: [], workouts: [], tables: [], lifts: [])
    }
}
