/// `muscles/index.html` (every group, its recent weekly sets and volume, and the big picture) and
/// `muscle/ID.html` (one group's weeks and its exercises).
struct MusclesPage: PageModel {
    /// A muscle group in the overview table.
    struct Row: Sendable {
        var name: String
        var href: String
        /// Working sets in the week `weekHeading` names.
        var weekSets: String
        var setsPerWeek: String
        var volumePerWeek: String
    }

    var layout: Layout
    var heading: String
    /// "Sets this week", "Sets last week" or "Sets in the week of …".
    var weekHeading: String
    var intro: String
    var rows: [Row]
    var sections: [ChartSection]
    /// On a group's page: its exercises, primary group first.
    var exercises: [Link]
    var isEmpty: Bool
}
