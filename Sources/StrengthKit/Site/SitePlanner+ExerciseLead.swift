extension SitePlanner {
    /// What an exercise page leads with for a weight × reps exercise — the answer to "am I getting
    /// stronger?": the best estimated 1RM and the set behind it, how much it moved in the last 4 and
    /// 12 weeks, last session's top set, and the next weight when a template plans the exercise.
    func leadFigures(_ exercise: Exercise, entry: ExerciseAnalytics) -> [Figure] {
        guard exercise.type == .weightReps, let best = entry.records[.bestE1rm] else { return [] }
        let format = context.format
        var figures = [Figure(label: "Best e1RM", value: format.estimatedWeight(best.value),
                              detail: (best.set.map { format.set($0, type: exercise.type) + ", " } ?? "") + ChartText.date(best.day))]
        // How the best stood `weeks` weeks before the window's end (today, or the newest workout).
        let end = context.windowEnd(days: 28)
        func bestThrough(_ day: LocalDay) -> Double? {
            entry.sessions.filter { $0.day <= day }.compactMap(\.bestE1rmKg).max()
        }
        let now = bestThrough(end) ?? best.value
        for weeks in [4, 12] {
            let before = bestThrough(end.adding(days: -7 * weeks))
            let change = before.map { now - $0 }
            figures.append(Figure(label: "Last \(weeks) weeks",
                                  value: change.map { $0 > 0.05 ? "+" + format.estimatedWeight($0) : "no new best" } ?? "—",
                                  detail: before.map { "best then " + format.estimatedWeight($0) } ?? "no session before then"))
        }
        if let last = entry.sessions.last {
            let sets = context.data.workouts.first { $0.id == last.workoutID }?.exercises
                .filter { $0.exercise == exercise.id }.flatMap(\.sets).filter { $0.kind.isWorking && ($0.reps ?? 0) > 0 } ?? []
            if let top = sets.max(by: { ($0.weightKg ?? 0, $0.reps ?? 0) < ($1.weightKg ?? 0, $1.reps ?? 0) }) {
                figures.append(Figure(label: "Last top set", value: format.set(top, type: exercise.type), detail: ChartText.date(last.day)))
            }
            // Judged on the last session from that template: a light day says nothing about the heavy one.
            func logged(in workout: Workout) -> [WorkoutSet] {
                workout.exercises.filter { $0.exercise == exercise.id }.flatMap(\.sets)
            }
            if let template = context.data.programs.templates.first(where: { $0.exercises.contains { $0.exercise == exercise.id } }),
               let target = template.exercises.first(where: { $0.exercise == exercise.id }),
               let suggestion = WeightSuggestion.suggest(
                   target: target, type: exercise.type,
                   last: context.workoutsNewestFirst.first { $0.template == template.id && !logged(in: $0).isEmpty }.map(logged(in:)) ?? sets,
                                                         incrementKg: context.data.settings.effectiveWeightIncrementKg,
                                                         readiness: nil, format: format),
               let weight = suggestion.weightKg {
                var planned = target
                planned.targetWeightKg = nil
                figures.append(Figure(label: "Next (\(template.name))", value: "\(format.target(planned)) at \(format.weight(weight))",
                                      detail: suggestion.reason))
            }
        }
        return figures
    }
}
