/// What `log` did: the workout saved, exercises it created and the previous performances.
public struct LogOutcome: Sendable {
    public var workout: Workout
    public var createdExercises: [Exercise]
    public var previous: [PreviousPerformance]
}
