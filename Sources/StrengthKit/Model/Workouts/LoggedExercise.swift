/// One exercise within a workout: which exercise, its notes and its sets in the order done.
public struct LoggedExercise: Hashable, Sendable, Codable {
    /// The id of an `Exercise` in the library.
    public var exercise: String
    var notes: String?
    /// Exercises sharing a group number were done as a superset.
    var superset: Int?
    public var sets: [WorkoutSet]

    package init(exercise: String, notes: String? = nil, superset: Int? = nil, sets: [WorkoutSet]) {
        self.exercise = exercise
        self.notes = notes
        self.superset = superset
        self.sets = sets
    }
}

/// An entry holds its exercise; without it the entry and its sets are dropped.
extension LoggedExercise: ExerciseReferencing {
    @discardableResult
    mutating func walkExerciseIDs(_ visit: ExerciseIDWalk.Visit) rethrows -> ExerciseIDWalk {
        try ExerciseIDWalk.walk(&exercise, field: "exercise", visit)
    }
}
