extension TrainingAnalytics {
    /// The recent window of the analysis (`RecentWindow`): the 12 weeks to its today, or to the newest
    /// workout on or before it when none falls in them (one dated after today is not yet training done).
    package var recentWindow: RecentWindow {
        RecentWindow(today: today, newestWorkout: workouts.lazy.map(\.day).filter { $0 <= today }.max())
    }
}
