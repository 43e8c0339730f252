/// `muscles/index.html` (every group, its recent weekly sets and volume, and the big picture) and
/// `muscle/ID.html` (one group's weeks and its exercises).
public struct MusclesPage: PageModel {
    /// A muscle group in the overview table.
    public struct Row: Sendable {
        public var name: String
        public var href: String
        public var thisWeek: String
        public var setsPerWeek: String
        public var volumePerWeek: String
    }

    public var layout: Layout
    public var heading: String
    public var intro: String
    public var rows: [Row]
    public var sections: [ChartSection]
    /// On a group's page: its exercises, primary group first.
    public var exercises: [Link]
    public var isEmpty: Bool
}
