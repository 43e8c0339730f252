/// What a goal's status says in one phrase: reached, or whether the trend gets there in time.
package enum GoalOutlook: Hashable, Sendable {
    /// Met on that day, by that session or entry.
    case achieved(GoalMeasure)
    /// Not met, and the deadline is behind us.
    case deadlinePassed(LocalDay)
    /// The projection's line reaches the target on that day, by the deadline if there is one.
    case onTrack(LocalDay)
    /// The line reaches the target on that day, after the deadline.
    case afterDeadline(LocalDay)
    /// The line is flat or moves away from the target (or would take past the year 2200).
    case notTowardTarget
    /// Fewer than `GoalProjection.minimumPoints` weekly values in the last 12 weeks.
    case notEnoughData(weeks: Int)
    /// Workouts a week have no projection, nor a set goal of more reps than the 1RM rep cap.
    case notProjected

    /// Whether the goal is on its way in time: reached, or the trend reaches it by the deadline.
    package var isOnTrack: Bool {
        switch self {
        case .achieved, .onTrack: true
        default: false
        }
    }
}
