/// The rule that keeps a typo from becoming a record (`1400x5` typed for `140x5`): a set is an
/// outlier when its weight is both more than 1.5× and more than 50 kg above the heaviest set of its
/// exercise in the history — 110 lb when the project shows pounds: the margin is a round number in
/// the unit the lifter reads, and both weights are compared in that unit — or when its reps are
/// both more than 3× and more than 30 above the exercise's most reps.
///
/// The history's sets are its working sets: warm-ups and missed attempts (0 reps) are left out, as
/// every record leaves them out, so the "heaviest set" is the one a record could be. Every set is
/// judged, a warm-up too (a typo there is still shown on every page). An exercise with no such set,
/// and a negative load (assistance), are held only to the store's ranges (`SetRules`).
///
/// Pure: the history in, a verdict per set out. `log`, `workout add`, `workout edit` and `history
/// edit` refuse an outlier unless told it is no typo; `import` keeps it and lists it, judging each
/// row against the history and the file's earlier rows (`include`).
struct OutlierRule: Sendable {
    /// What one exercise's history spans: weights (above 0) in the display unit, and reps.
    struct Span: Hashable, Sendable {
        var lightest: Double?
        var heaviest: Double?
        var fewestReps: Int?
        var mostReps: Int?
    }

    static let weightFactor = 1.5
    static let repsFactor = 3
    static let repsMargin = 30

    /// How far above the heaviest set a weight must also be: 50 kg, or 110 lb.
    static func weightMargin(in unit: WeightUnit) -> Double {
        unit == .kg ? 50 : 110
    }

    let unit: WeightUnit
    private(set) var spans: [String: Span] = [:]

    /// The rule for `history`, in the project's display `unit`.
    init(history: some Sequence<Workout>, unit: WeightUnit) {
        self.unit = unit
        for workout in history {
            for logged in workout.exercises {
                for set in logged.sets { include(set, of: logged.exercise) }
            }
        }
    }

    /// Adds a set to the history (a working set with reps other than 0; others count nowhere).
    mutating func include(_ set: WorkoutSet, of exercise: String) {
        guard set.counts, set.reps != 0 else { return }
        var span = spans[exercise] ?? Span()
        if let kilograms = set.weightKg, kilograms > 0 {
            let weight = shown(kilograms)
            span.lightest = min(span.lightest ?? weight, weight)
            span.heaviest = max(span.heaviest ?? weight, weight)
        }
        if let reps = set.reps {
            span.fewestReps = min(span.fewestReps ?? reps, reps)
            span.mostReps = max(span.mostReps ?? reps, reps)
        }
        spans[exercise] = span
    }

    /// Why `set` of `exercise` looks like a typo against the history, or `nil` when it does not.
    func outlier(_ set: WorkoutSet, of exercise: String) -> Outlier? {
        guard let span = spans[exercise] else { return nil }
        if let kilograms = set.weightKg, kilograms > 0, let heaviest = span.heaviest, let lightest = span.lightest {
            let weight = shown(kilograms)
            if weight > heaviest * Self.weightFactor, weight > heaviest + Self.weightMargin(in: unit) {
                let tenth = weight / 10
                return Outlier(field: .weight(unit), value: weight, best: heaviest,
                               suggestion: (lightest...heaviest).contains(tenth) ? tenth : nil)
            }
        }
        if let reps = set.reps, let most = span.mostReps, let fewest = span.fewestReps,
           reps > most * Self.repsFactor, reps > most + Self.repsMargin {
            let tenth = reps / 10
            return Outlier(field: .reps, value: Double(reps), best: Double(most),
                           suggestion: reps % 10 == 0 && (fewest...most).contains(tenth) ? Double(tenth) : nil)
        }
        return nil
    }

    /// A weight in the display unit, to a thousandth: a pound weight stored in kilograms comes back
    /// as the number typed, so 225 lb + 110 lb is 335 lb exactly.
    private func shown(_ kilograms: Double) -> Double {
        (unit.value(fromKilograms: kilograms) * 1000).rounded() / 1000
    }
}
