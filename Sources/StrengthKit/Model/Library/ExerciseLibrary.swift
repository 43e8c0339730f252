/// `Data/exercises.json`: the categories in display order and every exercise.
public struct ExerciseLibrary: Hashable, Sendable, Codable {
    package var categories: [ExerciseCategory]
    /// Kept sorted by id in the file so a change is a small diff.
    public var exercises: [Exercise]

    package init(categories: [ExerciseCategory] = [], exercises: [Exercise] = []) {
        self.categories = categories
        self.exercises = exercises
    }

    func exercise(id: String) -> Exercise? { exercises.first { $0.id == id } }

    /// The name of the exercise with `id`, or the id itself when the library has no such exercise.
    func name(of id: String) -> String { exercise(id: id)?.name ?? id }

    /// Each exercise's type by its id (the first, should an id be listed twice), for looking up many.
    var typesByID: [String: ExerciseType] {
        Dictionary(exercises.map { ($0.id, $0.type) }, uniquingKeysWith: { first, _ in first })
    }

    /// Each exercise's name by its id (the first, should an id be listed twice), for looking up many.
    package var namesByID: [String: String] {
        Dictionary(exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    func category(id: String) -> ExerciseCategory? { categories.first { $0.id == id } }
}
