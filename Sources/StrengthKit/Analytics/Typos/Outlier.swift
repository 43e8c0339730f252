/// A set `OutlierRule` finds far beyond its exercise's history: which value, the history's best,
/// and what was probably meant (the value divided by 10, when that lies within the history's range).
struct Outlier: Hashable, Sendable {
    enum Field: Hashable, Sendable {
        /// A weight, in this display unit.
        case weight(WeightUnit)
        case reps
    }

    var field: Field
    var value: Double
    var best: Double
    var suggestion: Double?

    /// `Deadlift: 1400 kg is more than 1.5× your heaviest set so far (140 kg) and 50 kg over it —
    /// did you mean 140?`
    func description(exercise: String) -> String {
        var text: String
        switch field {
        case .weight(let unit):
            text = "\(exercise): \(valueText) is more than \(Self.number(OutlierRule.weightFactor))× "
                + "your heaviest set so far (\(Self.number(best)) \(unit.rawValue)) and "
                + "\(Self.number(OutlierRule.weightMargin(in: unit))) \(unit.rawValue) over it"
        case .reps:
            text = "\(exercise): \(valueText) is more than \(OutlierRule.repsFactor)× your most reps so far "
                + "(\(Self.number(best))) and \(OutlierRule.repsMargin) over them"
        }
        if let suggestion { text += " — did you mean \(Self.number(suggestion))?" }
        return text
    }

    /// `1400 kg`, `80 reps`.
    var valueText: String {
        switch field {
        case .weight(let unit): "\(Self.number(value)) \(unit.rawValue)"
        case .reps: NumberText.counted(Int(value), "rep")
        }
    }

    private static func number(_ value: Double) -> String {
        NumberText.decimal(value, maximumFractionDigits: 2)
    }
}

extension Outlier {
    /// `set` as this outlier's suggestion would have it (a tenth of the weight or the reps), or `nil`
    /// when the rule has no suggestion.
    func suggested(_ set: WorkoutSet, unit: WeightUnit) -> WorkoutSet? {
        guard let suggestion else { return nil }
        var meant = set
        switch field {
        case .weight: meant.weightKg = unit.kilograms(suggestion)
        case .reps: meant.reps = Int(suggestion)
        }
        meant.review = nil
        return meant
    }
}
