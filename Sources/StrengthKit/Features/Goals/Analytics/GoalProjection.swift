/// The trend a strength or body-weight goal is projected along: a least-squares line through its
/// weekly values of the last 12 calendar weeks (the current week and the 11 before it), and the day
/// the line reaches the target. As long as the recent window (`RecentWindow`), but always ending with
/// this week: a forecast runs from today, and a year-old trend says nothing of where the lifter is going.
///
/// The weekly values are, for strength goals, each training week's best estimated 1RM (light weeks —
/// deloads, as `WeeklyTrend` finds them over the whole history — left out, as the trend charts leave
/// them out of their line) and, for body weight, the mean of each week's entries. Each sits on its
/// week's first day. A set goal is projected on the e1RM its set would give.
package struct GoalProjection: Hashable, Sendable {
    package struct Point: Hashable, StableHashable, Sendable {
        package var weekStart: LocalDay
        package var value: Double
    }

    /// Fewer weekly values than this make no line.
    static let minimumPoints = 4
    /// How many calendar weeks the line looks back over, the current one included.
    static let weeks = RecentWindow.weeks

    /// The weekly values the line was fitted through, oldest first.
    package var points: [Point]
    /// `nil` under `minimumPoints` values.
    var line: FittedLine?
    /// What the line must reach, in the values' terms (for a set goal, the set's e1RM).
    package var target: Double
    /// The day the line reaches `target`, no earlier than today; `nil` when it never does (flat, or
    /// moving away from the target) or not before the year 2200.
    package var day: LocalDay?
}
