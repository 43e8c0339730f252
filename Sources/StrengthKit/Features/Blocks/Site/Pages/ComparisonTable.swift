/// One side-by-side table of two ranges' figures (`comparison-table.mustache`): a block page's and a
/// journal post's `{{compare}}` show the same tables (`BlockComparisonTables`).
struct ComparisonTable: TemplateObject, StableHashable, Sendable {
    /// The section's id, unique in its page; its heading's is `ID-title`.
    var id: String
    /// 2 on a block page; 3 in a post, under the post's own headings.
    var headingLevel: Int
    var heading: String
    /// "Figure", "Lift", "Muscle group".
    var firstColumn: String
    /// Whether there is a first range to compare with: not for the history's first block.
    var hasBefore: Bool
    /// The first range's label; empty when there is none.
    var beforeHeading: String
    var thisHeading: String
    var changeHeading: String
    /// "num span" for cells that hold a "140 → 145 kg" span, "num" otherwise: CSS classes.
    var cellClass: String
    var rows: [ComparisonRow]
    /// Trusted SVG figure drawn under the table, or empty.
    var chart: String
}
