/// Why the numbers of an export that names no unit are kilograms or pounds: plate arithmetic.
///
/// Most loads fit both units (60, 100, 140), so only loads that one unit's equipment makes and the
/// other's hardly does count, each kind for one unit:
/// - kg: a total with a 2.5 kg step, which in pounds would need 1.25 lb plates (62.5, 102.5; as a
///   barbell load at 45 or more it counts whole, below as half: some dumbbell racks step 2.5 lb);
///   a dumbbell in 2 kg steps from 16 (16, 18, 22, 24 …; half: light pound dumbbells step 2 too);
///   a microplate total (61.25).
/// - lb: a bar with 45 lb plates, or 45s and a 25 (135, 185, 225, 275, 315, 365, 405 …).
/// - Numbers the app converted, with float noise: `61.23492` is 135 lb written in kilograms (the
///   numbers are kg), `44.09245243697551` is 20 kg written in pounds (the numbers are lb).
///
/// `favoured()` names a unit only when it wins clearly; otherwise the import asks for `--units`.
package struct WeightEvidence: Hashable, Sendable, Codable {
    /// Non-zero weights looked at.
    package var weights: Int = 0
    /// Barbell loads (45 or more) with a 2.5 step or a microplate: kilograms.
    package var kgBarbellLoads: Int = 0
    /// Lighter loads with a 2.5 step, and dumbbells in 2 kg steps: kilograms, counted half.
    package var kgDumbbellLoads: Int = 0
    /// Bars loaded with 45 lb plates (and a 25): pounds.
    package var lbPlateLoads: Int = 0
    /// Numbers that are round pounds converted to kilograms: the numbers are kilograms.
    package var convertedFromPounds: Int = 0
    /// Numbers that are round kilograms converted to pounds: the numbers are pounds.
    package var convertedFromKilograms: Int = 0
    /// A few distinct weights that count for each unit, smallest first, for messages.
    package var kgExamples: [Double] = []
    package var lbExamples: [Double] = []

    init() {}

    static let poundPlateLoads: Set<Int> = [135, 185, 225, 275, 315, 365, 405, 455, 495, 545, 585]
    static let maximumExamples = 4

    /// The evidence of a file's unitless weights.
    static func of(_ values: [SourceWeight]) -> WeightEvidence {
        var evidence = WeightEvidence()
        var kgSeen = Set<Double>()
        var lbSeen = Set<Double>()
        for weight in values where weight.value > 0 {
            let value = weight.value
            evidence.weights += 1
            let tolerance = weight.decimals.map { 0.5 * pow10(-$0) * 1.0001 } ?? max(value * 2e-6, 1e-9)
            if !isMultiple(value, of: 0.01, within: tolerance) {
                if isMultiple(value / WeightUnit.kilogramsPerPound, of: 0.5, within: tolerance / WeightUnit.kilogramsPerPound) {
                    evidence.convertedFromPounds += 1
                    kgSeen.insert(value)
                } else if isMultiple(value * WeightUnit.kilogramsPerPound, of: 0.25, within: tolerance * WeightUnit.kilogramsPerPound) {
                    evidence.convertedFromKilograms += 1
                    lbSeen.insert(value)
                }
                continue
            }
            let rounded = (value * 100).rounded() / 100
            // `exactly`: a weight beyond Int's range (a typo of 9.3e18) is no whole number of plates, not a trap.
            let whole = Int(exactly: rounded)
            if isMultiple(rounded, of: 2.5, within: 1e-6), !isMultiple(rounded, of: 5, within: 1e-6) {
                if rounded >= 45 { evidence.kgBarbellLoads += 1 } else { evidence.kgDumbbellLoads += 1 }
                kgSeen.insert(rounded)
            } else if isMultiple(rounded, of: 1.25, within: 1e-6), !isMultiple(rounded, of: 2.5, within: 1e-6), rounded >= 20 {
                evidence.kgBarbellLoads += 1
                kgSeen.insert(rounded)
            } else if let whole, (16..<50).contains(whole), whole % 2 == 0, whole % 5 != 0 {
                evidence.kgDumbbellLoads += 1
                kgSeen.insert(rounded)
            } else if let whole, poundPlateLoads.contains(whole) {
                evidence.lbPlateLoads += 1
                lbSeen.insert(rounded)
            }
        }
        evidence.kgExamples = Array(kgSeen.sorted().prefix(maximumExamples))
        evidence.lbExamples = Array(lbSeen.sorted().prefix(maximumExamples))
        return evidence
    }

    /// What counts for kilograms (dumbbell-range loads half).
    package var kgScore: Double { Double(kgBarbellLoads + convertedFromPounds) + Double(kgDumbbellLoads) / 2 }
    package var lbScore: Double { Double(lbPlateLoads + convertedFromKilograms) }

    /// The unit that wins clearly — at least 3 weights and 2 % of them count for it, and at least
    /// 2.5 times what counts for the other — or `nil`. (Pound lifters' files hold many 2.5 lb steps
    /// too: dumbbell racks, a 20 kg plate's 44 lb; the real exports here give lb at 2.8 to 64 times
    /// the kg evidence, kg at 3.4 to 16 times the lb.)
    func favoured() -> WeightUnit? {
        func wins(_ score: Double, over other: Double) -> Bool {
            score >= 3 && score >= Double(weights) * 0.02 && score >= other * 2.5
        }
        if wins(kgScore, over: lbScore) { return .kg }
        if wins(lbScore, over: kgScore) { return .lb }
        return nil
    }

    private static func isMultiple(_ value: Double, of step: Double, within tolerance: Double) -> Bool {
        abs(value - (value / step).rounded() * step) <= tolerance
    }

    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
