import Foundation

/// Dates, times and durations as the exports write them. Parsed by hand (no `DateFormatter`, no
/// locale), so the same text gives the same value on every machine.
enum ImportTimeText {
    /// `2021-07-07 18:35:21`, `2021-07-07 18:35`, and the 12-hour `2025-01-30 12:34:56 pm` (with a
    /// space, no-break space or narrow no-break space before `am`/`pm`, any case).
    static func localDateTime(_ text: String) -> LocalDateTime? {
        var trimmed = text.importTrimmed
        var meridiem: Substring?
        // Only a text ending in m/M can have am/pm: the common 24-hour case skips lowercasing.
        if let last = trimmed.utf8.last, last == UInt8(ascii: "m") || last == UInt8(ascii: "M"),
           case let lower = trimmed.lowercased(), lower.hasSuffix("am") || lower.hasSuffix("pm") {
            meridiem = Substring(lower.suffix(2))
            trimmed = String(trimmed.dropLast(2))
            while let last = trimmed.unicodeScalars.last, [" ", "\u{00A0}", "\u{202F}"].contains(last) {
                trimmed.unicodeScalars.removeLast()
            }
        }
        guard let parsed = LocalDateTime(trimmed) else { return nil }
        guard let meridiem else { return parsed }
        guard (1...12).contains(parsed.hour) else { return nil }
        let hour = parsed.hour % 12 + (meridiem == "pm" ? 12 : 0)
        return LocalDateTime(day: parsed.day, hour: hour, minute: parsed.minute, second: parsed.second)
    }

    /// `10:56 PM` or `22:56`: the time of day as (hour, minute).
    static func clockTime(_ text: String) -> (hour: Int, minute: Int)? {
        var trimmed = text.importTrimmed.lowercased()
        var meridiem: String?
        if trimmed.hasSuffix("am") || trimmed.hasSuffix("pm") {
            meridiem = String(trimmed.suffix(2))
            trimmed = String(trimmed.dropLast(2)).importTrimmed
        }
        guard let clock = LocalDateTime.parseTime(trimmed), clock.second == 0 else { return nil }
        guard let meridiem else { return (clock.hour, clock.minute) }
        guard (1...12).contains(clock.hour) else { return nil }
        return (clock.hour % 12 + (meridiem == "pm" ? 12 : 0), clock.minute)
    }

    /// Whole seconds since 1970 (JEFIT's `starttime`) of an instant in the years 1 to 9999, the days
    /// `LocalDay` has; `nil` for anything else, so no later step computes a date beyond them.
    static func epochSeconds(_ text: String) -> Int64? {
        guard let seconds = Int64(text.importTrimmed), epochRange.contains(seconds) else { return nil }
        return seconds
    }

    /// 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z in seconds since 1970.
    static let epochRange: ClosedRange<Int64> = -62_135_596_800...253_402_300_799

    /// `H:MM:SS` (FitNotes) or `MM:SS` as seconds.
    static func clockDuration(_ text: String) -> Int? {
        let parts = text.importTrimmed.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCIIDigit) }) else {
            return nil
        }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count, numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
        return numbers.reduce(0) { $0 * 60 + $1 }
    }

    /// Strong's workout durations: `1h 5m`, `45m`, `2h`, `55s`, `38min`, `1h 6min`, `1小时13分钟`,
    /// `49分钟`, or plain seconds (`4195`, the semicolon dialect C). `nil` when it is none of these, or
    /// more than `ImportNumber.largestSeconds` (no later sum or date overflows).
    static func strongDuration(_ text: String) -> Int? {
        let trimmed = text.importTrimmed
        if trimmed.isEmpty { return nil }
        if trimmed.allSatisfy(\.isASCIIDigit) || trimmed.contains(".") && ImportNumber.isPlainDecimal(trimmed) {
            guard let value = Double(trimmed), value >= 0, value <= ImportNumber.largestSeconds else { return nil }
            return Int(value.rounded())
        }
        var total = 0
        var number = ""
        var unit = ""
        var sawPart = false
        func flush() -> Bool {
            // At most 9 digits, so a part times 3600 fits in `Int`; the total stops at `largestSeconds`.
            guard !number.isEmpty, number.count <= 9, let value = Int(number) else { return number.isEmpty && unit.isEmpty }
            switch unit.lowercased() {
            case "h", "hr", "hrs", "std", "小时", "時間": total += value * 3600
            case "m", "min", "mins", "分钟", "分": total += value * 60
            case "s", "sec", "secs", "秒", "sek": total += value
            default: return false
            }
            guard Double(total) <= ImportNumber.largestSeconds else { return false }
            sawPart = true
            number = ""
            unit = ""
            return true
        }
        for character in trimmed {
            if character.isASCIIDigit {
                if !unit.isEmpty { guard flush() else { return nil } }
                number.append(character)
            } else if character == " " {
                continue
            } else {
                guard !number.isEmpty || !unit.isEmpty else { return nil }
                unit.append(character)
            }
        }
        guard flush(), sawPart else { return nil }
        return total
    }
}
