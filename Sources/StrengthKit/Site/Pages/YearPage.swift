/// `year/YYYY.html`: a year in review — the kind of page a lifter shares.
struct YearPage: PageModel {
    /// A lift's best of the year.
    struct BestLift: Sendable {
        var exercise: String
        var href: String
        var e1rm: String
        var date: String
        var workoutHref: String
    }

    /// An exercise and how much it was done.
    struct Trained: Sendable {
        var exercise: String
        var href: String
        var sessions: String
        var sets: String
    }

    var layout: Layout
    var heading: String
    /// "142 workouts, 131 hours, 1,234,567 kg."
    var lead: String
    var figures: [Figure]
    /// Trusted SVG figures: workouts per month, sets per muscle group.
    var monthsChart: String
    var musclesChart: String
    var bestLifts: [BestLift]
    var mostTrained: [Trained]
    var recordsHeading: String
    var records: [RecordRow]
    /// The README card of the year, relative to this page.
    var cardHref: String
    var years: [Link]
}
