/// A calendar day with no time and no time zone, written `YYYY-MM-DD`.
///
/// Workouts belong to the local day of their start; body-weight entries are dated by day.
public struct LocalDay: Hashable, StableHashable, Comparable, Sendable, Codable, CustomStringConvertible {
    let year: Int
    let month: Int
    let day: Int

    /// The years a store's dates may have (`StoreValidator.years` holds the store to them): wide enough
    /// for any lifter's history, narrow enough that every date writes as four digits and reads back,
    /// and that a typo in the year (0001, 9999) cannot make the site's weekly series millions of
    /// entries long.
    static let storableYears = 1900...2200

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CivilCalendar.daysInMonth(year: year, month: month)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The `YYYY-MM-DD` that `bytes` start with (a workout id, a timestamp), read digit by digit;
    /// nil when they start with anything else or with a day the calendar does not have.
    init?(startOf bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = Digits.value(of: bytes, 0..<4), let month = Digits.value(of: bytes, 5..<7),
              let day = Digits.value(of: bytes, 8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Parses exactly `YYYY-MM-DD`.
    package init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `daysSinceEpoch` days after 1970-01-01.
    public init(daysSinceEpoch: Int) {
        let civil = CivilCalendar.civil(fromDays: daysSinceEpoch)
        year = civil.year
        month = civil.month
        day = civil.day
    }

    var daysSinceEpoch: Int { CivilCalendar.days(year: year, month: month, day: day) }

    /// ISO weekday: 1 = Monday ... 7 = Sunday.
    package var isoWeekday: Int {
        let weekday = (daysSinceEpoch + 3) % 7  // 1970-01-01 was a Thursday
        return (weekday < 0 ? weekday + 7 : weekday) + 1
    }

    public func adding(days: Int) -> LocalDay { LocalDay(daysSinceEpoch: daysSinceEpoch + days) }

    public var description: String {
        // Byte by byte: the site and stats.json write tens of thousands of dates per build.
        guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) else {
            return Digits.pad(year, 4) + "-" + Digits.pad(month, 2) + "-" + Digits.pad(day, 2)
        }
        return String(unsafeUninitializedCapacity: 10) { buffer in
            let zero = UInt8(ascii: "0")
            buffer[0] = zero + UInt8(year / 1000)
            buffer[1] = zero + UInt8(year / 100 % 10)
            buffer[2] = zero + UInt8(year / 10 % 10)
            buffer[3] = zero + UInt8(year % 10)
            buffer[4] = UInt8(ascii: "-")
            buffer[5] = zero + UInt8(month / 10)
            buffer[6] = zero + UInt8(month % 10)
            buffer[7] = UInt8(ascii: "-")
            buffer[8] = zero + UInt8(day / 10)
            buffer[9] = zero + UInt8(day % 10)
            return 10
        }
    }

    public static func < (lhs: LocalDay, rhs: LocalDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = LocalDay(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a date in the form YYYY-MM-DD")
        }
        self = day
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
