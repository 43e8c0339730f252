extension LocalDateTime {
    /// Where a day given without a time is placed — a date-only import row, `log --start 2026-11-26`:
    /// at noon the day is the same in every time zone, and no daylight-saving change happens then.
    package init(noonOn day: LocalDay) {
        self.day = day
        hour = 12
        minute = 0
        second = 0
    }
}
