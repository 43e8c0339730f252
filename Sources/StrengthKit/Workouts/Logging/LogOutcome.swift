/// What `log` did: the workout saved, exercises it created and the previous performances.
public struct LogOutcome: Sendable {
    public var workout: Workout
    var createdExercises: [Exercise]
    var previous: [PreviousPerformance]
    /// The template attached because the workout was given its name rather than `--template`.
    var templateByName: WorkoutTemplate? = nil
    /// How long after now (`LogRequest.now`) it starts, when it was logged ahead of time (`--future`).
    var secondsAheadOfTime: Int? = nil
}
