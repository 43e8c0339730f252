/// Whether a week is a deload: the whole week's lifting against the weeks before it
/// (`BlockDetector.comparedWeeks`, at least `BlockDetector.fewestTrainedWeeks` of them with lifting).
///
/// Not the charts' light week (`WeeklyTrend`): that one is per lift, against the lift's own trend,
/// and marks a point a line should not bend to; a block ends when the whole week eases off.
enum DeloadWeek {
    /// Working sets per workout at most this share of the weeks before's: per workout, not per
    /// week, so a missed session is not a deload.
    static let setsShare = 0.75
    /// The mean, over the weight × reps lifts of the week also trained in the weeks before, of the
    /// week's heaviest working set relative to the heaviest of the weeks before, at most this.
    static let loadShare = 0.85

    /// Why `week` is a deload against `before` (the trained weeks in the window before it), or nil.
    static func reason(_ week: WeekTraining, before: some Collection<WeekTraining>) -> Reason? {
        let before = before.filter { $0.workouts > 0 }
        guard week.workouts > 0, before.count >= BlockDetector.fewestTrainedWeeks else { return nil }
        let sets = Double(week.workingSets) / Double(week.workouts)
        let setsBefore = Double(before.reduce(0) { $0 + $1.workingSets }) / Double(before.reduce(0) { $0 + $1.workouts })
        if setsBefore > 0, sets <= setsShare * setsBefore { return .sets }
        if let load = loadRatio(week, before: before), load <= loadShare { return .load }
        return nil
    }

    /// The mean of the week's heaviest working set over the heaviest of the weeks before, per lift
    /// trained in both; nil when none was.
    static func loadRatio(_ week: WeekTraining, before: some Collection<WeekTraining>) -> Double? {
        // In the order of the lifts, so that the sum, and the mean, come out the same every time.
        let ratios = week.topSets.compactMap { top -> Double? in
            guard let best = before.lazy.compactMap({ $0.topSetKg(of: top.exercise) }).max(), best > 0 else { return nil }
            return top.kg / best
        }
        return ratios.isEmpty ? nil : ratios.reduce(0, +) / Double(ratios.count)
    }

    enum Reason: Hashable, Sendable {
        /// Fewer working sets per workout.
        case sets
        /// Lighter top sets.
        case load
    }
}
