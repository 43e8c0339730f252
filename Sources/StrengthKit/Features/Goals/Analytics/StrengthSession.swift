/// One workout's working sets of an exercise, as a strength goal measures them (an exercise logged
/// twice in a workout is one session, as in the analytics).
struct StrengthSession: Hashable, Sendable {
    struct LoggedSet: Hashable, Sendable {
        var weightKg: Double
        var reps: Int
    }

    var day: LocalDay
    var workoutID: String
    /// The best estimate of its working sets (`OneRepMax`); `nil` when none gives one.
    var bestE1rmKg: Double?
    /// Its working sets with a weight and at least one rep.
    var sets: [LoggedSet]

    /// The heaviest weight of a set of at least `reps` reps.
    func heaviestKg(forAtLeast reps: Int) -> Double? {
        sets.filter { $0.reps >= reps }.map(\.weightKg).max()
    }

    /// The sessions of `exercise`, oldest first, through `today`.
    static func all(of exercise: String, in data: ProjectData, through today: LocalDay) -> [StrengthSession] {
        let settings = data.settings.oneRepMax
        let zone = data.timeZone
        var sessions: [StrengthSession] = []
        for workout in data.workouts.sortedOldestFirst() where workout.exercises.contains(where: { $0.exercise == exercise }) {
            let day = workout.start.local(in: zone).day
            guard day <= today else { break }
            let sets = workout.exercises.filter { $0.exercise == exercise }.flatMap(\.sets).compactMap { set -> LoggedSet? in
                guard set.counts, let weight = set.weightKg, weight > 0, let reps = set.reps, reps > 0 else { return nil }
                return LoggedSet(weightKg: weight, reps: reps)
            }
            let best = sets.compactMap { OneRepMax.estimate(weightKg: $0.weightKg, reps: $0.reps, settings: settings) }.max()
            sessions.append(StrengthSession(day: day, workoutID: workout.id, bestE1rmKg: best, sets: sets))
        }
        return sessions
    }
}
