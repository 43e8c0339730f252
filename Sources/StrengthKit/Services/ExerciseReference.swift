/// An exercise as merge reports and suggestions name it: id, name, type and how many sets it has.
public struct ExerciseReference: Hashable, Sendable, Codable {
    public var id: String
    public var name: String
    public var type: ExerciseType
    /// Every logged set of it, warm-ups included.
    public var sets: Int

    public init(id: String, name: String, type: ExerciseType, sets: Int) {
        self.id = id
        self.name = name
        self.type = type
        self.sets = sets
    }

    public init(_ exercise: Exercise, sets: Int) {
        self.init(id: exercise.id, name: exercise.name, type: exercise.type, sets: sets)
    }
}
