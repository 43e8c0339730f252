/// The analytics a year in review reads, grouped by year once (each group in the analytics' own
/// order, so sums add up as they did when each year filtered the whole history; slices of the
/// analytics' arrays, not copies).
struct YearReviewIndex {
    struct ExerciseYears {
        let exercise: Exercise
        let sessionsByYear: [Int: ArraySlice<ExerciseSession>]
    }

    struct GroupYears {
        let category: ExerciseCategory
        let weeksByYear: [Int: ArraySlice<MuscleGroupWeek>]
    }

    let workouts: [Int: ArraySlice<WorkoutAnalytics>]
    let exercises: [ExerciseYears]
    let muscleGroups: [GroupYears]
    let weekly: [Int: ArraySlice<WeekSummary>]
    let monthly: [Int: ArraySlice<MonthSummary>]

    init(_ analytics: TrainingAnalytics) {
        workouts = analytics.workouts.groupedRuns { $0.day.year }
        exercises = analytics.exercises.map { entry in
            ExerciseYears(exercise: entry.exercise, sessionsByYear: entry.sessions.groupedRuns { $0.day.year })
        }
        muscleGroups = analytics.muscleGroups.map { group in
            GroupYears(category: group.category, weeksByYear: group.weeks.groupedRuns { $0.weekStart.year })
        }
        weekly = analytics.weekly.groupedRuns { $0.weekStart.year }
        monthly = analytics.monthly.groupedRuns { $0.year }
    }
}
