import Foundation

/// Turns weights as exports wrote them into the kilograms the lifter meant, undoing the apps' float
/// noise: `149.99999999999997` lb is 150 lb, Strong's `61.23492` "kg" is 135 lb, FitNotes' `77.16` lb
/// (2 decimals) is 35 kg.
///
/// Precision is the file's: 2e-6 relative for apps that write full doubles, half the last decimal
/// for apps that round (FitNotes 2 decimals, StrongLifts 1). Each weight snaps to the reading, kg or
/// lb, in which it is a multiple of the coarsest step (see `kilograms(_:in:)`); what matches none is
/// snapped to a thousandth (float32 noise) or kept, rounded to 1e-6 kg. The file's evidence (weights
/// round as kg against round as lb) says which unit was typed, which breaks ties. Which unit a
/// file's numbers are in, when it does not say, is `WeightEvidence`'s question, not this one's.
struct WeightSnapper: Sendable {
    /// The unit most weights were typed in.
    let typedIn: WeightUnit

    /// Learns the typed unit from every weight of a file, each with the unit it is read in.
    init(weights: [(SourceWeight, WeightUnit)], fallback: WeightUnit) {
        let evidence = Self.typingEvidence(weights)
        if evidence.roundAsLb > evidence.roundAsKg {
            typedIn = .lb
        } else if evidence.roundAsKg > evidence.roundAsLb {
            typedIn = .kg
        } else {
            typedIn = fallback
        }
    }

    /// Counts weights round in kg and in lb, each read in its own unit and converted to the other.
    static func typingEvidence(_ weights: [(SourceWeight, WeightUnit)]) -> (roundAsKg: Int, roundAsLb: Int) {
        var roundAsKg = 0
        var roundAsLb = 0
        for (weight, unit) in weights where weight.value != 0 {
            let kilograms = unit == .kg ? weight.value : weight.value * WeightUnit.kilogramsPerPound
            let pounds = kilograms / WeightUnit.kilogramsPerPound
            let tolerance = Self.tolerance(for: weight)
            let scale = unit == .kg ? 1 : WeightUnit.kilogramsPerPound
            if isMultiple(kilograms, of: 0.25, within: tolerance.inKilograms(scale: scale)) { roundAsKg += 1 }
            if isMultiple(pounds, of: 0.5, within: tolerance.inPounds(scale: scale)) { roundAsLb += 1 }
        }
        return (roundAsKg, roundAsLb)
    }

    /// Kilograms for `weight` written in `unit`: the reading (kg or lb) in which the value is a
    /// multiple of the coarsest step (5, 2.5, 1, 0.5, 0.25, 0.1, 0.05, 0.01, compared in kg), so
    /// 55 kg stays 55 kg and 20.4 kg (StrongLifts' one decimal) becomes the 45 lb that was typed;
    /// a tie goes to the unit the file was typed in.
    func kilograms(_ weight: SourceWeight, in unit: WeightUnit) -> Double {
        reading(weight, in: unit).kilograms
    }

    /// `kilograms(_:in:)`, and the unit the weight was typed in: the reading it was snapped to, so that
    /// the 20 kg bar of a pound lifter's file (StrongLifts' 44.1) was typed in kg; the file's unit when
    /// no reading is round, or the weight is 0 (round in both).
    func reading(_ weight: SourceWeight, in unit: WeightUnit) -> (kilograms: Double, typedIn: WeightUnit) {
        let value = weight.value
        let tolerance = Self.tolerance(for: weight)
        let scale = unit == .kg ? 1 : WeightUnit.kilogramsPerPound
        let kilograms = value * scale
        let pounds = kilograms / WeightUnit.kilogramsPerPound
        let kgStep = Self.coarsestStep(kilograms, within: tolerance.inKilograms(scale: scale))
        let lbStep = Self.coarsestStep(pounds, within: tolerance.inPounds(scale: scale)).map { $0 * WeightUnit.kilogramsPerPound }
        let useKg: Bool?
        switch (kgStep, lbStep) {
        case (let kg?, let lb?): useKg = abs(kg - lb) < 1e-9 ? typedIn == .kg : kg > lb
        case (.some, nil): useKg = true
        case (nil, .some): useKg = false
        case (nil, nil): useKg = nil
        }
        if let useKg {
            let typed = value == 0 ? typedIn : useKg ? .kg : .lb
            if useKg {
                let step = kgStep ?? 0.01
                return (((kilograms / step).rounded() * step * 100).rounded() / 100, typed)
            }
            let step = (lbStep ?? 0.01) / WeightUnit.kilogramsPerPound
            return (WeightUnit.lb.kilograms(((pounds / step).rounded() * step * 100).rounded() / 100), typed)
        }
        // Float32 noise (71.32500457763672): a thousandth of the unit it was written in.
        let thousandths = (value * 1000).rounded() / 1000
        if abs(value - thousandths) <= max(abs(value) * 2e-6, 1e-9) {
            return (unit == .kg ? thousandths : WeightUnit.lb.kilograms(thousandths), typedIn)
        }
        return (WeightUnit.canonicalKilograms(kilograms), typedIn)
    }

    static let steps: [Double] = [5, 2.5, 1, 0.5, 0.25, 0.1, 0.05, 0.01]

    private static func coarsestStep(_ value: Double, within tolerance: Double) -> Double? {
        steps.first { isMultiple(value, of: $0, within: tolerance) }
    }

    /// How far a written value may be from a round one: half its last decimal, or float noise.
    private struct Tolerance {
        var absolute: Double?
        var value: Double

        /// In kilograms, for a value written in a unit worth `scale` kg.
        func inKilograms(scale: Double) -> Double {
            absolute.map { $0 * scale } ?? max(abs(value) * scale * 2e-6, 1e-9)
        }

        func inPounds(scale: Double) -> Double {
            inKilograms(scale: scale) / WeightUnit.kilogramsPerPound
        }
    }

    private static func tolerance(for weight: SourceWeight) -> Tolerance {
        guard let decimals = weight.decimals else { return Tolerance(absolute: nil, value: weight.value) }
        return Tolerance(absolute: 0.5 * pow(10, -Double(decimals)) * 1.0001, value: weight.value)
    }

    private static func isMultiple(_ value: Double, of step: Double, within tolerance: Double) -> Bool {
        abs(value - (value / step).rounded() * step) <= tolerance
    }
}
