/// Loads on a bodyweight exercise that look like the lifter's own body weight typed as load: FitNotes
/// users often type what they weigh as the weight of a chin-up or a dip (`Chin Up,Back,90.0,8`), which
/// would make every chin-up "+90 kg". A load looks like body weight when
/// - it lies within 15 % of a body weight the lifter logged within 30 days of the set; or,
/// - with no body weight logged near any of its sets, every set of the exercise is loaded with 40 kg
///   or more, nearly constant within a session (within 2 %) and drifting by less than 5 % a month over
///   the sessions, as a body weight does and added load does not (it grows in plate steps).
/// The exercise's name saying "weighted" is the lifter saying the load is added: such an exercise is
/// not asked about. Pure: the sessions and the body-weight log in, a verdict per set out.
package enum BodyWeightAsLoad {
    /// One session of the exercise: its day and each set's load in kilograms (`nil` for none).
    struct Session: Hashable, Sendable {
        var day: LocalDay
        var loads: [Double?]
    }

    package static let nearEntryShare = 0.15
    static let nearEntryDays = 30
    package static let minimumLoadKg = 40.0
    static let withinSessionShare = 0.02
    package static let driftPerMonthShare = 0.05

    /// Whether the exercise's name leaves its loads in doubt: a bodyweight exercise not called weighted.
    static func applies(to exercise: Exercise) -> Bool {
        exercise.type == .bodyweightReps && !exercise.name.lowercased().contains("weighted")
    }

    /// For each session, for each set, whether its load looks like body weight.
    static func verdicts(_ sessions: [Session], bodyWeight: BodyWeightLog) -> [[Bool]] {
        let entries = bodyWeight.entries
        func nearEntry(_ day: LocalDay) -> BodyWeightEntry? {
            entries.filter { abs($0.date.daysSinceEpoch - day.daysSinceEpoch) <= nearEntryDays }
                .min { abs($0.date.daysSinceEpoch - day.daysSinceEpoch) < abs($1.date.daysSinceEpoch - day.daysSinceEpoch) }
        }
        let near = sessions.map { nearEntry($0.day) }
        if near.contains(where: { $0 != nil }) {
            return zip(sessions, near).map { session, entry in
                session.loads.map { load in
                    guard let load, load > 0, let entry else { return false }
                    return abs(load - entry.weightKg) <= nearEntryShare * entry.weightKg
                }
            }
        }
        let verdict = looksLikeAnUnloggedBodyWeight(sessions)
        return sessions.map { session in session.loads.map { ($0 ?? 0) > 0 && verdict } }
    }

    /// With no body weight logged: every load 40 kg or more, nearly constant within each session, and
    /// drifting less than 5 % a month from the first session to the last.
    private static func looksLikeAnUnloggedBodyWeight(_ sessions: [Session]) -> Bool {
        let loads = sessions.flatMap(\.loads)
        guard !loads.isEmpty, loads.allSatisfy({ ($0 ?? 0) >= minimumLoadKg }) else { return false }
        for session in sessions {
            let values = session.loads.compactMap { $0 }
            guard let low = values.min(), let high = values.max(), high - low <= withinSessionShare * low else { return false }
        }
        let values = loads.compactMap { $0 }
        guard let low = values.min(), let high = values.max(), let first = sessions.first?.day, let last = sessions.last?.day else { return false }
        let months = max(1, Double(last.daysSinceEpoch - first.daysSinceEpoch) / 30.4)
        return (high - low) <= driftPerMonthShare * months * low
    }
}
