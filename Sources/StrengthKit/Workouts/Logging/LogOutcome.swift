/// What `log` did: the workout saved, exercises it created and the previous performances.
package struct LogOutcome: Sendable {
    package var workout: Workout
    var createdExercises: [Exercise]
    var previous: [PreviousPerformance]
}
