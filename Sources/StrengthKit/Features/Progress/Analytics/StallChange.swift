/// What changed around a stall (issue 43, item 2), described, never prescribed: a lift's sessions a
/// week, working sets a week, typical rep range and mean RPE during the stall against the
/// `beforeWeeks` weeks before it.
///
/// It reads the workouts rather than `ExerciseAnalytics.sessions`: the rep range and RPE need every
/// working set, which the engine's per-session summary (and its checkpoint) does not keep, and only a
/// stalled lift needs them.
struct StallChange: Hashable, Sendable {
    /// A figure before the stall and during it.
    struct Figure<Value: Hashable & Sendable>: Hashable, Sendable {
        var before: Value
        var during: Value
    }

    /// The middle half of the working sets' reps: the lower to the upper quartile (nearest rank), so
    /// that one set of 20 among fives does not widen it.
    struct RepRange: Hashable, Sendable, CustomStringConvertible {
        var low: Int
        var high: Int
        var description: String { low == high ? "\(low)" : "\(low)–\(high)" }
    }

    /// The weeks before the stall it is compared with.
    static let beforeWeeks = 8

    var sessionsAWeek: Figure<Double>
    var workingSetsAWeek: Figure<Double>
    /// `nil` on a side with no set of reps (timed and distance exercises).
    var repRange: Figure<RepRange?>
    /// `nil` on a side where no working set has an RPE.
    var meanRPE: Figure<Double?>

    /// The stall of `exercise` since `since` (the best's day) to `end`: during is the days after the
    /// best through `end`; before, the `beforeWeeks` weeks ending on the best's day.
    init(exercise: String, in data: ProjectData, since: LocalDay, end: LocalDay) {
        let zone = data.timeZone
        var days: [LocalDay: [WorkoutSet]] = [:]
        for workout in data.workouts {
            let day = workout.start.local(in: zone).day
            let sets = workout.exercises.filter { $0.exercise == exercise }.flatMap(\.sets).filter(\.counts)
            guard !sets.isEmpty else { continue }
            days[day, default: []] += sets
        }
        let beforeStart = since.adding(days: 1 - 7 * Self.beforeWeeks)
        func figures(_ range: ClosedRange<LocalDay>) -> (sessions: Double, sets: Double, reps: RepRange?, rpe: Double?) {
            let inside = days.filter { range.contains($0.key) }
            let weeks = Double(range.upperBound.daysSinceEpoch - range.lowerBound.daysSinceEpoch + 1) / 7
            let sets = inside.values.flatMap { $0 }
            let reps = sets.compactMap(\.reps).filter { $0 > 0 }.sorted()
            let rpes = sets.compactMap(\.rpe)
            let rank = { (share: Double) in reps[max(Int((share * Double(reps.count)).rounded(.up)) - 1, 0)] }
            return (Double(inside.count) / weeks, Double(sets.count) / weeks,
                    reps.isEmpty ? nil : RepRange(low: rank(0.25), high: rank(0.75)),
                    rpes.isEmpty ? nil : rpes.reduce(0, +) / Double(rpes.count))
        }
        let before = figures(beforeStart...since)
        let during = since < end ? figures(since.adding(days: 1)...end) : (sessions: 0, sets: 0, reps: nil, rpe: nil)
        sessionsAWeek = Figure(before: before.sessions, during: during.sessions)
        workingSetsAWeek = Figure(before: before.sets, during: during.sets)
        repRange = Figure(before: before.reps, during: during.reps)
        meanRPE = Figure(before: before.rpe, during: during.rpe)
    }
}
