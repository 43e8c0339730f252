/// `log` was given a workout later than now (the real clock). Within `ArrivalLimit` of now it is
/// most likely a slip (`--start 19:00` at 13:15), which `--future` logs ahead of time; beyond it no
/// flag helps, so the message says what is allowed instead.
package struct FutureWorkoutError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Reach: Equatable, Sendable {
        /// It starts later than now but ends within the limit: `--future` logs it.
        case withinTheLimit
        /// Its start lies beyond the limit.
        case startsBeyondTheLimit
        /// It starts within the limit but ends beyond it.
        case endsBeyondTheLimit(LocalDateTime)
    }

    var start: LocalDateTime
    var now: LocalDateTime
    var reach: Reach

    /// How far ahead `--future` reaches (`ArrivalLimit`), in the words of its help and of these errors.
    package static let howFarAhead = "at most one day ahead"

    /// What is allowed, which the refusal of a workout beyond the limit ends with.
    static let rule = "a workout can be logged \(howFarAhead); plan it with `strength-site workout start` on the day"

    package var description: String {
        switch reach {
        case .withinTheLimit:
            "the workout would start at \(Self.text(start)), later than now (\(Self.text(now))), so it was not saved; "
                + "if it is planned, add --future to log it ahead of time (\(Self.howFarAhead))"
        case .startsBeyondTheLimit:
            "the workout would start at \(Self.text(start)), more than a day after now (\(Self.text(now))), so it was not saved: "
                + Self.rule
        case .endsBeyondTheLimit(let end):
            "the workout would end at \(Self.text(end)), more than a day after now (\(Self.text(now))), so it was not saved: "
                + Self.rule
        }
    }

    /// `2026-11-26 19:00`.
    static func text(_ time: LocalDateTime) -> String {
        "\(time.day) " + Digits.pad(time.hour, 2) + ":" + Digits.pad(time.minute, 2)
    }
}
