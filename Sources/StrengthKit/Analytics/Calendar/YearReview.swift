/// One calendar year of training, for the year-in-review page and its card: the totals and how they
/// compare with the year before, its best lifts, what was trained most, the longest streak and the
/// best month (its records are the record timeline's of that year). Pure: from the analytics and
/// the workouts' durations.
struct YearReview: Hashable, StableHashable, Sendable {
    /// The totals of a year.
    struct Totals: Hashable, StableHashable, Sendable {
        var workouts = 0
        /// Sum of the workouts' durations (those that have one).
        var seconds = 0
        var volumeKg = 0.0
        var workingSets = 0
    }

    /// An exercise's year: sessions, and its best estimated 1RM (weight × reps exercises) with its session.
    struct ExerciseYear: Hashable, StableHashable, Sendable {
        var exercise: Exercise
        var sessions: Int
        var workingSets: Int
        var bestE1rmKg: Double?
        var bestDay: LocalDay?
        var bestWorkoutID: String?
    }

    /// A muscle group's working sets in the year (weighted as on the Muscles page).
    struct GroupYear: Hashable, StableHashable, Sendable {
        var category: ExerciseCategory
        var sets: Double
    }

    var year: Int
    var totals: Totals
    /// The year before's totals, when it had workouts.
    var previous: Totals?
    /// Every exercise done in the year, most sessions first (then by name).
    var exercises: [ExerciseYear]
    /// Every muscle group worked in the year, most sets first.
    var muscleGroups: [GroupYear]
    /// The most consecutive weeks with a workout, counting only weeks that start in the year.
    var longestStreakWeeks: Int
    /// The month with the most workouts (the higher volume on a tie, then the earlier).
    var bestMonth: MonthSummary?
    /// January to December (to the month of `through` in that day's year), months without workouts as zeros.
    var months: [MonthSummary]

    /// The years with at least one workout, oldest first.
    static func years(in analytics: TrainingAnalytics) -> [Int] {
        Set(analytics.workouts.map(\.day.year)).sorted()
    }

    /// - Parameters:
    ///   - durations: workout id → duration in seconds, for the workouts that have one.
    ///   - through: the build's day: the months of its year end with its month, not with empty ones to come.
    init(year: Int, analytics: TrainingAnalytics, durations: [String: Int], through: LocalDay) {
        self.init(year: year, byYear: YearReviewIndex(analytics), durations: durations, through: through)
    }

    /// Every year's review (`years(in:)`), oldest first: the analytics grouped by year once, not
    /// scanned again for each year.
    static func all(_ analytics: TrainingAnalytics, durations: [String: Int], through: LocalDay) -> [YearReview] {
        let index = YearReviewIndex(analytics)
        return years(in: analytics).map { YearReview(year: $0, byYear: index, durations: durations, through: through) }
    }

    private init(year: Int, byYear index: YearReviewIndex, durations: [String: Int], through: LocalDay) {
        self.year = year
        func sum(of year: Int) -> Totals {
            var totals = Totals()
            for workout in index.workouts[year] ?? [] {
                totals.workouts += 1
                totals.seconds += durations[workout.workoutID] ?? 0
                totals.volumeKg += workout.volumeKg
                totals.workingSets += workout.workingSets
            }
            return totals
        }
        totals = sum(of: year)
        let before = sum(of: year - 1)
        previous = before.workouts > 0 ? before : nil

        exercises = index.exercises.compactMap { entry -> ExerciseYear? in
            guard let sessions = entry.sessionsByYear[year], !sessions.isEmpty else { return nil }
            // The first session of the best estimate wins a tie: when it was first reached.
            let best = sessions.reduce(nil as ExerciseSession?) { best, session in
                guard let e1rm = session.bestE1rmKg else { return best }
                return e1rm > (best?.bestE1rmKg ?? 0) ? session : best
            }
            return ExerciseYear(exercise: entry.exercise, sessions: sessions.count,
                                workingSets: sessions.reduce(0) { $0 + $1.workingSets },
                                bestE1rmKg: best?.bestE1rmKg, bestDay: best?.day, bestWorkoutID: best?.workoutID)
        }
        .sorted { ($0.sessions, $1.exercise.name, $1.exercise.id) > ($1.sessions, $0.exercise.name, $0.exercise.id) }

        muscleGroups = index.muscleGroups.compactMap { group -> GroupYear? in
            let sets = (group.weeksByYear[year] ?? []).reduce(0) { $0 + $1.sets }
            return sets > 0 ? GroupYear(category: group.category, sets: sets) : nil
        }
        .sorted { ($0.sets, $1.category.name) > ($1.sets, $0.category.name) }

        var longest = 0
        var run = 0
        var previousWeek: LocalDay?
        for week in (index.weekly[year] ?? []).filter({ $0.workouts > 0 }).map(\.weekStart).sorted() {
            run = previousWeek.map { $0.adding(days: 7) == week } == true ? run + 1 : 1
            longest = max(longest, run)
            previousWeek = week
        }
        longestStreakWeeks = longest

        let known = Dictionary((index.monthly[year] ?? []).map { ($0.month, $0) }, uniquingKeysWith: { first, _ in first })
        let lastMonth = year == through.year ? max(through.month, known.keys.max() ?? 1) : 12
        months = (1...lastMonth).map { month in
            known[month] ?? MonthSummary(year: year, month: month, workouts: 0, workingSets: 0, volumeKg: 0)
        }
        bestMonth = months.filter { $0.workouts > 0 }.max { lhs, rhs in
            (lhs.workouts, lhs.volumeKg, -lhs.month) < (rhs.workouts, rhs.volumeKg, -rhs.month)
        }
    }
}
