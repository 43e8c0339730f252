/// The last time an exercise was done before a workout: what `log` prints as a reference, the
/// previous performance a lifter sees while logging.
package struct PreviousPerformance: Hashable, Sendable {
    var exercise: Exercise
    var workoutID: String
    var workoutName: String
    var start: Timestamp
    var sets: [WorkoutSet]

    /// For each exercise of `workout`, in order, its latest earlier performance in `history` (if any).
    static func find(for workout: Workout, in history: [Workout], library: ExerciseLibrary) -> [PreviousPerformance] {
        var seen = Set<String>()
        var result: [PreviousPerformance] = []
        let earlier = history.filter { Workout.oldestFirst($0, workout) && $0.id != workout.id }.sorted(by: Workout.newestFirst)
        for logged in workout.exercises where seen.insert(logged.exercise).inserted {
            guard let exercise = library.exercise(id: logged.exercise),
                  let last = earlier.first(where: { $0.exercises.contains { $0.exercise == logged.exercise } }) else { continue }
            let sets = last.exercises.filter { $0.exercise == logged.exercise }.flatMap(\.sets)
            result.append(PreviousPerformance(exercise: exercise, workoutID: last.id, workoutName: last.name,
                                              start: last.start, sets: sets))
        }
        return result
    }
}
