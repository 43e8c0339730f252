/// Workouts of one month, under its heading.
struct MonthGroup: TemplateObject, Hashable, Sendable {
    var heading: String
    var summary: String
    var workouts: [WorkoutRow]
}
