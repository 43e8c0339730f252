/// A goal's figure as measured on a day, and where it came from: the workout (or body-weight entry's
/// day) behind it.
package struct GoalMeasure: Hashable, StableHashable, Sendable {
    /// Kilograms, or workouts a week.
    package var value: Double
    /// The day of the session or entry behind it; for workouts a week, the day it was measured on.
    package var day: LocalDay
    /// The workout behind it; `nil` for body weight and workouts a week.
    package var workoutID: String?
}
