/// `index.html`: the Analytics tab's dashboard and the Home tab's stats card.
public struct DashboardPage: PageModel {
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
}
