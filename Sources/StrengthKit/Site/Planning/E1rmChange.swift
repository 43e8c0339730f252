/// How far an exercise's best estimated 1RM moved over a span of the recent window (`RecentWindow`,
/// ending today or on the newest workout): "+8.4 kg" from the best before it, or "no new best" and the
/// best that still stands, each with the day it was set; `nil`s when the exercise had no session
/// before then. What the exercise page and the dashboard's big lifts show, with the span named but not
/// the day it ends while that is today: a new day leaves most exercises' figures, and so their pages,
/// as they were.
struct E1rmChange: StableHashable, Sendable {
    /// "Last 4 weeks", or "4 weeks to Tue 10 Jan 2023" when the window follows an older history.
    var span: String
    /// "+8.4 kg" or "no new best".
    var change: String?
    /// "from 112.5 kg on 17 Feb", the best before the weeks, or with no new best the best that stands:
    /// "best 112.5 kg on 3 Oct" (the year too when it is not the window's).
    var detail: String?

    init(_ entry: ExerciseAnalytics, over window: RecentWindow, site: SiteContext) {
        let end = window.end
        span = window.endsToday ? "Last " + window.length : window.heading(date: site.format.date)
        // A loop, not a filtered copy of the sessions: every exercise's inputs ask this of each build.
        // The earliest session of the best, as for records.
        func bestThrough(_ day: LocalDay) -> (e1rm: Double, day: LocalDay)? {
            var best: (e1rm: Double, day: LocalDay)?
            for session in entry.sessions where session.day <= day {
                if let e1rm = session.bestE1rmKg, e1rm > best?.e1rm ?? -.infinity { best = (e1rm, session.day) }
            }
            return best
        }
        guard let now = bestThrough(end), let before = bestThrough(window.start.adding(days: -1)) else { return }
        let dated = site.format.estimatedWeight(before.e1rm) + " on "
            + (before.day.year == end.year ? ChartText.dayAndMonth(before.day) : ChartText.date(before.day))
        if now.e1rm - before.e1rm > 0.05 {
            change = "+" + site.format.estimatedWeight(now.e1rm - before.e1rm)
            detail = "from " + dated
        } else {
            change = "no new best"
            detail = "best " + dated
        }
    }
}
