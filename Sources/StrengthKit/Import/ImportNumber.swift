import Foundation

/// Numbers as exports write them: `.` as the decimal point in every file seen (German and Turkish
/// exports too), ints written as `8.0`, leading spaces (Fitbod's `" 8"`). Nothing locale-dependent.
enum ImportNumber {
    /// The value of `text`, `nil` when it is empty; throws for anything that is not a plain decimal.
    static func decimal(_ text: String, column: String, line: Int) throws -> Double? {
        let trimmed = text.importTrimmed
        if trimmed.isEmpty { return nil }
        guard isPlainDecimal(trimmed), let value = Double(trimmed), value.isFinite else {
            throw ImportRowError(line: line, message: "\(column): '\(shortened(text))' is not a number")
        }
        return value
    }

    /// A whole number (`8` or `8.0`), `nil` when empty.
    static func whole(_ text: String, column: String, line: Int) throws -> Int? {
        guard let value = try decimal(text, column: column, line: line) else { return nil }
        guard value == value.rounded(), abs(value) < 1e9 else {
            throw ImportRowError(line: line, message: "\(column): '\(shortened(text))' is not a whole number")
        }
        return Int(value)
    }

    /// Seconds as a whole number, rounding fractions (`296.0`, `59.5`).
    static func seconds(_ text: String, column: String, line: Int) throws -> Int? {
        guard let value = try decimal(text, column: column, line: line) else { return nil }
        guard value >= 0, value <= largestSeconds else {
            throw ImportRowError(line: line, message: "\(column): '\(shortened(text))' is not a number of seconds")
        }
        return Int(value.rounded())
    }

    /// Hours (StrongLifts' `0.75`) as whole seconds; throws for more than `largestSeconds` either way.
    /// (A negative duration is read: the workout is then imported without an end, with a warning.)
    static func seconds(fromHours text: String, column: String, line: Int) throws -> Int? {
        guard let hours = try decimal(text, column: column, line: line) else { return nil }
        let seconds = hours * 3600
        guard abs(seconds) <= largestSeconds else {
            throw ImportRowError(line: line, message: "\(column): '\(shortened(text))' is not a number of hours")
        }
        return Int(seconds.rounded())
    }

    /// The most seconds any duration in an export may say (about 31 years): far beyond what the store
    /// holds (`SetRules.maximumDurationSeconds`, a workout's 7 days), so such a value is still reported
    /// as too long, and far below where an `Int` or a time in seconds since 1970 overflows.
    static let largestSeconds = 999_999_999.0

    /// Digits with at most one `.`, an optional leading sign and an optional exponent; no `nan`, `inf` or hex.
    static func isPlainDecimal(_ text: String) -> Bool {
        var sawDigit = false
        var sawPoint = false
        var sawExponent = false
        var previous: UInt8 = 0
        for (index, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "."): if sawPoint || sawExponent { return false } else { sawPoint = true }
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                if !(index == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")) { return false }
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                if sawExponent || !sawDigit { return false } else { sawExponent = true }
            default: return false
            }
            previous = byte
        }
        return sawDigit
    }

    /// At most 40 characters of a value, for messages.
    static func shortened(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}
