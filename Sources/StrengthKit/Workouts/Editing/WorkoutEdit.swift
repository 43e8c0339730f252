/// One change to what a workout holds, the same for the live workout (`workout edit`) and a
/// finished one (`history edit`). An exercise is named as typed (name or alias) or by its
/// 1-based place in the workout; sets by their 1-based number within the exercise.
package enum WorkoutEdit: Sendable, Equatable {
    /// The set replaced by one set in the `log` grammar (`100x6`, `w60x10`, `102.5x3@9`).
    case replaceSet(exercise: String, set: Int, with: String)
    case deleteSet(exercise: String, set: Int)
    case deleteExercise(String)
    /// `nil` or empty removes the notes.
    case exerciseNotes(exercise: String, notes: String?)
    /// Moves the exercise to a 1-based place.
    case move(exercise: String, to: Int)
    /// The workout's notes; `nil` or empty removes them.
    case notes(String?)
}
