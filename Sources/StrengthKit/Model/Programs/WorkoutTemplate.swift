/// A planned workout: ordered exercises with target sets × reps.
package struct WorkoutTemplate: Hashable, Sendable, Codable, Identifiable {
    package var id: String
    package var name: String
    var notes: String?
    var exercises: [TemplateExercise]

    package init(id: String, name: String, notes: String? = nil, exercises: [TemplateExercise]) {
        self.id = id
        self.name = name
        self.notes = notes
        self.exercises = exercises
    }
}

extension WorkoutTemplate: ExerciseReferencing {
    @discardableResult
    mutating func walkExerciseIDs(_ visit: ExerciseIDWalk.Visit) rethrows -> ExerciseIDWalk {
        try ExerciseIDWalk.walk(&exercises, behind: "exercises", visit)
    }
}
