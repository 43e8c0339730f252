/// An exercise as `exercise list --json` and `exercise show --json` print it: category names, not ids.
package struct ExerciseSummary: Hashable, Sendable, Codable {
    package var id: String
    package var name: String
    package var type: ExerciseType
    var categories: [String]
    var favorite: Bool
    var archived: Bool
    var aliases: [String]
    var notes: String?
    /// Workouts that include it.
    var sessions: Int
    var lastPerformed: LocalDay?

    package init(_ exercise: Exercise, in data: ProjectData) {
        id = exercise.id
        name = exercise.name
        type = exercise.type
        categories = exercise.categories.compactMap { data.library.category(id: $0)?.name }
        favorite = exercise.favorite
        archived = exercise.archived
        aliases = exercise.aliases
        notes = exercise.notes
        let timeZone = data.timeZone
        let sessions = data.workouts.filter { $0.exercises.contains { $0.exercise == exercise.id } }
        self.sessions = sessions.count
        lastPerformed = sessions.max(by: Workout.oldestFirst)?.start.local(in: timeZone).day
    }

    enum CodingKeys: String, CodingKey {
        case id, name, type, categories, favorite, archived, aliases, notes, sessions, lastPerformed
    }

    /// Optional fields are written as `null` so every element has the same keys.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        try container.encode(categories, forKey: .categories)
        try container.encode(favorite, forKey: .favorite)
        try container.encode(archived, forKey: .archived)
        try container.encode(aliases, forKey: .aliases)
        try container.encode(notes, forKey: .notes)
        try container.encode(sessions, forKey: .sessions)
        try container.encode(lastPerformed, forKey: .lastPerformed)
    }
}
