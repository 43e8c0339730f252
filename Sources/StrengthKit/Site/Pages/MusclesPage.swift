/// `muscles/index.html` (every group, its recent weekly sets and volume, and the big picture) and
/// `muscle/ID.html` (one group's weeks and its exercises).
struct MusclesPage: PageModel {
    /// A muscle group in the overview table.
    struct Row: Sendable {
        var name: String
        /// The group's page; empty for a group never trained (it has none).
        var href: String
        /// Working sets in the week `weekHeading` names.
        var weekSets: String
        /// The average of the four weeks that end with it.
        var setsPerWeek: String
        /// `below`, `in range` or `above` the target band.
        var status: String
        /// `below`, `within` or `above`: a CSS class, never user text.
        var statusClass: String
    }

    var layout: Layout
    var heading: String
    /// "This week", "Last week" or "Week of 9 Jan 2023": the week the sets column shows.
    var weekHeading: String
    var intro: String
    /// The groups held to the target band, weakest first.
    var rows: [Row]
    /// Groups that are no one muscle (`ExerciseCategory.isMuscleGroup`: Cardio, Full Body), shown
    /// without a target, and the sentence that says why.
    var apart: [Row]
    var apartNote: String
    var sections: [ChartSection]
    /// On a group's page: its exercises, primary group first.
    var exercises: [Link]
    var isEmpty: Bool
}
