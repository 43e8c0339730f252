/// The whole store as one JSON document: what `export` writes and `import` reads back.
struct ExportDocument: Hashable, Sendable, Codable {
    static let formatName = "strength-site-export"
    /// The document's own version, apart from the store files' (`SchemaVersion`): 2 added `goals`,
    /// 3 `blocks`, 4 `posts`. An older document reads as one without what came after it.
    static let schemaVersion = 4

    var format: String
    var schemaVersion: Int
    var settings: Settings
    var categories: [ExerciseCategory]
    var exercises: [Exercise]
    var templates: [WorkoutTemplate]
    var splits: [Split]
    var activeSplit: String?
    var bodyWeight: [BodyWeightEntry]
    var goals: [Goal]
    /// The declared block starts, oldest first.
    var blocks: [DeclaredBlock]
    /// The journal's posts, oldest first, each its file's name and text.
    var posts: [JournalPost]
    /// Oldest first.
    var workouts: [Workout]

    init(_ data: ProjectData) {
        format = ExportDocument.formatName
        schemaVersion = ExportDocument.schemaVersion
        settings = data.settings
        categories = data.library.categories
        exercises = data.library.exercises
        templates = data.programs.templates
        splits = data.programs.splits
        activeSplit = data.programs.activeSplit
        bodyWeight = data.bodyWeight.entries
        goals = data.goals
        blocks = data.blocks
        posts = data.posts
        workouts = data.workouts
    }

    enum CodingKeys: String, CodingKey {
        case format, schemaVersion, settings, categories, exercises, templates, splits, activeSplit, bodyWeight, goals, blocks, posts, workouts
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        schemaVersion = try container.decodeWholeNumber(forKey: .schemaVersion)
        settings = try container.decode(Settings.self, forKey: .settings)
        categories = try container.decode([ExerciseCategory].self, forKey: .categories)
        exercises = try container.decode([Exercise].self, forKey: .exercises)
        templates = try container.decode([WorkoutTemplate].self, forKey: .templates)
        splits = try container.decode([Split].self, forKey: .splits)
        activeSplit = try container.decodeIfPresent(String.self, forKey: .activeSplit)
        bodyWeight = try container.decode([BodyWeightEntry].self, forKey: .bodyWeight)
        goals = schemaVersion < 2 ? [] : try container.decode([Goal].self, forKey: .goals)
        blocks = schemaVersion < 3 ? [] : try container.decode([DeclaredBlock].self, forKey: .blocks)
        posts = schemaVersion < 4 ? [] : try container.decode([JournalPost].self, forKey: .posts)
        workouts = try container.decode([Workout].self, forKey: .workouts)
    }

    var projectData: ProjectData {
        ProjectData(settings: settings,
                    library: ExerciseLibrary(categories: categories, exercises: exercises),
                    programs: Programs(templates: templates, splits: splits, activeSplit: activeSplit),
                    bodyWeight: BodyWeightLog(entries: bodyWeight),
                    goals: goals,
                    blocks: blocks.sorted(by: DeclaredBlock.oldestFirst),
                    posts: posts.sorted(by: JournalPost.oldestFirst),
                    workouts: workouts)
    }
}
