/// A wall-clock date and time with no time zone, as a lifter types it ("2025-03-14 18:00").
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let day: LocalDay
    public let hour: Int
    public let minute: Int
    public let second: Int

    public init?(day: LocalDay, hour: Int, minute: Int, second: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Parses `YYYY-MM-DD HH:MM[:SS]` or `YYYY-MM-DDTHH:MM[:SS]`.
    package init?(_ text: some StringProtocol) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 16 else { return nil }
        let dayPart = trimmed.prefix(10)
        let separator = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 10)]
        guard separator == " " || separator == "T", let day = LocalDay(dayPart),
              let time = LocalDateTime.parseTime(trimmed.dropFirst(11)) else { return nil }
        self.init(day: day, hour: time.hour, minute: time.minute, second: time.second)
    }

    /// Parses `HH:MM` or `HH:MM:SS`.
    static func parseTime(_ text: some StringProtocol) -> (hour: Int, minute: Int, second: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]) else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) ?? -1 : 0
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        return (hour, minute, second)
    }

    /// Seconds since 1970-01-01 00:00:00 as if this wall-clock time were UTC.
    var secondsSinceEpochAsUTC: Int64 {
        Int64(day.daysSinceEpoch) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    init(secondsSinceEpochAsUTC seconds: Int64) {
        let days = Int((seconds >= 0 ? seconds : seconds - 86_399) / 86_400)
        let secondOfDay = Int(seconds - Int64(days) * 86_400)
        day = LocalDay(daysSinceEpoch: days)
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
    }

    /// `YYYY-MM-DD HH:MM` (seconds only when not zero).
    public var description: String {
        let clock = Digits.pad(hour, 2) + ":" + Digits.pad(minute, 2)
        return "\(day) " + (second == 0 ? clock : clock + ":" + Digits.pad(second, 2))
    }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        lhs.secondsSinceEpochAsUTC < rhs.secondsSinceEpochAsUTC
    }
}
