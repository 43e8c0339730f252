import Foundation
import Testing
@testable import StrengthKit

/// Weeks, months, streaks and time zones.
@Suite struct AnalyticsCalendarTests {
    @Test func isoWeek53AndTheWeekYearBoundary() throws {
        // 2020-12-31 is a Thursday and 2021-01-01 a Friday: both in ISO week 2020-W53, which starts
        // Monday 2020-12-28. 2024-12-30 is the Monday of 2025-W01.
        #expect(TrainingWeeks.isoWeekLabel(of: LocalDay("2020-12-31")!) == "2020-W53")
        #expect(TrainingWeeks.isoWeekLabel(of: LocalDay("2021-01-01")!) == "2020-W53")
        #expect(TrainingWeeks.isoWeekLabel(of: LocalDay("2021-01-04")!) == "2021-W01")
        #expect(TrainingWeeks.isoWeekLabel(of: LocalDay("2024-12-30")!) == "2025-W01")
        #expect(TrainingWeeks.isoWeekLabel(of: LocalDay("2024-12-29")!) == "2024-W52")

        var history = HistoryFixture()
        try history.log("2020-12-31 18:00", "Squat: 100x5")
        try history.log("2021-01-01 18:00", "Squat: 100x5")
        try history.log("2024-12-30 18:00", "Squat: 100x5")
        let analytics = history.analytics(today: "2024-12-31")
        let weeks = Dictionary(uniqueKeysWithValues: analytics.weekly.map { ($0.weekStart.description, $0.workouts) })
        #expect(weeks["2020-12-28"] == 2)            // one week across the new year, not (2020, 53) and (2021, 53)
        #expect(weeks["2024-12-30"] == 1)
        #expect(weeks["2024-12-23"] == 0)            // empty weeks are listed too
        #expect(analytics.weekly.first?.weekStart.description == "2020-12-28")
        #expect(analytics.weekly.count == (LocalDay("2024-12-30")!.daysSinceEpoch - LocalDay("2020-12-28")!.daysSinceEpoch) / 7 + 1)
        let months = Dictionary(uniqueKeysWithValues: analytics.monthly.map { ($0.key, $0.workouts) })
        #expect(months["2020-12"] == 1)
        #expect(months["2021-01"] == 1)
        #expect(months["2024-12"] == 1)
        #expect(analytics.workoutsThisWeek == 1)
        #expect(analytics.workoutsThisMonth == 1)
    }

    @Test func workoutBelongsToItsLocalDayEvenWhenUTCIsTheNextDay() throws {
        // 23:30 in Los Angeles (UTC−7 in March) is 06:30 UTC the next day.
        var history = HistoryFixture(timeZone: "America/Los_Angeles")
        let id = try history.log("2025-03-14 23:30", "Squat: 100x5")
        let analytics = history.analytics(today: "2025-03-15")
        #expect(analytics.workout(id: id)?.day.description == "2025-03-14")
        #expect(analytics.calendar.workoutsByDay.map(\.day.description) == ["2025-03-14"])
        #expect(analytics.calendar.workoutsByHour[23] == 1)
        #expect(analytics.calendar.workoutsByWeekday == [0, 0, 0, 0, 1, 0, 0])   // a Friday
    }

    @Test func daylightSavingWeekIsOneWeekAndHoursStayLocal() throws {
        // Europe/Berlin springs forward on Sunday 2025-03-30.
        var history = HistoryFixture(timeZone: "Europe/Berlin")
        try history.log("2025-03-24 18:00", "Squat: 100x5")
        try history.log("2025-03-30 18:00", "Squat: 100x5")
        try history.log("2025-03-31 18:00", "Squat: 100x5")
        let analytics = history.analytics(today: "2025-03-31")
        #expect(analytics.weekly.map(\.workouts) == [2, 1])
        #expect(analytics.weekly.map(\.weekStart.description) == ["2025-03-24", "2025-03-31"])
        #expect(analytics.calendar.workoutsByHour[18] == 3)
        #expect(analytics.calendar.sessionLengths.map(\.seconds) == [3600, 3600, 3600])
    }

