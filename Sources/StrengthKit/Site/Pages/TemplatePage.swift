/// `template/ID.html`: one workout template — its exercises and targets, the split days it is on,
/// how often it was done, and the workouts that came from it.
struct TemplatePage: PageModel {
    /// One exercise of the template and its target.
    struct Row: Sendable {
        var exercise: String
        var href: String
        var target: String
        var notesHTML: String
    }

    var layout: Layout
    var name: String
    var notesHTML: String
    var figures: [Figure]
    var exercises: [Row]
    /// The split days it is on: "Upper Lower: Monday, PPL: Push", or empty.
    var days: String
    var workouts: [WorkoutRow]
    var workoutsHeading: String
}
