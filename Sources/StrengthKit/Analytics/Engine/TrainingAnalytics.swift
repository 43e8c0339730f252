/// Every number the site and `stats` show, computed from the store in one pass.
///
/// Pure: `compute(_:today:)` takes the data and the day to treat as today and reads no clock,
/// locale or machine time zone; collections are sorted, and floating-point sums run in workout and
/// set order, so the same input always gives the same result.
public struct TrainingAnalytics: Sendable, Equatable {
    var today: LocalDay
    var weeks: TrainingWeeks
    var oneRepMax: OneRepMaxSettings

    public var totalWorkouts: Int
    var totalWorkingSets: Int
    public var totalVolumeKg: Double
    public var workoutsThisWeek: Int
    var workoutsThisMonth: Int
    /// Consecutive weeks with a workout, counting back from this week; an empty current week
    /// does not break it (the week is not over).
    public var streakWeeks: Int
    public var longestStreakWeeks: Int

    /// Every week from the first workout's week to today's, oldest first (empty weeks included).
    var weekly: [WeekSummary]
    /// Every month from the first workout's month to today's, oldest first.
    var monthly: [MonthSummary]
    /// Exercises with at least one session, sorted by name.
    var exercises: [ExerciseAnalytics]
    /// Every category, in the library's order.
    var muscleGroups: [MuscleGroupAnalytics]
    /// All record events in the order they happened.
    var recordTimeline: [RecordEvent]
    var calendar: TrainingCalendar
    /// Per workout, oldest first.
    var workouts: [WorkoutAnalytics]
    /// The weeks with a workout as the training blocks' rules read them, oldest first (`BlockDetector`).
    var trainedWeeks: [WeekTraining]

    public static func compute(_ data: ProjectData, today: LocalDay) -> TrainingAnalytics {
        engine(data, today: today).run()
    }

    /// The same analytics, starting from the checkpoint in `resume` when it is one for the oldest
    /// workouts as they are now.
    static func compute(_ data: ProjectData, today: LocalDay, resuming resume: AnalyticsResume) -> ResumedAnalytics {
        engine(data, today: today).run(resuming: resume)
    }

    /// The engine over the part of `data` the analysis reads (`AnalyticsInputs`) and the workouts.
    static func engine(_ data: ProjectData, today: LocalDay) -> AnalyticsEngine {
        AnalyticsEngine(inputs: AnalyticsInputs(data), history: data.workouts, today: today)
    }

    /// The analytics of one exercise, by id.
    package func exercise(id: String) -> ExerciseAnalytics? {
        exercises.first { $0.exercise.id == id }
    }

    /// The analytics of one workout, by id.
    func workout(id: String) -> WorkoutAnalytics? {
        guard let index = workoutIndex[id] else { return nil }
        return workouts[index]
    }

    /// The local day `workout` belongs to (in the project's time zone, as the analysis counted it);
    /// its start's own day for a workout the analysis does not hold.
    func day(of workout: Workout) -> LocalDay {
        self.workout(id: workout.id)?.day ?? workout.start.local.day
    }

    var workoutIndex: [String: Int] = [:]
}
