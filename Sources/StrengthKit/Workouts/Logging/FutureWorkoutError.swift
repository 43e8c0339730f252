/// `log` was given a start later than now (the real clock): most likely a slip (`--start 19:00` at
/// 13:15). `--future` logs a workout ahead of time.
package struct FutureWorkoutError: Error, Equatable, Sendable, CustomStringConvertible {
    var start: LocalDateTime
    var now: LocalDateTime

    package var description: String {
        "the workout would start at \(Self.text(start)), later than now (\(Self.text(now))), so it was not saved; "
            + "add --future to log a workout ahead of time (no later than tomorrow)"
    }

    /// `2026-11-26 19:00`.
    static func text(_ time: LocalDateTime) -> String {
        "\(time.day) " + Digits.pad(time.hour, 2) + ":" + Digits.pad(time.minute, 2)
    }
}
