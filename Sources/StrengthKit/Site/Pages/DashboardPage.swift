/// `index.html`: the Analytics tab's dashboard and the Home tab's stats card.
struct DashboardPage: PageModel {
    var layout: Layout
    /// Shown instead of everything else when there is no workout yet.
    var isEmpty: Bool
    var figures: [Figure]
    /// Pre-rendered chart figures (SVG plus data table), trusted markup.
    var weeklyWorkoutsChart: String
    var weeklyVolumeChart: String
    var heatmapChart: String
    var recentWorkouts: [WorkoutRow]
    var recentExercises: [Link]
    var latestRecords: [RecordRow]
}
