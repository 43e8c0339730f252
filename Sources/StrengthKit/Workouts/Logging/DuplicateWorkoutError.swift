/// `log` was given a workout the store already has: the same name, exercises and sets, started
/// within `window` of it — most likely the same command run twice. `--force` logs it anyway.
package struct DuplicateWorkoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Seconds between the two starts within which identical workouts count as the same.
    static let window: Int64 = 10 * 60

    var existingID: String
    var existingStart: Timestamp

    package var description: String {
        let local = existingStart.local
        return "an identical workout is already logged, started \(local.day) " + Digits.pad(local.hour, 2) + ":"
            + Digits.pad(local.minute, 2) + " (\(existingID)), so this one was not saved; add --force to log it again"
    }

    /// The workout in `workouts` that `workout` repeats, if any.
    static func existing(like workout: Workout, in workouts: [Workout]) -> Workout? {
        workouts.first { other in
            abs(other.start.secondsSinceEpoch - workout.start.secondsSinceEpoch) < window
                && other.name == workout.name && other.exercises == workout.exercises
        }
    }
}
