import Foundation
import Testing
@testable import StrengthKit

@Suite struct TimestampTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    @Test func localTimeBecomesTheInstantAtThatZonesOffset() throws {
        // 2025-03-14 18:00 CET (+01:00) = 17:00 UTC = 1741971600 s.
        let stamp = try Timestamp(local: #require(LocalDateTime("2025-03-14 18:00")), in: berlin)
        #expect(stamp.secondsSinceEpoch == 1_741_971_600)
        #expect(stamp.description == "2025-03-14T18:00:00+01:00")
        // Summer time: 2025-07-01 07:30 CEST (+02:00).
        #expect(try Timestamp(local: #require(LocalDateTime("2025-07-01T07:30")), in: berlin).description == "2025-07-01T07:30:00+02:00")
    }

    @Test func timeSkippedBySpringForwardIsAnError() throws {
        let skipped = try #require(LocalDateTime("2025-03-30 02:30"))
        #expect(throws: TimestampError.nonexistentLocalTime("2025-03-30 02:30", timeZone: "Europe/Berlin")) {
            try Timestamp(local: skipped, in: berlin)
        }
    }

    @Test func repeatedHourOfFallBackTakesTheEarlierInstant() throws {
        // 2025-10-26 02:30 happens at +02:00 and again at +01:00; the first is 00:30 UTC.
        let stamp = try Timestamp(local: #require(LocalDateTime("2025-10-26 02:30")), in: berlin)
        #expect(stamp.description == "2025-10-26T02:30:00+02:00")
    }

    @Test(arguments: ["2025-03-14T18:00:00+01:00", "2024-12-31T23:59:59-05:30", "2020-02-29T00:00:00+00:00"])
    func iso8601RoundTrips(_ text: String) throws {
        #expect(try #require(Timestamp(iso8601: text)).description == text)
    }

    @Test(arguments: ["2025-03-14 18:00:00+01:00", "2025-02-30T10:00:00+01:00", "2025-03-14T18:00:00", "2025-03-14T25:00:00Z", "x"])
    func malformedTimestampsAreRejected(_ text: String) {
        #expect(Timestamp(iso8601: text) == nil)
    }

    /// Instants worked out by hand from 2025-03-14T17:00:00Z = 1741971600 s.
    @Test(arguments: [
        ("2025-03-14T18:00:00+01:00", 1_741_971_600 as Int64, 3_600),
        ("2025-03-14T11:30:00-05:30", 1_741_971_600, -19_800),
        ("2025-03-15T11:00:00+18:00", 1_741_971_600, 64_800),
        ("2025-03-14T17:00:01+00:00", 1_741_971_601, 0),
    ])
    func offsetsShiftTheInstant(_ text: String, seconds: Int64, offset: Int) throws {
        let stamp = try #require(Timestamp(iso8601: text))
        #expect(stamp.secondsSinceEpoch == seconds)
        #expect(stamp.utcOffsetSeconds == offset)
    }

    @Test(arguments: ["2025-03-14T18:00:00+18:01", "2025-03-14T18:00:00+01:60", "2025-03-14T18:00:00+0100", "2025-03-14T18:00:00*01:00",
                      "2025-03-14T18:00:60Z", "2025-13-14T18:00:00Z", "2025-00-14T18:00:00Z", "2025-03-14T18:00:00z",
                      "2025-03-14T18:00:0aZ", "2025-03-14T18-00-00Z", "2025-03-14T18:00:00+01:00 "])
    func offsetsAndFieldsOutOfRangeAreRejected(_ text: String) {
        #expect(Timestamp(iso8601: text) == nil)
    }

    @Test func zuluIsUTC() throws {
        #expect(try #require(Timestamp(iso8601: "2025-03-14T17:00:00Z")).secondsSinceEpoch == 1_741_971_600)
    }

    @Test func localDayArithmeticMatchesTheCalendar() throws {
        #expect(LocalDay(daysSinceEpoch: 0).description == "1970-01-01")
        #expect(try #require(LocalDay("2024-02-29")).adding(days: 1).description == "2024-03-01")
        #expect(try #require(LocalDay("2025-03-14")).isoWeekday == 5)   // a Friday
        #expect(try #require(LocalDay("2024-12-30")).isoWeekday == 1)   // a Monday
        #expect(LocalDay("2023-02-29") == nil)
    }

    /// Written digit by digit for years 0–9999, through `Digits.pad` outside them: the same text either way.
    @Test(arguments: [(0, "1970-01-01"), (-1, "1969-12-31"), (19_722, "2023-12-31"), (-719_528, "0000-01-01"),
                      (-719_529, "-0001-12-31"), (2_932_896, "9999-12-31"), (2_932_897, "10000-01-01")])
    func aDayIsWrittenAsYearMonthDay(_ days: Int, _ text: String) {
        #expect(LocalDay(daysSinceEpoch: days).description == text)
        #expect(LocalDay(text).map(\.daysSinceEpoch) == ((1...9999).contains(LocalDay(daysSinceEpoch: days).year) ? days : nil))
    }
}
