/// A row of a block page's side-by-side table: a figure of the block before, of this block, and the change.
struct ComparisonRow: TemplateObject, StableHashable, Sendable {
    var label: String
    /// The linked page of the figure (an exercise's), or empty.
    var href: String
    /// The block before's figure; empty when there is none.
    var before: String
    var this: String
    var change: ComparisonCell
}
