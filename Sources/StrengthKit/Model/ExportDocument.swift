/// The whole store as one JSON document: what `export` writes and `import` reads back.
struct ExportDocument: Hashable, Sendable, Codable {
    static let formatName = "strength-site-export"

    var format: String
    var schemaVersion: Int
    var settings: Settings
    var categories: [ExerciseCategory]
    var exercises: [Exercise]
    var templates: [WorkoutTemplate]
    var splits: [Split]
    var activeSplit: String?
    var bodyWeight: [BodyWeightEntry]
    /// Oldest first.
    var workouts: [Workout]

    init(_ data: ProjectData) {
        format = ExportDocument.formatName
        schemaVersion = SchemaVersion.current
        settings = data.settings
        categories = data.library.categories
        exercises = data.library.exercises
        templates = data.programs.templates
        splits = data.programs.splits
        activeSplit = data.programs.activeSplit
        bodyWeight = data.bodyWeight.entries
        workouts = data.workouts
    }

    var projectData: ProjectData {
        ProjectData(settings: settings,
                    library: ExerciseLibrary(categories: categories, exercises: exercises),
                    programs: Programs(templates: templates, splits: splits, activeSplit: activeSplit),
                    bodyWeight: BodyWeightLog(entries: bodyWeight),
                    workouts: workouts)
    }
}
