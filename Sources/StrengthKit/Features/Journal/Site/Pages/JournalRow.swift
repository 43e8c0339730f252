/// A post in the journal's index: its title, date and first paragraph.
struct JournalRow: TemplateObject, StableHashable, Sendable {
    var title: String
    var href: String
    var date: String
    var isoDate: String
    /// The post's first paragraph of text, as plain text; empty when it opens with a figure only.
    var summary: String
    /// Only in `serve`'s preview.
    var isDraft: Bool
}
