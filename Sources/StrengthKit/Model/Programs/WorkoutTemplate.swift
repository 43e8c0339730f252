/// A planned workout: ordered exercises with target sets × reps.
public struct WorkoutTemplate: Hashable, Sendable, Codable, Identifiable {
    public var id: String
    public var name: String
    var notes: String?
    var exercises: [TemplateExercise]

    public init(id: String, name: String, notes: String? = nil, exercises: [TemplateExercise]) {
        self.id = id
        self.name = name
        self.notes = notes
        self.exercises = exercises
    }
}
