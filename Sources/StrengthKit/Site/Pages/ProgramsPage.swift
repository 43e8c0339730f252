/// `programs/index.html`: the splits (the active one first, with its days and their templates) and
/// every template with its exercises, targets and how often it was done.
struct ProgramsPage: PageModel {
    /// A split and its days in order.
    struct SplitSection: Sendable {
        var name: String
        /// `active`, or empty.
        var status: String
        /// "Next: Pull", for the active split.
        var next: String
        var days: [Day]
    }

    /// A day of a split and the templates assigned to it.
    struct Day: Sendable {
        var name: String
        var isNext: Bool
        /// Each link's `detail` is the ", " before the next one.
        var templates: [Link]
    }

    /// A template as a card: its exercises with targets and its use.
    struct TemplateCard: Sendable {
        var name: String
        var href: String
        var exercises: [TemplatePage.Row]
        /// "Done 12 times · 3 in the last 8 weeks · last 20 Nov 2026", or "Not done yet".
        var usage: String
    }

    var layout: Layout
    var summary: String
    var splits: [SplitSection]
    var templates: [TemplateCard]
}
