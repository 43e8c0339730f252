/// How far an exercise's best estimated 1RM moved in the weeks to the window's end (today, or the
/// newest workout): "+8.4 kg" or "no new best", and the best as it stood then; `nil`s when the exercise
/// had no session before then. What the exercise page and the dashboard's big lifts show, not the
/// window's end: a new day leaves most exercises' figures, and so their pages, as they were.
struct E1rmChange: StableHashable, Sendable {
    var change: String?
    var before: Double?

    init(_ entry: ExerciseAnalytics, weeks: Int, site: SiteContext) {
        let end = site.windowEnd(days: 7 * weeks)
        // A loop, not a filtered copy of the sessions: every exercise's inputs ask this of each build.
        func bestThrough(_ day: LocalDay) -> Double? {
            var best: Double?
            for session in entry.sessions where session.day <= day {
                if let e1rm = session.bestE1rmKg { best = max(best ?? e1rm, e1rm) }
            }
            return best
        }
        guard let now = bestThrough(end), let before = bestThrough(end.adding(days: -7 * weeks)) else { return }
        let change = now - before
        self.change = change > 0.05 ? "+" + site.format.estimatedWeight(change) : "no new best"
        self.before = before
    }
}
