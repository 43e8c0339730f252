/// `index.html`: the Analytics tab's dashboard and the Home tab's stats card.
public struct DashboardPage: Sendable, TemplateObject {
    public var layout: Layout
    /// Shown instead of everything else when there is no workout yet.
    public var isEmpty: Bool
    public var figures: [Figure]
    /// Pre-rendered chart figures (SVG plus data table), trusted markup.
    public var weeklyWorkoutsChart: String
    public var weeklyVolumeChart: String
    public var heatmapChart: String
    public var recentWorkouts: [WorkoutRow]
    public var recentExercises: [Link]
    public var latestRecords: [RecordRow]

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "layout": .object(layout)
        case "isEmpty": .flag(isEmpty)
        case "figures": .list(figures)
        case "weeklyWorkoutsChart": .text(weeklyWorkoutsChart)
        case "weeklyVolumeChart": .text(weeklyVolumeChart)
        case "heatmapChart": .text(heatmapChart)
        case "recentWorkouts": .list(recentWorkouts)
        case "recentExercises": .list(recentExercises)
        case "latestRecords": .list(latestRecords)
        case "hasLatestRecords": .flag(!latestRecords.isEmpty)
        default: nil
        }
    }
}
