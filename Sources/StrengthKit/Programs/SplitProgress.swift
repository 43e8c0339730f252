/// Where a lifter is in a split: the day after the one their last workout from the split was done
/// on, round to the first day after the last; the first day when no workout came from the split.
struct SplitProgress: Hashable, Sendable {
    /// Index into `split.days` of the next day.
    var nextDayIndex: Int
    /// The last finished workout that came from a day of the split, if any.
    var lastWorkoutID: String?
    /// Index of the day that workout was done on.
    var lastDayIndex: Int?

    /// `nil` for a split without days. A workout counts as coming from a day when it was started
    /// from it (`Workout.splitDay`), or, for one logged with `--template`, when its template is on
    /// exactly one day of the split (on several, the day it was is unknown, and it is passed over).
    static func of(_ split: Split, workouts: [Workout]) -> SplitProgress? {
        guard !split.days.isEmpty else { return nil }
        // The newest workout done on a day of the split (the first of equals): found in one pass
        // rather than by sorting every workout, which copied them all on every build.
        var newest: (workout: Int, day: Int)?
        for index in workouts.indices {
            guard newest.map({ Workout.newestFirst(workouts[index], workouts[$0.workout]) }) ?? true,
                  let dayIndex = dayIndex(of: workouts[index], in: split) else { continue }
            newest = (index, dayIndex)
        }
        guard let newest else { return SplitProgress(nextDayIndex: 0, lastWorkoutID: nil, lastDayIndex: nil) }
        return SplitProgress(nextDayIndex: (newest.day + 1) % split.days.count, lastWorkoutID: workouts[newest.workout].id,
                             lastDayIndex: newest.day)
    }

    /// The day of `split` that `workout` was done on, when that is known.
    static func dayIndex(of workout: Workout, in split: Split) -> Int? {
        if let reference = workout.splitDay {
            guard reference.split == split.id else { return nil }
            return split.days.firstIndex { $0.id == reference.day }
        }
        guard let template = workout.template else { return nil }
        let days = split.days.indices.filter { split.days[$0].templates.contains(template) }
        return days.count == 1 ? days[0] : nil
    }
}
