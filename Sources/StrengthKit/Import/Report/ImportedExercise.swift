/// An exercise an import created, for the summary.
public struct ImportedExercise: Hashable, Sendable, Codable {
    var id: String
    public var name: String
    public var type: ExerciseType
    public var category: String?
    public var sets: Int

    init(id: String, name: String, type: ExerciseType, category: String? = nil, sets: Int) {
        self.id = id
        self.name = name
        self.type = type
        self.category = category
        self.sets = sets
    }
}
