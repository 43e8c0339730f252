/// The whole store as one JSON document: what `export` writes and `import` reads back.
public struct ExportDocument: Hashable, Sendable, Codable {
    public static let formatName = "strength-site-export"

    public var format: String
    public var schemaVersion: Int
    public var settings: Settings
    public var categories: [ExerciseCategory]
    public var exercises: [Exercise]
    public var templates: [WorkoutTemplate]
    public var splits: [Split]
    public var activeSplit: String?
    public var bodyWeight: [BodyWeightEntry]
    /// Oldest first.
    public var workouts: [Workout]

    public init(_ data: ProjectData) {
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

    public var projectData: ProjectData {
        ProjectData(settings: settings,
                    library: ExerciseLibrary(categories: categories, exercises: exercises),
                    programs: Programs(templates: templates, splits: splits, activeSplit: activeSplit),
                    bodyWeight: BodyWeightLog(entries: bodyWeight),
                    workouts: workouts)
    }
}
