extension SitePlanner {
    /// What an exercise page leads with for a weight × reps exercise — the answer to "am I getting
    /// stronger?": the best estimated 1RM and the set behind it, how much it moved in the last 4 and
    /// 12 weeks, last session's top set, and the next weight when a template plans the exercise.
    func leadFigures(_ exercise: Exercise, entry: ExerciseAnalytics) -> [Figure] {
        guard exercise.type == .weightReps, let best = entry.records[.bestE1rm] else { return [] }
        let format = context.format
        var figures = [Figure(label: "Best e1RM", value: format.estimatedWeight(best.value),
                              detail: (best.set.map { format.set($0, type: exercise.type) + ", " } ?? "") + ChartText.date(best.day))]
        for weeks in [4, 12] {
            let (change, before) = e1rmChange(entry, weeks: weeks)
            figures.append(Figure(label: "Last \(weeks) weeks", value: change ?? "—",
                                  detail: before.map { "best then " + format.estimatedWeight($0) } ?? "no session before then"))
        }
        if let last = entry.sessions.last {
            let sets = context.data.workouts.first { $0.id == last.workoutID }?.exercises
                .filter { $0.exercise == exercise.id }.flatMap(\.sets).filter { $0.kind.isWorking && ($0.reps ?? 0) > 0 } ?? []
            if var top = sets.max(by: { ($0.weightKg ?? 0, $0.reps ?? 0) < ($1.weightKg ?? 0, $1.reps ?? 0) }) {
                // The set itself: its rest and notes belong to the workout page, not a figure.
                top.restSeconds = nil
                top.notes = nil
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

    /// How far the best estimated 1RM moved in the `weeks` weeks to the window's end (today, or the
    /// newest workout): "+8.4 kg" or "no new best", and the best as it stood then; `nil`s when the
    /// exercise had no session before then.
    func e1rmChange(_ entry: ExerciseAnalytics, weeks: Int) -> (change: String?, before: Double?) {
        let end = context.windowEnd(days: 7 * weeks)
        // A loop, not a filtered copy of the sessions: every exercise's fingerprint asks this of each build.
        func bestThrough(_ day: LocalDay) -> Double? {
            var best: Double?
            for session in entry.sessions where session.day <= day {
                if let e1rm = session.bestE1rmKg { best = max(best ?? e1rm, e1rm) }
            }
            return best
        }
        guard let now = bestThrough(end), let before = bestThrough(end.adding(days: -7 * weeks)) else { return (nil, nil) }
        let change = now - before
        return (change > 0.05 ? "+" + context.format.estimatedWeight(change) : "no new best", before)
    }

    /// The dashboard's big lifts: the weight × reps exercises with the most sessions in the 12 weeks
    /// to the window's end, with their best estimated 1RM and its 12-week change. On a tie the one
    /// done earlier in its workouts wins: lifters start with the lift the day is about.
    func bigLifts(from page: String, limit: Int = 4) -> [DashboardPage.Lift] {
        bigLiftEntries(limit: limit).map { entry, sessions in
            DashboardPage.Lift(name: entry.exercise.name, href: SitePaths.link(from: page, to: SitePaths.exercise(entry.exercise.id)),
                               e1rm: entry.records[.bestE1rm].map { context.format.estimatedWeight($0.value) } ?? "",
                               change: e1rmChange(entry, weeks: 12).change ?? "new",
                               sessions: NumberText.counted(sessions, "session"))
        }
    }

    /// The big lifts and their sessions in the 12 weeks, best first (see `bigLifts`).
    func bigLiftEntries(limit: Int = 4) -> [(ExerciseAnalytics, Int)] {
        let end = context.windowEnd(days: 84)
        let start = end.adding(days: -83)
        var positions: [String: (sum: Int, count: Int)] = [:]
        for workout in context.workoutsNewestFirst {
            let day = context.day(of: workout)
            if day > end { continue }
            if day < start { break }
            for (position, logged) in workout.exercises.enumerated() {
                positions[logged.exercise, default: (0, 0)].sum += position
                positions[logged.exercise, default: (0, 0)].count += 1
            }
        }
        func meanPosition(_ id: String) -> Double {
            positions[id].map { Double($0.sum) / Double(max(1, $0.count)) } ?? .infinity
        }
        let ranked = context.analytics.exercises.filter { $0.exercise.type == .weightReps && $0.records[.bestE1rm] != nil }
            .map { entry in (entry, entry.sessions.count { $0.day >= start && $0.day <= end }) }
            .filter { $0.1 > 0 }
            .sorted { lhs, rhs in
                if lhs.1 != rhs.1 { return lhs.1 > rhs.1 }
                let (left, right) = (meanPosition(lhs.0.exercise.id), meanPosition(rhs.0.exercise.id))
                return left != right ? left < right : lhs.0.exercise.name < rhs.0.exercise.name
            }
        return Array(ranked.prefix(limit))
    }
}
