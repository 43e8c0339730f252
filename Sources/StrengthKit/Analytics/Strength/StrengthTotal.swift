/// What the DOTS score is made of: the best estimated 1RM of each powerlifting lift in a window, added
/// up, and the body weight logged last on or before the window's end.
struct StrengthTotal: Hashable, Sendable {
    /// One lift's share: the session with its best estimate in the window.
    struct Part: Hashable, Sendable {
        var lift: PowerliftingLift
        var exerciseID: String
        var e1rmKg: Double
        var day: LocalDay
    }

    /// What keeps a window from having a total: the lifts with no estimate in it, and whether no body
    /// weight was logged by its end.
    struct Shortfall: Error, Hashable, Sendable {
        var lifts: [PowerliftingLift]
        var bodyWeight: Bool
    }

    /// Squat, bench press, deadlift, in that order.
    var parts: [Part]
    var bodyWeight: BodyWeightEntry

    /// The total of the days `start` through `end`. `lifts` says which exercise (by id) is which lift;
    /// when two exercises are the same lift, the higher estimate counts (on a tie, the earlier one).
    static func make(exercises: [ExerciseAnalytics], lifts: [String: PowerliftingLift], bodyWeight: BodyWeightLog,
                     from start: LocalDay, through end: LocalDay) -> Result<StrengthTotal, Shortfall> {
        var best: [PowerliftingLift: Part] = [:]
        for entry in exercises {
            guard let lift = lifts[entry.exercise.id] else { continue }
            for session in entry.sessions where session.day >= start && session.day <= end {
                guard let e1rm = session.bestE1rmKg else { continue }
                let part = Part(lift: lift, exerciseID: entry.exercise.id, e1rmKg: e1rm, day: session.day)
                if let current = best[lift], !beats(part, current) { continue }
                best[lift] = part
            }
        }
        let parts = PowerliftingLift.allCases.compactMap { best[$0] }
        let weight = bodyWeight.entry(on: end)
        guard parts.count == PowerliftingLift.allCases.count, let weight else {
            return .failure(Shortfall(lifts: PowerliftingLift.allCases.filter { best[$0] == nil }, bodyWeight: weight == nil))
        }
        return .success(StrengthTotal(parts: parts, bodyWeight: weight))
    }

    /// Higher first; then earlier, as a record keeps the set that set it; then by id, so the choice
    /// never depends on the order exercises come in.
    private static func beats(_ part: Part, _ other: Part) -> Bool {
        if part.e1rmKg != other.e1rmKg { return part.e1rmKg > other.e1rmKg }
        if part.day != other.day { return part.day < other.day }
        return part.exerciseID < other.exerciseID
    }
}
