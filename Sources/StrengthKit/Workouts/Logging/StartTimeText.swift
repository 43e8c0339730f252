import Foundation

/// A workout's start as `log --start` and `workout start --start` take it: a local date and time or
/// a time alone (on today); for `log`, which records a workout done, also a date alone, placed at
/// noon as a date-only import row is (a live workout starts at a time).
package enum StartTimeText {
    /// The forms a start takes, for the option's help and the error that refuses anything else.
    package static func forms(dateAlone: Bool) -> String {
        dateAlone ? "'YYYY-MM-DD HH:MM', 'HH:MM' (today) or 'YYYY-MM-DD' (at noon)" : "'YYYY-MM-DD HH:MM' or 'HH:MM' (today)"
    }

    /// `text` as a local time, with `today` the day of a time alone; `nil` when it is none of `forms`.
    package static func parse(_ text: String, today: LocalDay, dateAlone: Bool) -> LocalDateTime? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let full = LocalDateTime(trimmed) { return full }
        if let time = LocalDateTime("\(today) \(trimmed)") { return time }
        if dateAlone, let day = LocalDay(trimmed) { return LocalDateTime(noonOn: day) }
        return nil
    }
}
