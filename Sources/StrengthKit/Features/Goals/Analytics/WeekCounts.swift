/// Workouts counted by week, through a day: what a workouts-a-week goal measures.
struct WeekCounts: Sendable {
    struct Entry: Hashable, Sendable {
        var id: String
        var day: LocalDay
        var weekStart: LocalDay
    }

    let weeks: TrainingWeeks
    /// Oldest first.
    let workouts: [Entry]
    private let counts: [LocalDay: Int]

    init(_ data: ProjectData, weeks: TrainingWeeks, through today: LocalDay) {
        self.weeks = weeks
        let zone = data.timeZone
        workouts = data.workouts.sortedOldestFirst().map { workout in
            let day = workout.start.local(in: zone).day
            return Entry(id: workout.id, day: day, weekStart: weeks.weekStart(of: day))
        }.filter { $0.day <= today }
        counts = Dictionary(workouts.map { ($0.weekStart, 1) }, uniquingKeysWith: +)
    }

    /// Workouts in the week starting on `weekStart`.
    func count(in weekStart: LocalDay) -> Int { counts[weekStart] ?? 0 }

    /// The mean of the `GoalEvaluator.frequencyWeeks` complete weeks before the week starting on `weekStart`.
    func mean(ofWeeksBefore weekStart: LocalDay) -> Double {
        let weekCount = GoalEvaluator.frequencyWeeks
        let total = (1...weekCount).reduce(0) { $0 + count(in: weekStart.adding(days: -7 * $1)) }
        return Double(total) / Double(weekCount)
    }
}
