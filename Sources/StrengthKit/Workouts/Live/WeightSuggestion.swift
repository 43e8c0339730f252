/// The weight to use next time for an exercise, by double progression, and why (in words a lifter
/// reads: "last time 3×12 at 60 kg hit the top of 8–12: +2.5 kg").
///
/// Pure: the target, last time's sets, the increment and the check-in in; the suggestion out.
/// Only exercises done with a weight for reps get one. It is in the unit last time's heaviest set was
/// typed in (`WorkoutSet.typedUnit`: 225lbx12 in a kg project is followed by 230 lb), else the display unit.
struct WeightSuggestion: Hashable, Sendable {
    /// `nil` when there is nothing to go by (no earlier sets and no planned weight).
    var weightKg: Double?
    /// The unit the suggestion is in: the one last time's heaviest set was typed in, else the display unit.
    var unit: WeightUnit
    var reason: String
    /// Whether the weight rose over last time's.
    var increased: Bool

    /// `105 kg`, `230 lb`: the weight in the suggestion's unit.
    var weight: String? { weightKg.map(DisplayFormatter(unit: unit).weight) }

    /// - Parameters:
    ///   - target: the plan's target for the exercise, if the plan has it.
    ///   - last: last time's sets of the exercise (`PreviousPerformance.sets`), if it was done before.
    ///   - incrementKg: what a weight rises by, the `weight-increment` setting (`Settings.weightIncrementKg`);
    ///     `nil` for the default of the suggestion's unit, 2.5 kg or 5 lb.
    ///   - readiness: low energy or high soreness holds the weight where it was.
    static func suggest(target: TemplateExercise?, type: ExerciseType, last: [WorkoutSet]?, incrementKg: Double?,
                        readiness: Readiness?, format: DisplayFormatter) -> WeightSuggestion? {
        guard type == .weightReps else { return nil }
        // A missed attempt (0 reps) is no set to progress from.
        let working = (last ?? []).filter { $0.counts && ($0.reps ?? 0) > 0 && $0.weightKg != nil }
        guard let heaviest = working.compactMap(\.weightKg).max() else {
            if let planned = target?.targetWeightKg {
                return WeightSuggestion(weightKg: planned, unit: format.unit, reason: "the plan's weight; no earlier sets to go by",
                                        increased: false)
            }
            return WeightSuggestion(weightKg: nil, unit: format.unit, reason: "first time: no earlier sets to go by", increased: false)
        }
        let atHeaviest = working.filter { $0.weightKg == heaviest }
        let unit = atHeaviest[0].typedUnit ?? format.unit
        let format = DisplayFormatter(unit: unit)
        let incrementKg = incrementKg ?? Settings.defaultWeightIncrementKg(in: unit)
        let done = summary(atHeaviest, weight: heaviest, format: format)
        guard let target, let top = target.topReps else {
            return WeightSuggestion(weightKg: heaviest, unit: unit, reason: "last time \(done); no rep target: same weight", increased: false)
        }
        let range = target.targetRepsMax.map { "\(target.targetReps ?? $0)–\($0)" } ?? "\(top)"
        let hitTop = atHeaviest.count >= target.targetSets && atHeaviest.prefix(target.targetSets).allSatisfy { ($0.reps ?? 0) >= top }
        let trimmed = readiness?.setsTrimmed ?? 0
        if hitTop, trimmed > 0 {
            return WeightSuggestion(weightKg: heaviest, unit: unit,
                                    reason: "last time \(done) hit the top of \(range), but no increase today: \(reasons(readiness))",
                                    increased: false)
        }
        if hitTop {
            return WeightSuggestion(weightKg: heaviest + incrementKg, unit: unit,
                                    reason: "last time \(done) hit the top of \(range): +\(format.weight(incrementKg))", increased: true)
        }
        let shortfall = atHeaviest.count < target.targetSets
            ? "was \(atHeaviest.count) of \(NumberText.counted(target.targetSets, "set"))"
            : "did not reach \(top) on every set"
        return WeightSuggestion(weightKg: heaviest, unit: unit, reason: "last time \(done) \(shortfall): same weight", increased: false)
    }

    /// How many sets the plan asks for today: one fewer for low energy or high soreness, two for
    /// both (`Readiness.setsTrimmed`), never below one.
    static func setsToday(_ target: TemplateExercise, readiness: Readiness?) -> Int {
        let trimmed = readiness?.setsTrimmed ?? 0
        return trimmed == 0 ? target.targetSets : max(1, target.targetSets - trimmed)
    }

    /// Why intensity is reduced: "low energy", "high soreness", "low energy and high soreness".
    static func reasons(_ readiness: Readiness?) -> String {
        var parts: [String] = []
        if readiness?.energy == .low { parts.append("low energy") }
        if readiness?.soreness == .high { parts.append("high soreness") }
        return parts.joined(separator: " and ")
    }

    /// `3×12 at 60 kg` when every set had the same reps, else `12, 11, 10 at 60 kg`.
    private static func summary(_ sets: [WorkoutSet], weight: Double, format: DisplayFormatter) -> String {
        let reps = sets.map { $0.reps ?? 0 }
        let counts = Set(reps).count == 1 ? "\(reps.count)×\(reps[0])" : reps.map(String.init).joined(separator: ", ")
        return "\(counts) at \(format.weight(weight))"
    }
}
