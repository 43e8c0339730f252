/// The analytics a year in review reads, grouped by year once (each group in the analytics' own
/// order, so sums add up as they did when each year filtered the whole history).
struct YearReviewIndex {
    struct ExerciseYears {
        let exercise: Exercise
        let sessionsByYear: [Int: [ExerciseSession]]
    }

    struct GroupYears {
        let category: ExerciseCategory
        let weeksByYear: [Int: [MuscleGroupWeek]]
    }

    let workouts: [Int: [WorkoutAnalytics]]
    let exercises: [ExerciseYears]
    let muscleGroups: [GroupYears]
    let weekly: [Int: [WeekSummary]]
    let monthly: [Int: [MonthSummary]]

    init(_ analytics: TrainingAnalytics) {
        workouts = Dictionary(grouping: analytics.workouts) { $0.day.year }
        exercises = analytics.exercises.map { entry in
            ExerciseYears(exercise: entry.exercise, sessionsByYear: Dictionary(grouping: entry.sessions) { $0.day.year })
        }
        muscleGroups = analytics.muscleGroups.map { group in
            GroupYears(category: group.category, weeksByYear: Dictionary(grouping: group.weeks) { $0.weekStart.year })
        }
        weekly = Dictionary(grouping: analytics.weekly) { $0.weekStart.year }
        monthly = Dictionary(grouping: analytics.monthly) { $0.year }
    }
}
