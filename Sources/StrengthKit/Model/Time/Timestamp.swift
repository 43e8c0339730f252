import Foundation

/// An instant together with the UTC offset it was recorded at, written as
/// `2025-03-14T18:00:00+01:00`. Keeping the offset means a file round-trips byte for byte and a
/// reader sees the lifter's wall-clock time.
public struct Timestamp: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    let secondsSinceEpoch: Int64
    let utcOffsetSeconds: Int

    package init(secondsSinceEpoch: Int64, utcOffsetSeconds: Int) {
        self.secondsSinceEpoch = secondsSinceEpoch
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// The instant at which `local` happens in `timeZone`.
    /// - Throws: `TimestampError.nonexistentLocalTime` for a wall-clock time skipped by a DST change.
    ///   An ambiguous time (clocks going back) resolves to the earlier instant.
    package init(local: LocalDateTime, in timeZone: TimeZone) throws {
        let asUTC = local.secondsSinceEpochAsUTC
        let probes = [asUTC - 43_200, asUTC + 43_200].map { Timestamp.offset(of: timeZone, at: $0) }
        let candidates = Set(probes).map { asUTC - Int64($0) }.filter {
            Int64(Timestamp.offset(of: timeZone, at: $0)) == asUTC - $0
        }
        guard let earliest = candidates.min() else {
            throw TimestampError.nonexistentLocalTime(local.description, timeZone: timeZone.identifier)
        }
        self.init(secondsSinceEpoch: earliest, utcOffsetSeconds: Int(asUTC - earliest))
    }

    /// The same instant, expressed with the offset `timeZone` has at that moment.
    package init(date: Date, in timeZone: TimeZone) {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        self.init(secondsSinceEpoch: seconds, utcOffsetSeconds: Timestamp.offset(of: timeZone, at: seconds))
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS` followed by `Z`, `+HH:MM` or `-HH:MM`.
    init?(iso8601 text: String) {
        if let canonical = Timestamp(canonical: text) {
            self = canonical
            return
        }
        let utf8 = Array(text.utf8)
        guard utf8.count >= 20, utf8[10] == UInt8(ascii: "T"),
              let local = LocalDateTime(String(decoding: utf8[0..<19], as: UTF8.self)) else { return nil }
        let zone = String(decoding: utf8[19...], as: UTF8.self)
        let offset: Int
        if zone == "Z" {
            offset = 0
        } else {
            guard zone.count == 6, let sign = zone.first, sign == "+" || sign == "-",
                  let clock = LocalDateTime.parseTime(zone.dropFirst()), clock.second == 0,
                  clock.hour * 60 + clock.minute <= 18 * 60 else { return nil }
            offset = (sign == "-" ? -1 : 1) * (clock.hour * 3600 + clock.minute * 60)
        }
        self.init(secondsSinceEpoch: local.secondsSinceEpochAsUTC - Int64(offset), utcOffsetSeconds: offset)
    }

    /// The form this program writes, `YYYY-MM-DDTHH:MM:SS` and `Z` or `±HH:MM`, read digit by digit:
    /// every workout has two, read on each build. Anything else is left to the general parser.
    private init?(canonical text: String) {
        var text = text
        let parsed: (local: LocalDateTime, offset: Int)? = text.withUTF8 { bytes in
            guard bytes.count == 20 || bytes.count == 25, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
                  bytes[16] == UInt8(ascii: ":"), let date = LocalDay(startOf: bytes), let hour = Digits.value(of: bytes, 11..<13),
                  let minute = Digits.value(of: bytes, 14..<16), let second = Digits.value(of: bytes, 17..<19),
                  let local = LocalDateTime(day: date, hour: hour, minute: minute, second: second) else { return nil }
            if bytes.count == 20 { return bytes[19] == UInt8(ascii: "Z") ? (local, 0) : nil }
            let sign = bytes[19]
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), bytes[22] == UInt8(ascii: ":"),
                  let offsetHours = Digits.value(of: bytes, 20..<22), let offsetMinutes = Digits.value(of: bytes, 23..<25), offsetMinutes <= 59,
                  offsetHours * 60 + offsetMinutes <= 18 * 60 else { return nil }
            return (local, (sign == UInt8(ascii: "-") ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60))
        }
        guard let parsed else { return nil }
        self.init(secondsSinceEpoch: parsed.local.secondsSinceEpochAsUTC - Int64(parsed.offset), utcOffsetSeconds: parsed.offset)
    }

    /// The wall-clock time at the recorded offset.
    public var local: LocalDateTime {
        LocalDateTime(secondsSinceEpochAsUTC: secondsSinceEpoch + Int64(utcOffsetSeconds))
    }

    /// The wall-clock time of this instant in `timeZone`.
    func local(in timeZone: TimeZone) -> LocalDateTime {
        LocalDateTime(secondsSinceEpochAsUTC: secondsSinceEpoch + Int64(Timestamp.offset(of: timeZone, at: secondsSinceEpoch)))
    }

    var date: Date { Date(timeIntervalSince1970: TimeInterval(secondsSinceEpoch)) }

    /// The instant `seconds` later, written with the offset `timeZone` has then (an end after a
    /// daylight-saving change shows the new wall-clock time).
    package func adding(seconds: Int, in timeZone: TimeZone) -> Timestamp {
        let later = secondsSinceEpoch + Int64(seconds)
        return Timestamp(secondsSinceEpoch: later, utcOffsetSeconds: Timestamp.offset(of: timeZone, at: later))
    }

    /// The instant `seconds` later, keeping this timestamp's offset.
    func adding(seconds: Int) -> Timestamp {
        Timestamp(secondsSinceEpoch: secondsSinceEpoch + Int64(seconds), utcOffsetSeconds: utcOffsetSeconds)
    }

    public var description: String {
        let wall = local
        let sign = utcOffsetSeconds < 0 ? "-" : "+"
        let offset = abs(utcOffsetSeconds)
        return "\(wall.day)T" + Digits.pad(wall.hour, 2) + ":" + Digits.pad(wall.minute, 2) + ":"
            + Digits.pad(wall.second, 2) + sign + Digits.pad(offset / 3600, 2) + ":" + Digits.pad(offset % 3600 / 60, 2)
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.secondsSinceEpoch < rhs.secondsSinceEpoch }

    static func offset(of timeZone: TimeZone, at seconds: Int64) -> Int {
        timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Timestamp(iso8601: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a time like 2025-03-14T18:00:00+01:00")
        }
        self = value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
