/// `history/index.html` (and `history/YYYY.html` for long histories): every workout newest first, by month.
public struct HistoryPage: PageModel {
    public var layout: Layout
    public var heading: String
    public var summary: String
    /// Links to the other years, when the history is split by year.
    public var years: [Link]
    public var months: [MonthGroup]
    /// No workouts at all.
    public var isEmpty: Bool
    public var newer: Link?
    public var older: Link?
}
