import Foundation
import Testing
@testable import StrengthKit

@Suite struct TemplateUsageTests {
    static let utc = TimeZone(identifier: "UTC")!

    static func workout(_ id: String, _ start: String, template: String?, offsetHours: Int = 0) -> Workout {
        let local = LocalDateTime(start)!
        let time = try! Timestamp(local: local, in: TimeZone(secondsFromGMT: offsetHours * 3600)!)
        return Workout(id: id, name: id, start: time, template: template, exercises: [])
    }

    /// Today is Thu 20 Mar 2025; the eight weeks are 24 Jan (20 Mar − 55 days) to 20 Mar.
    static let workouts = [
        workout("2025-01-23-a", "2025-01-23 12:00", template: "a"),   // the day before the window
        workout("2025-01-24-a", "2025-01-24 12:00", template: "a"),   // its first day
        workout("2025-03-20-a", "2025-03-20 23:30", template: "a"),   // today, late
        workout("2025-03-21-a", "2025-03-21 08:00", template: "a"),   // after today: counted, not recent, but last
        workout("2025-03-01-b", "2025-03-01 10:00", template: "b"),
        workout("2025-03-02-none", "2025-03-02 10:00", template: nil),
    ]

    @Test func countsAllTimeAndTheEightWeeksEndingTodayAndFindsTheNewest() {
        let usage = TemplateUsage.byTemplate(Self.workouts, today: LocalDay("2025-03-20")!, timeZone: Self.utc)
        #expect(usage == [
            "a": TemplateUsage(timesUsed: 4, timesUsedLast8Weeks: 2, lastUsed: LocalDay("2025-03-21"), lastWorkout: "2025-03-21-a"),
            "b": TemplateUsage(timesUsed: 1, timesUsedLast8Weeks: 1, lastUsed: LocalDay("2025-03-01"), lastWorkout: "2025-03-01-b"),
        ])
    }

    /// "a" was done on 23 Jan, 24 Jan, 20 Mar and 21 Mar. The window of 15 May starts 21 Mar
    /// (15 May − 15 days = 30 Apr, − 30 = 31 Mar, − 10 = 21 Mar); that of 16 May starts 22 Mar.
    @Test(arguments: [
        ("2025-03-20", 2), ("2025-03-21", 2), ("2025-01-24", 2), ("2025-01-23", 1), ("2025-01-22", 0), ("2025-05-15", 1),
        ("2025-05-16", 0),
    ])
    func theLast8WeeksAreFiftySixDaysEndingToday(_ today: String, _ recent: Int) {
        let usage = TemplateUsage.of("a", workouts: Self.workouts, today: LocalDay(today)!, timeZone: Self.utc)
        #expect(usage.timesUsedLast8Weeks == recent)
        #expect(usage.timesUsed == 4)
    }

    @Test func daysAreTheProjectsLocalDays() {
        // 23:30 on 20 Mar in UTC is 21 Mar in Tokyo (+9): then it is after today, not recent.
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let usage = TemplateUsage.of("a", workouts: Self.workouts, today: LocalDay("2025-03-20")!, timeZone: tokyo)
        #expect(usage.timesUsedLast8Weeks == 1)
        #expect(usage.lastUsed == LocalDay("2025-03-21"))
    }

    @Test func aTemplateNoWorkoutCameFromIsUnused() {
        #expect(TemplateUsage.of("c", workouts: Self.workouts, today: LocalDay("2025-03-20")!, timeZone: Self.utc) == .unused)
        #expect(TemplateUsage.byTemplate([], today: LocalDay("2025-03-20")!, timeZone: Self.utc).isEmpty)
    }
}
