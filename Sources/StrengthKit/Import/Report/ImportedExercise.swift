/// An exercise an import created, for the summary.
package struct ImportedExercise: Hashable, Sendable, Codable {
    var id: String
    package var name: String
    package var type: ExerciseType
    package var category: String?
    package var sets: Int

    init(id: String, name: String, type: ExerciseType, category: String? = nil, sets: Int) {
        self.id = id
        self.name = name
        self.type = type
        self.category = category
        self.sets = sets
    }
}
