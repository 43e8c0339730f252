/// `index.html`: the Analytics tab's dashboard and the Home tab's stats card.
struct DashboardPage: PageModel {
    /// A big lift: its best estimated 1RM and how far it moved in 12 weeks.
    struct Lift: Sendable {
        var name: String
        var href: String
        var e1rm: String
        /// "+8.4 kg", "no new best", or "new" when it was not done before the 12 weeks.
        var change: String
        /// "9 sessions" in the 12 weeks.
        var sessions: String
    }

    /// The DOTS score and the total behind it.
    struct DotsScore: Sendable {
        /// "312.4".
        var score: String
        /// "men's".
        var coefficients: String
        /// "455.3 kg".
        var total: String
        /// "the last 12 weeks", or the 12 weeks to the newest workout.
        var window: String
        /// "82.1 kg" (there is no score while the settings keep body weight private).
        var bodyWeight: String
        /// The day of the body-weight entry used.
        var bodyWeightDay: String
        /// Squat, bench press, deadlift.
        var lifts: [DotsLift]
        /// "5.55×": the total in body weights.
        var relative: String
        var aboutHref: String
    }

    /// One lift of the total: the exercise and session with its best estimate in the window.
    struct DotsLift: Sendable {
        /// The exercise's name ("Squat", "Sumo Deadlift").
        var name: String
        var href: String
        var e1rm: String
        /// "1.95×": the estimate in body weights.
        var relative: String
        var date: String
    }

    var layout: Layout
    /// Shown instead of everything else when there is no workout yet.
    var isEmpty: Bool
    var figures: [Figure]
    /// "No workouts since …" when the history ended weeks ago, or empty.
    var notice: String
    /// "The last 26 weeks", or the 26 weeks to the newest workout.
    var weeksHeading: String
    /// Pre-rendered chart figures (SVG plus data table), trusted markup.
    var weeklyWorkoutsChart: String
    var weeklyVolumeChart: String
    var heatmapChart: String
    var bigLifts: [Lift]
    /// When the settings choose DOTS coefficients and the window has all three lifts and a body weight.
    var dots: DotsScore?
    /// Why there is no DOTS score although the settings ask for one; empty otherwise.
    var dotsNote: String
    /// Trusted SVG figures of the whole history (months since the first workout, the big lifts across
    /// the years); empty for a history of under half a year.
    var wholeHistoryCharts: [String]
    /// Trusted SVG; empty when body weight is private or has fewer than two entries.
    var bodyWeightChart: String
    var recentWorkouts: [WorkoutRow]
    var recentExercises: [Link]
    var latestRecords: [RecordRow]
    /// Every year's review, newest first.
    var reviews: [Link]
}
