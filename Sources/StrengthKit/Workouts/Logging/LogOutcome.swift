/// What `log` did: the workout saved, exercises it created and the previous performances.
public struct LogOutcome: Sendable {
    public var workout: Workout
    var createdExercises: [Exercise]
    var previous: [PreviousPerformance]
}
