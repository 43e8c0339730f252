/// `history/index.html` (and `history/YYYY.html` for long histories): every workout newest first, by month.
struct HistoryPage: PageModel {
    var layout: Layout
    var heading: String
    var summary: String
    /// Links to the other years, when the history is split by year.
    var years: [Link]
    var months: [MonthGroup]
    /// Every year's review, newest first.
    var reviews: [Link]
    /// No workouts at all.
    var isEmpty: Bool
    var newer: Link?
    var older: Link?
}
