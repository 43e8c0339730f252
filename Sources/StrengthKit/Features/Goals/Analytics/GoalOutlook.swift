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

// In an extension: an enum with associated values is no struct the generator reads. Each case
// feeds its name first, so two outlooks never feed the same words.
extension GoalOutlook: StableHashable {
    func stableHash(into hasher: inout StableHasher) {
        switch self {
        case .achieved(let measure):
            hasher.add("achieved")
            hasher.add(measure)
        case .deadlinePassed(let day):
            hasher.add("deadlinePassed")
            hasher.add(day)
        case .onTrack(let day):
            hasher.add("onTrack")
            hasher.add(day)
        case .afterDeadline(let day):
            hasher.add("afterDeadline")
            hasher.add(day)
        case .notTowardTarget:
            hasher.add("notTowardTarget")
        case .notEnoughData(let weeks):
            hasher.add("notEnoughData")
            hasher.add(weeks)
        case .notProjected:
            hasher.add("notProjected")
        }
    }
}
