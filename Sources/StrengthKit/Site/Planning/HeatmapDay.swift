/// A training day on a calendar heatmap: how many workouts, and the ids and names of its workouts,
/// earliest first (its square links to the first and is labelled with their names).
struct HeatmapDay: StableHashable, Sendable {
    var day: LocalDay
    var workouts: Int
    var workoutIDs: [String]
    var names: [String]

    /// The training days from `first` to `last`.
    static func days(_ site: SiteContext, from first: LocalDay, to last: LocalDay) -> [HeatmapDay] {
        site.analytics.calendar.workoutsByDay.filter { $0.day >= first && $0.day <= last }.map { entry in
            let onDay = site.workoutIDsByDay[entry.day] ?? []
            return HeatmapDay(day: entry.day, workouts: entry.workouts, workoutIDs: onDay, names: onDay.map(site.workoutName))
        }
    }
}
