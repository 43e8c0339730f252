/// What a workout's row in a list shows from the analysis: its day, volume and how many records it
/// beat (`RecordEvent.isNews`).
struct WorkoutRowFacts: StableHashable, Sendable {
    var day: LocalDay
    var volumeKg: Double
    var records: Int

    /// From the analysis of `workout`, or its recorded day and nothing else when there is none.
    init(_ facts: WorkoutAnalytics?, of workout: Workout) {
        day = facts?.day ?? workout.start.local.day
        volumeKg = facts?.volumeKg ?? 0
        records = facts?.news.count ?? 0
    }
}
