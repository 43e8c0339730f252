/// Where a lift stands as of a day (docs/ANALYTICS.md, "Progress"): the first of these that applies,
/// in this order. Values are in the series' own terms — kilograms of e1RM, reps, seconds, seconds a
/// kilometre — never in a display unit, so that a status does not depend on how it is shown.
package enum ProgressStatus: Hashable, Sendable {
    /// The first session after a break of more than `ProgressEvaluator.breakWeeks` falls in the window
    /// and has not yet been followed by a return to `regainedShare` of the best before the break.
    case returning(since: LocalDay, bestBefore: Double)
    /// The best of the last 12 months, set on `since` and not beaten by the `sessions` since.
    case stalled(since: LocalDay, sessions: Int, best: Double)
    /// The fitted slope a week as a share of the fitted value at the window's end, signed so that
    /// a positive share is getting better (for pace, getting faster).
    case declining(slopeShare: Double)
    case gaining(slopeShare: Double)
    case flat(slopeShare: Double)
    /// Fewer than `ProgressEvaluator.minimumWeeklyValues` weekly values in the window.
    case notEnoughData(weeklyValues: Int)

    /// The day a page names: the return's or the stall's.
    package var date: LocalDay? {
        switch self {
        case .returning(let since, _), .stalled(let since, _, _): since
        default: nil
        }
    }

    /// Sessions since the best (stalled only).
    package var sessionCount: Int? {
        if case .stalled(_, let sessions, _) = self { return sessions }
        return nil
    }

    /// The best a status is measured against: the stall's best, or the best before a break.
    package var best: Double? {
        switch self {
        case .returning(_, let best), .stalled(_, _, let best): best
        default: nil
        }
    }

    /// The slope a week as a share of the fitted value, for the three trend statuses.
    package var slopeShare: Double? {
        switch self {
        case .declining(let share), .gaining(let share), .flat(let share): share
        default: nil
        }
    }

    /// The weekly values counted, when there were too few.
    package var weeklyValues: Int? {
        if case .notEnoughData(let count) = self { return count }
        return nil
    }

    /// A stable key for scripts (`stats --json`, in its camel case as goals' `outlook`) and page groups.
    package var key: String {
        switch self {
        case .returning: "returning"
        case .stalled: "stalled"
        case .declining: "declining"
        case .gaining: "gaining"
        case .flat: "flat"
        case .notEnoughData: "notEnoughData"
        }
    }
}
