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

    /// The first day a stall since `since` is compared from: `beforeWeeks` weeks before the best's day.
    static func firstDay(since: LocalDay) -> LocalDay {
        since.adding(days: 1 - 7 * beforeWeeks)
    }

    /// The stall of `exercise` since `since` (the best's day) to `end`, from every workout of `data`.
    init(exercise: String, in data: ProjectData, since: LocalDay, end: LocalDay) {
        let zone = data.timeZone
        self = Self.of([(exercise, since)], workouts: data.workouts.lazy.map { (day: $0.start.local(in: zone).day, workout: $0) },
                       end: end)[exercise] ?? StallChange(sets: [], since: since, end: end)
    }

    /// What changed around each stall of `stalls` (a lift's id and its best's day) to `end`, by lift,
    /// from one pass over `workouts`: those of the days compared or more (from the earliest stall's
    /// `firstDay`), each with its day in the project's time zone. The site takes them from its analysis,
    /// sorted by day, rather than converting every workout's start, and a page with many stalls (the
    /// Progress page, a journal post's `{{progress}}`) passes over them once.
    static func of(_ stalls: [(exercise: String, since: LocalDay)], workouts: some Sequence<(day: LocalDay, workout: Workout)>,
                   end: LocalDay) -> [String: StallChange] {
        guard !stalls.isEmpty else { return [:] }
        // By position in `stalls`, found by comparing ids: a page has a few stalls, and hashing each
        // logged exercise's id cost more than the comparisons.
        let ids = stalls.map(\.exercise)
        var sets = Array(repeating: [CountedSet](), count: ids.count)
        for (day, workout) in workouts {
            for logged in workout.exercises {
                guard let position = ids.firstIndex(of: logged.exercise) else { continue }
                for set in logged.sets where set.counts {
                    sets[position].append(CountedSet(day: day, reps: set.reps, rpe: set.rpe))
                }
            }
        }
        var changes: [String: StallChange] = [:]
        for (position, stall) in stalls.enumerated() where changes[stall.exercise] == nil {
            changes[stall.exercise] = StallChange(sets: sets[position], since: stall.since, end: end)
        }
        return changes
    }

    /// A working set as the figures read it.
    private struct CountedSet {
        var day: LocalDay
        var reps: Int?
        var rpe: Double?
    }

    /// During is the days after the best through `end`; before, the `beforeWeeks` weeks ending on the
    /// best's day. `sets`: the lift's working sets.
    private init(sets all: [CountedSet], since: LocalDay, end: LocalDay) {
        let beforeStart = Self.firstDay(since: since)
        func figures(_ range: ClosedRange<LocalDay>) -> (sessions: Double, sets: Double, reps: RepRange?, rpe: Double?) {
            let sets = all.filter { range.contains($0.day) }
            let weeks = Double(range.upperBound.daysSinceEpoch - range.lowerBound.daysSinceEpoch + 1) / 7
            let reps = sets.compactMap(\.reps).filter { $0 > 0 }.sorted()
            let rpes = sets.compactMap(\.rpe)
            let rank = { (share: Double) in reps[max(Int((share * Double(reps.count)).rounded(.up)) - 1, 0)] }
            return (Double(Set(sets.map(\.day)).count) / weeks, Double(sets.count) / weeks,
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