    @Test func weekStartSundaySplitsSaturdayFromSunday() throws {
        var sunday = HistoryFixture(weekStart: .sunday)
        try sunday.log("2025-03-15 10:00", "Squat: 100x5")   // Saturday
        try sunday.log("2025-03-16 10:00", "Squat: 100x5")   // Sunday
        #expect(sunday.analytics(today: "2025-03-16").weekly.map(\.weekStart.description) == ["2025-03-09", "2025-03-16"])
        #expect(sunday.analytics(today: "2025-03-16").weekly.map(\.workouts) == [1, 1])
        #expect(sunday.analytics(today: "2025-03-16").workoutsThisWeek == 1)

        var monday = HistoryFixture(weekStart: .monday)
        try monday.log("2025-03-15 10:00", "Squat: 100x5")
        try monday.log("2025-03-16 10:00", "Squat: 100x5")
        #expect(monday.analytics(today: "2025-03-16").weekly.map(\.weekStart.description) == ["2025-03-10"])
        #expect(monday.analytics(today: "2025-03-16").workoutsThisWeek == 2)
    }

    /// Weeks (Monday start) of March 2025: 3, 10, 17, 24, 31.
    @Test(arguments: [
        (["2025-03-04", "2025-03-11", "2025-03-18"], "2025-03-26", 3, 3),          // this week empty: it does not break the streak
        (["2025-03-04", "2025-03-11", "2025-03-18", "2025-03-25"], "2025-03-26", 4, 4),
        (["2025-03-04", "2025-03-18"], "2025-03-26", 1, 1),                          // the gap in week 10 ends it
        (["2025-03-04", "2025-03-11"], "2025-03-26", 0, 2),                          // last week empty too: streak over
        (["2025-03-04", "2025-03-11", "2025-03-12", "2025-03-25"], "2025-03-26", 1, 2),
        ([], "2025-03-26", 0, 0),
    ])
    func streaksCountConsecutiveWeeks(_ days: [String], _ today: String, _ streak: Int, _ longest: Int) throws {
        var history = HistoryFixture()
        for day in days { try history.log("\(day) 18:00", "Squat: 100x5") }
        let analytics = history.analytics(today: today)
        #expect(analytics.streakWeeks == streak)
        #expect(analytics.longestStreakWeeks == longest)
    }

    @Test func emptyHistoryHasEveryFigureDefined() throws {
        let analytics = HistoryFixture().analytics(today: "2025-03-26")
        #expect(analytics.totalWorkouts == 0)
        #expect(analytics.totalVolumeKg == 0)
        #expect(analytics.weekly.isEmpty && analytics.monthly.isEmpty && analytics.exercises.isEmpty && analytics.recordTimeline.isEmpty)
        #expect(analytics.muscleGroups.count == StarterLibrary.library.categories.count)
        #expect(analytics.calendar.workoutsByHour == Array(repeating: 0, count: 24))
        let json = String(decoding: try StoreCoding.encode(StatsDocument(analytics)), as: UTF8.self)
        #expect(json.contains("\"totalWorkouts\" : 0"))
        #expect(json.contains("\"streakWeeks\" : 0"))
    }

    @Test func poundHistoryGivesTheSameKilogramFiguresAsItsKilogramTwin() throws {
        var pounds = HistoryFixture(units: .lb)
        var kilograms = HistoryFixture(units: .kg)
        for (day, sets) in [("2025-03-03", "225x5, 245x3, f265x0"), ("2025-03-06", "135x10x3"), ("2025-03-10", "250x5@8")] {
            try pounds.log("\(day) 07:00", "Squat: \(sets)")
            let inKilogramsProject = sets.split(separator: ",").map { set -> String in
                let text = set.trimmingCharacters(in: .whitespaces)
                let prefix = text.hasPrefix("f") ? "f" : ""
                let body = text.dropFirst(prefix.count)
                let number = body.prefix { $0.isNumber || $0 == "." }
                return prefix + number + "lb" + body.dropFirst(number.count)
            }.joined(separator: ", ")
            try kilograms.log("\(day) 07:00", "Squat: \(inKilogramsProject)")
        }
        let left = try StoreCoding.encode(StatsDocument(pounds.analytics(today: "2025-03-12"), exercise: pounds.analytics(today: "2025-03-12").exercise(id: "squat")))
        let right = try StoreCoding.encode(StatsDocument(kilograms.analytics(today: "2025-03-12"), exercise: kilograms.analytics(today: "2025-03-12").exercise(id: "squat")))
        #expect(left == right)
        // 225 lb = 102.058283 kg and 245 lb = 111.130131 kg (to the gram's thousandth), so the first
        // workout is 102.058283 × 5 + 111.130131 × 3 = 510.291415 + 333.390393 = 843.681808 kg.
        #expect(abs(pounds.analytics(today: "2025-03-12").workouts[0].volumeKg - 843.681808) < 1e-9)
    }
}
