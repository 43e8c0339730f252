/// How far ahead of the real clock a change may date what it brings in: one day, so a workout
/// logged tonight for tomorrow morning fits and a typo in a year (2062 for 2026) does not. The
/// store's door (`StoreValidator.validateArrivals`) and `log`'s own check (`FutureWorkoutError`)
/// both hold to it, so `log` can say what is allowed before the door would refuse.
package enum ArrivalLimit {
    package static let secondsAhead = 86_400

    /// The latest instant a change made at `now` may bring in.
    package static func latest(after now: Timestamp) -> Timestamp {
        Timestamp(secondsSinceEpoch: now.secondsSinceEpoch + Int64(secondsAhead), utcOffsetSeconds: now.utcOffsetSeconds)
    }
}
