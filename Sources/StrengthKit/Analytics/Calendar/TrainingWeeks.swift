/// Week arithmetic under a configurable first weekday. A week is identified by its first day, which
/// is unambiguous across years (unlike a bare week number).
struct TrainingWeeks: Hashable, Sendable {
    var firstWeekday: Weekday

    /// The first day of the week containing `day`.
    func weekStart(of day: LocalDay) -> LocalDay {
        day.adding(days: -((day.isoWeekday - firstWeekday.isoNumber + 7) % 7))
    }

    /// ISO 8601 week-numbering year and week of `day` (the week containing its Thursday), e.g.
    /// 2021-01-01 is in 2020-W53.
    static func isoWeek(of day: LocalDay) -> (year: Int, week: Int) {
        let thursday = day.adding(days: 4 - day.isoWeekday)
        let january1 = LocalDay(year: thursday.year, month: 1, day: 1) ?? thursday
        return (thursday.year, (thursday.daysSinceEpoch - january1.daysSinceEpoch) / 7 + 1)
    }

    /// `2020-W53`.
    static func isoWeekLabel(of day: LocalDay) -> String {
        let week = isoWeek(of: day)
        return Digits.pad(week.year, 4) + "-W" + Digits.pad(week.week, 2)
    }
}
