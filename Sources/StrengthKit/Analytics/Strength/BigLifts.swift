/// The dashboard's big lifts: the lifts whose best estimated 1RM it leads with.
///
/// Pinned by the lifter (`settings set big-lifts`), they are those, in that order (the ones with an
/// estimate yet). Otherwise, from the weight × reps exercises trained in the recent window
/// (`RecentWindow`): first the main lifts (`MainLift`: squat, bench press, deadlift, overhead press and their close
/// variants; one per lift: the lift itself when it was trained — a front squat done more often is
/// still the squat's accessory — else its most trained variant), then the most trained of the rest,
/// four in all. Within each part the most sessions first; on a tie the one done earlier in its
/// workouts: lifters start with the lift the day is about; then by name.
enum BigLifts {
    static let limit = Settings.bigLiftsLimit

    /// The rule in a sentence, for `settings set big-lifts`'s help.
    static let defaultRule = "the main lifts (squat, bench press, deadlift, overhead press: the lift itself, or else its most "
        + "trained close variant) trained in the last \(NumberText.counted(RecentWindow.weeks, "week")), then the most trained"

    /// A big lift and its sessions in the window.
    struct Choice {
        var entry: ExerciseAnalytics
        var sessions: Int
    }

    /// - Parameters:
    ///   - workoutsNewestFirst: the history, for where in its workouts each exercise was done.
    ///   - day: the local day a workout belongs to.
    ///   - window: the recent window, ending today or on the newest workout.
    ///   - mainLifts: which exercise (by id) is which main lift, as the catalogue says.
    ///   - plainLifts: those of them that are the lift itself, not a variant (`MainLift.plainNames`).
    ///   - pinned: the exercise ids the lifter chose, or `nil` for the rule.
    static func choose(from exercises: [ExerciseAnalytics], workoutsNewestFirst: [Workout], day: (Workout) -> LocalDay,
                       in window: RecentWindow, mainLifts: [String: MainLift], plainLifts: Set<String>,
                       pinned: [String]?) -> [Choice] {
        let (start, end) = (window.start, window.end)
        func sessions(_ entry: ExerciseAnalytics) -> Int { entry.sessions.count { window.contains($0.day) } }
        let estimated = exercises.filter { $0.exercise.type == .weightReps && $0.records[.bestE1rm] != nil }
        if let pinned, !pinned.isEmpty {
            let byID = Dictionary(estimated.map { ($0.exercise.id, $0) }, uniquingKeysWith: { first, _ in first })
            return pinned.compactMap { byID[$0] }.map { Choice(entry: $0, sessions: sessions($0)) }
        }
        var positions: [String: (sum: Int, count: Int)] = [:]
        for workout in workoutsNewestFirst {
            let workoutDay = day(workout)
            if workoutDay > end { continue }
            if workoutDay < start { break }
            for (position, logged) in workout.exercises.enumerated() {
                positions[logged.exercise, default: (0, 0)].sum += position
                positions[logged.exercise, default: (0, 0)].count += 1
            }
        }
        func meanPosition(_ id: String) -> Double {
            positions[id].map { Double($0.sum) / Double(max(1, $0.count)) } ?? .infinity
        }
        let ranked = estimated.map { Choice(entry: $0, sessions: sessions($0)) }
            .filter { $0.sessions > 0 }
            .sorted { lhs, rhs in
                if lhs.sessions != rhs.sessions { return lhs.sessions > rhs.sessions }
                let (left, right) = (meanPosition(lhs.entry.exercise.id), meanPosition(rhs.entry.exercise.id))
                return left != right ? left < right : lhs.entry.exercise.name < rhs.entry.exercise.name
            }
        var chosenLifts = Set<MainLift>()
        let plainFirst = ranked.filter { plainLifts.contains($0.entry.exercise.id) } + ranked.filter { !plainLifts.contains($0.entry.exercise.id) }
        let mainIDs = Set(plainFirst.compactMap { choice -> String? in
            guard let lift = mainLifts[choice.entry.exercise.id], chosenLifts.insert(lift).inserted else { return nil }
            return choice.entry.exercise.id
        })
        let main = ranked.filter { mainIDs.contains($0.entry.exercise.id) }
        return Array((main + ranked.filter { !mainIDs.contains($0.entry.exercise.id) }).prefix(limit))
    }
}
