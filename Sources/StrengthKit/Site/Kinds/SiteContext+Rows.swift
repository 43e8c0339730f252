extension SiteContext {
    /// A workout in a list, with what the analysis says of it (see `SharedInputs.workoutRow`).
    func workoutRow(_ workout: Workout, from page: String) -> WorkoutRow {
        shared.workoutRow(workout, facts: rowFacts(workout), from: page)
    }
}
