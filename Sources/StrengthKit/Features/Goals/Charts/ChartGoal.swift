/// A goal on an exercise's e1RM chart as a page keeps it (`SiteCharts.e1rmGoals` draws it as a
/// `TrendChart.Goal`): what it aims at, where it stands, and the last week the projection went
/// through, where its dotted segment starts.
struct ChartGoal: StableHashable, Sendable {
    var goal: Goal
    var outlook: GoalOutlook
    var lastWeek: GoalProjection.Point?
}
