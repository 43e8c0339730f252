/// The recent window (docs/ANALYTICS.md, "The recent window"): the weeks every recent figure is
/// measured over — a goal's current value, the big lifts and their change, the DOTS score, the
/// exercise page's lead figures and the muscles page's weeks.
///
/// It is the 12 weeks ending on the build date or, when no workout falls in those 12 weeks (a
/// history exported from another app months ago), the 12 weeks ending on the newest workout, so that
/// the figures show the training rather than empty weeks. A shorter span (the 4 weeks of the short
/// lead) ends where the window ends, and every figure names the end it used (`phrase`).
package struct RecentWindow: Hashable, Sendable {
    /// How long the window is.
    package static let weeks = 12
    /// The short lead's span: the exercise page's first change, the muscles page's average.
    package static let shortWeeks = 4

    /// The window's last day: the build date, or the newest workout's day.
    package let end: LocalDay
    /// Whether `end` is the build date.
    package let endsToday: Bool
    /// The span in weeks, `weeks` unless shortened (`spanning`).
    package let spanWeeks: Int

    /// The window on `today`, given the local day of the newest workout on or before it (one dated
    /// after it is not yet training done); a long chart's span of `weeks` follows the same rule over
    /// its own length.
    package init(today: LocalDay, newestWorkout: LocalDay?, weeks: Int = Self.weeks) {
        end = Self.end(days: 7 * weeks, today: today, newestWorkout: newestWorkout)
        endsToday = end == today
        spanWeeks = weeks
    }

    private init(end: LocalDay, endsToday: Bool, spanWeeks: Int) {
        self.end = end
        self.endsToday = endsToday
        self.spanWeeks = spanWeeks
    }

    /// The rule, for any span of `days`: today, unless the newest workout is older than the span, then
    /// that workout's day. The recent window is its 12 weeks; the site's long charts (26 weeks, a year)
    /// follow an older history by it over their own span.
    package static func end(days: Int, today: LocalDay, newestWorkout: LocalDay?) -> LocalDay {
        guard let newestWorkout, newestWorkout <= today.adding(days: -days) else { return today }
        return newestWorkout
    }

    /// The same end over `weeks` weeks: the short lead.
    package func spanning(weeks: Int) -> RecentWindow {
        RecentWindow(end: end, endsToday: endsToday, spanWeeks: weeks)
    }

    package var days: Int { 7 * spanWeeks }

    /// The window's first day.
    package var start: LocalDay { end.adding(days: 1 - days) }

    package func contains(_ day: LocalDay) -> Bool { day >= start && day <= end }

    /// "the last 12 weeks", or "the 12 weeks to Tue 10 Jan 2023" when the window follows an older history.
    package func phrase(date: (LocalDay) -> String) -> String {
        endsToday ? "the last " + length : "the \(length) to \(date(end))"
    }

    /// "12 weeks", or "12 weeks to Tue 10 Jan 2023": a column heading.
    package func heading(date: (LocalDay) -> String) -> String {
        endsToday ? length : "\(length) to \(date(end))"
    }

    /// "12 weeks".
    package var length: String { NumberText.counted(spanWeeks, "week") }
}
