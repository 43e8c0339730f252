import Testing
@testable import StrengthKit

/// The recent window (`RecentWindow`): the 12 weeks to the build date, or to the newest workout when
/// none falls in them; the short lead ends where it ends; its words name the end. Days by hand: the
/// 12 weeks to Wed 25 Nov 2026 start on Thu 3 Sep 2026 (83 days before).
@Suite struct RecentWindowTests {
    static let today = LocalDay("2026-11-25")!

    @Test(arguments: [
        // (newest workout, end, ends today)
        (nil, "2026-11-25", true),
        ("2026-11-25", "2026-11-25", true),
        ("2026-11-26", "2026-11-25", true),
        ("2026-09-03", "2026-11-25", true),     // the window's first day: a workout in the 12 weeks
        ("2026-09-02", "2026-09-02", false),    // the day before it: none in them
        ("2025-11-24", "2025-11-24", false),    // a history that ended a year before the build
    ] as [(String?, String, Bool)])
    func theEndIsTodayUnlessNoWorkoutFallsInTheTwelveWeeks(_ newest: String?, _ end: String, _ endsToday: Bool) {
        let window = RecentWindow(today: Self.today, newestWorkout: newest.flatMap(LocalDay.init))
        #expect(window.end == LocalDay(end)!)
        #expect(window.endsToday == endsToday)
        #expect(window.days == 84)
        #expect(window.start == window.end.adding(days: -83))
    }

    @Test func theShortLeadEndsWhereTheWindowEnds() {
        let window = RecentWindow(today: Self.today, newestWorkout: LocalDay("2025-11-24")).spanning(weeks: RecentWindow.shortWeeks)
        #expect(window.end == LocalDay("2025-11-24")!)
        #expect(window.start == LocalDay("2025-10-28")!)
        #expect(window.contains(LocalDay("2025-10-28")!) && window.contains(LocalDay("2025-11-24")!))
        #expect(!window.contains(LocalDay("2025-10-27")!) && !window.contains(LocalDay("2025-11-25")!))
        // A workout 6 weeks before the build: the 4 weeks end on the build date, though none falls in them.
        let recent = RecentWindow(today: Self.today, newestWorkout: LocalDay("2026-10-14")).spanning(weeks: 4)
        #expect(recent.end == Self.today && recent.endsToday)
    }

    @Test func theWordsNameTheEnd() {
        let date: (LocalDay) -> String = DisplayFormatter(unit: .kg).date
        let now = RecentWindow(today: Self.today, newestWorkout: LocalDay("2026-11-23"))
        #expect(now.phrase(date: date) == "the last 12 weeks")
        #expect(now.heading(date: date) == "12 weeks")
        let old = RecentWindow(today: Self.today, newestWorkout: LocalDay("2025-11-24"))
        #expect(old.phrase(date: date) == "the 12 weeks to Mon 24 Nov 2025")
        #expect(old.spanning(weeks: 4).heading(date: date) == "4 weeks to Mon 24 Nov 2025")
    }
}
