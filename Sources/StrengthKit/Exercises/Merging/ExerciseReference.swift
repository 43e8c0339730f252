/// An exercise as merge reports and suggestions name it: id, name, type and how many sets it has.
struct ExerciseReference: Hashable, Sendable, Codable {
    var id: String
    var name: String
    var type: ExerciseType
    /// Every logged set of it, warm-ups included.
    var sets: Int
}

extension ExerciseReference {
    init(_ exercise: Exercise, sets: Int) {
        self.init(id: exercise.id, name: exercise.name, type: exercise.type, sets: sets)
    }
}
