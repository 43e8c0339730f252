/// An exercise as `exercise list --json` and `exercise show --json` print it: category names, not
/// ids; optional fields are written as `null` so every element has the same keys.
package struct ExerciseSummary: Hashable, Sendable, Codable {
    package var id: String
    package var name: String
    package var type: ExerciseType
    var categories: [String]
    var favorite: Bool
    var archived: Bool
    var aliases: [String]
    @Nullable var notes: String?
    /// Workouts that include it.
    var sessions: Int
    @Nullable var lastPerformed: LocalDay?

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
}
