/// Estimated one-rep max from a set of `weight × reps`.
///
/// A single is its own 1RM. Sets with 0 reps (missed attempts) or more reps than the cap give no
/// estimate, because the formulas overestimate badly at high reps.
enum OneRepMax {
    static func estimate(weightKg: Double, reps: Int, settings: OneRepMaxSettings) -> Double? {
        guard reps >= 1, reps <= settings.repCap, weightKg > 0 else { return nil }
        if reps == 1 { return weightKg }
        switch settings.formula {
        case .brzycki: return weightKg * 36 / (37 - Double(reps))
        case .epley: return weightKg * (1 + Double(reps) / 30)
        }
    }

    /// The weight the formula predicts for `reps` reps from a one-rep max: the rep-max table's
    /// "estimated" column.
    static func weight(forReps reps: Int, oneRepMaxKg: Double, formula: OneRepMaxFormula) -> Double {
        if reps <= 1 { return oneRepMaxKg }
        switch formula {
        case .brzycki: return oneRepMaxKg * (37 - Double(reps)) / 36
        case .epley: return oneRepMaxKg / (1 + Double(reps) / 30)
        }
    }
}
