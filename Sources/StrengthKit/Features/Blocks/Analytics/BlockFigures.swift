/// The figures of a range of days (a block, or any `YYYY-MM-DD..YYYY-MM-DD`): what a block review
/// compares. Counted as the rest of the analytics count (`WorkoutAnalytics`, `ExerciseSession`).
struct BlockFigures: Hashable, StableHashable, Sendable {
    /// A muscle group's working sets a week, weighted as the muscles page weights them.
    struct MuscleSets: Hashable, StableHashable, Sendable {
        var id: String
        var name: String
        var setsPerWeek: Double
    }

    /// A big lift's best session e1RM in the first and the last training week of the range it was
    /// trained in, the block's deload week aside (the lift's end is where the block's work took it,
    /// not the lighter week that ends it); nil when it was not trained in the range.
    struct LiftChange: Hashable, StableHashable, Sendable {
        var exerciseID: String
        var name: String
        var startE1rmKg: Double?
        var endE1rmKg: Double?
    }

    var start: LocalDay
    var end: LocalDay
    /// (end - start + 1 days) / 7.
    var weeks: Double
    var workouts: Int
    var workoutsPerWeek: Double
    var workingSetsPerWeek: Double
    var volumePerWeekKg: Double
    /// Every muscle group trained in the range, most sets first, then by name.
    var muscles: [MuscleSets]
    /// In the order of `bigLifts` given.
    var bigLifts: [LiftChange]

    /// The share of an exercise's sets its category at `position` in its list gets: the first in
    /// full, every further one half, as `MuscleGroupWeek`'s sets (a test holds them equal).
    static func muscleShare(position: Int) -> Double { position == 0 ? 1 : 0.5 }

    /// A block's figures: its days, its big lifts' e1RMs without the deload week it ends with.
    static func of(_ block: TrainingBlock, analytics: TrainingAnalytics, library: ExerciseLibrary, bigLifts: [String]) -> BlockFigures {
        of(block.start, block.end, analytics: analytics, library: library, bigLifts: bigLifts, apartFrom: block.deloadWeek)
    }

    /// The figures of the days `start` to `end`, both counted; the week starting on `deloadWeek`, when
    /// given, counts for every figure but the big lifts' e1RMs.
    static func of(_ start: LocalDay, _ end: LocalDay, analytics: TrainingAnalytics, library: ExerciseLibrary,
                   bigLifts: [String], apartFrom deloadWeek: LocalDay? = nil) -> BlockFigures {
        let range = start...end
        let weeks = BlockDetector.weeks(from: start, to: end)
        let inRange = analytics.workouts[analytics.workouts.indices(sortedBy: \.day, in: range)]
        let sets = inRange.reduce(0) { $0 + $1.workingSets }
        let volume = inRange.reduce(0.0) { $0 + $1.volumeKg }

        var muscleSets: [String: Double] = [:]
        for entry in analytics.exercises {
            let entrySets = entry.sessions[entry.sessions.indices(sortedBy: \.day, in: range)].reduce(0) { $0 + $1.workingSets }
            guard entrySets > 0 else { continue }
            for (position, category) in entry.exercise.categories.enumerated() where library.category(id: category) != nil {
                muscleSets[category, default: 0] += Double(entrySets) * muscleShare(position: position)
            }
        }
        let muscles = muscleSets.compactMap { id, total -> MuscleSets? in
            library.category(id: id).map { MuscleSets(id: id, name: $0.name, setsPerWeek: total / weeks) }
        }.sorted { ($0.setsPerWeek, $1.name) > ($1.setsPerWeek, $0.name) }

        let trainingWeeks = analytics.weeks
        let lifts = bigLifts.map { id -> LiftChange in
            let entry = analytics.exercise(id: id)
            let name = entry?.exercise.name ?? library.exercise(id: id)?.name ?? id
            var bestByWeek: [LocalDay: Double] = [:]
            let sessions = entry?.sessions ?? []
            for session in sessions[sessions.indices(sortedBy: \.day, in: range)] {
                guard let e1rm = session.bestE1rmKg else { continue }
                let week = trainingWeeks.weekStart(of: session.day)
                if week == deloadWeek { continue }
                bestByWeek[week] = max(bestByWeek[week] ?? e1rm, e1rm)
            }
            let (first, last) = (bestByWeek.keys.min(), bestByWeek.keys.max())
            return LiftChange(exerciseID: id, name: name, startE1rmKg: first.flatMap { bestByWeek[$0] },
                              endE1rmKg: last.flatMap { bestByWeek[$0] })
        }
        return BlockFigures(start: start, end: end, weeks: weeks, workouts: inRange.count,
                            workoutsPerWeek: Double(inRange.count) / weeks, workingSetsPerWeek: Double(sets) / weeks,
                            volumePerWeekKg: volume / weeks, muscles: muscles, bigLifts: lifts)
    }
}
