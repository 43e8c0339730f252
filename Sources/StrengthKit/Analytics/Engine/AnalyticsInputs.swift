/// Everything the analysis reads besides the workouts and the day (`AnalyticsEngine`), taken from
/// the project here and nowhere else. Its stable hash, generated over every stored property, starts
/// a checkpoint's key (`AnalyticsEngine+Checkpoint`): a setting the analysis starts reading joins
/// this value, and so the key, or the engine cannot see it.
struct AnalyticsInputs: StableHashable, Sendable {
    /// The project's time zone identifier (validation guarantees it is known).
    let timeZone: String
    let weekStart: Weekday
    let oneRepMax: OneRepMaxSettings
    /// In the library's order: a muscle group's position is its place in the analysis.
    let categories: [ExerciseCategory]
    let exercises: [Exercise]
    let bodyWeight: BodyWeightLog

    init(_ data: ProjectData) {
        timeZone = data.settings.timeZone
        weekStart = data.settings.weekStart
        oneRepMax = data.settings.oneRepMax
        categories = data.library.categories
        exercises = data.library.exercises
        bodyWeight = data.bodyWeight
    }
}
