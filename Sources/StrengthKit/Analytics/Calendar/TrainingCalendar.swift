/// When training happens: per-day counts for the heatmap, and the weekday and hour distributions.
struct TrainingCalendar: Hashable, Sendable {
    /// Workouts per local day, oldest first; days without training are absent.
    var workoutsByDay: [(day: LocalDay, workouts: Int)]
    /// Index 0 is Monday ... 6 is Sunday (ISO order; the site reorders for the week start).
    var workoutsByWeekday: [Int]
    /// Index = local hour of the start, 0...23.
    var workoutsByHour: [Int]
    /// Oldest first, workouts whose duration is known.
    var sessionLengths: [SessionLength]

    static func == (lhs: TrainingCalendar, rhs: TrainingCalendar) -> Bool {
        lhs.workoutsByDay.map(\.day) == rhs.workoutsByDay.map(\.day)
            && lhs.workoutsByDay.map(\.workouts) == rhs.workoutsByDay.map(\.workouts)
            && lhs.workoutsByWeekday == rhs.workoutsByWeekday && lhs.workoutsByHour == rhs.workoutsByHour
            && lhs.sessionLengths == rhs.sessionLengths
    }

    func hash(into hasher: inout Hasher) {
        for entry in workoutsByDay {
            hasher.combine(entry.day)
            hasher.combine(entry.workouts)
        }
        hasher.combine(workoutsByWeekday)
        hasher.combine(workoutsByHour)
        hasher.combine(sessionLengths)
    }
}
