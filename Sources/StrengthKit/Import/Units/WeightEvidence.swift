/// Why the numbers of an export that names no unit are kilograms or pounds: what the app's
/// conversions left behind, else plate arithmetic.
///
/// Strong keeps kilograms and writes each number in the unit the lifter showed at export, so a
/// conversion leaves residue that names the file's unit (`convertedFromPounds`, `convertedFromKilograms`):
/// - `61.23492` is 135 lb written in kilograms, `6.8` is 15 lb rounded to a decimal: the numbers are kg.
/// - `44.09245243697551` and `16.53` are 20 kg and 7.5 kg written in pounds, `13.2` is 6 kg cut to
///   one decimal: the numbers are lb.
/// - `74.99999999999999` is 75 that went through Strong's kilograms and back: typed in the unit
///   shown, which is not the kilograms Strong keeps, so the numbers are lb.
///
/// Residue is what the app did, so when it points one way it decides. Otherwise plate arithmetic
/// counts the loads that one unit's equipment makes and the other's hardly does, each kind for one unit:
/// - kg: a total with a 2.5 kg step, which in pounds would need 1.25 lb plates (62.5, 102.5; as a
///   barbell load at 45 or more it counts whole, below as half: some dumbbell racks step 2.5 lb);
///   a dumbbell in 2 kg steps from 16 (16, 18, 22, 24 …; half: light pound dumbbells step 2 too);
///   a microplate total (61.25).
/// - lb: a bar with 45 lb plates, or 45s and a 25 (135, 185, 225, 275, 315, 365, 405 …).
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
    /// Numbers that are round pounds written in kilograms (with many decimals, or rounded to one or
    /// two): the numbers are kilograms.
    package var convertedFromPounds: Int = 0
    /// Numbers that are round kilograms written in pounds, and round numbers with float noise (see
    /// the type's comment): the numbers are pounds.
    package var convertedFromKilograms: Int = 0
    /// A few distinct weights that count for each unit, smallest first, for messages.
    package var kgExamples: [Double] = []
    package var lbExamples: [Double] = []
    /// A few distinct numbers with residue for each unit, as written (`37.49999999999999`).
    package var kgResidueExamples: [Double] = []
    package var lbResidueExamples: [Double] = []

    init() {}

    static let poundPlateLoads: Set<Int> = [135, 185, 225, 275, 315, 365, 405, 455, 495, 545, 585]
    static let maximumExamples = 4

    /// The evidence of a file's unitless weights.
    static func of(_ values: [SourceWeight]) -> WeightEvidence {
        var evidence = WeightEvidence()
        var kgSeen = Set<Double>()
        var lbSeen = Set<Double>()
        var kgResidue = Set<Double>()
        var lbResidue = Set<Double>()
        for weight in values where weight.value > 0 {
            let value = weight.value
            evidence.weights += 1
            let tolerance = weight.decimals.map { 0.5 * pow10(-$0) * 1.0001 } ?? max(value * 2e-6, 1e-9)
            if !isMultiple(value, of: 0.01, within: tolerance) {
                if isMultiple(value / WeightUnit.kilogramsPerPound, of: 0.5, within: tolerance / WeightUnit.kilogramsPerPound) {
                    evidence.convertedFromPounds += 1
                    kgSeen.insert(value)
                    kgResidue.insert(value)
                } else if isMultiple(value * WeightUnit.kilogramsPerPound, of: 0.25, within: tolerance * WeightUnit.kilogramsPerPound) {
                    evidence.convertedFromKilograms += 1
                    lbSeen.insert(value)
                    lbResidue.insert(value)
                }
                continue
            }
            let rounded = (value * 100).rounded() / 100
            switch residue(rounded, written: value, decimals: weight.decimals) {
            case .kg?:
                evidence.convertedFromPounds += 1
                kgSeen.insert(rounded)
                kgResidue.insert(value)
                continue
            case .lb?:
                evidence.convertedFromKilograms += 1
                lbSeen.insert(rounded)
                lbResidue.insert(value)
                continue
            case nil:
                break
            }
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
        evidence.kgResidueExamples = Array(kgResidue.sorted().prefix(maximumExamples))
        evidence.lbResidueExamples = Array(lbResidue.sorted().prefix(maximumExamples))
        return evidence
    }

    /// The unit a number with at most two decimals was converted into, by its residue: float noise
    /// on a typed number (`written` is not `rounded`), or a number nobody types (off the 0.25 grid) that
    /// is round in the other unit to the precision it was written with (cut or rounded to its last
    /// decimal). `nil` when it shows neither, or both.
    private static func residue(_ rounded: Double, written: Double, decimals: Int?) -> WeightUnit? {
        if written != rounded {
            // Only apps that write full doubles leave noise; a round number with noise went through
            // Strong's kilograms, so it was typed in pounds.
            return decimals == nil && isMultiple(rounded, of: 0.25, within: 1e-9) ? .lb : nil
        }
        guard !isMultiple(rounded, of: 0.25, within: 1e-9) else { return nil }
        let places = decimals ?? (isMultiple(rounded, of: 0.1, within: 1e-9) ? 1 : 2)
        let precision = pow10(-places) * 1.0001
        let roundKilograms = isMultiple(rounded * WeightUnit.kilogramsPerPound, of: 0.5, within: precision * WeightUnit.kilogramsPerPound)
        let roundPounds = isMultiple(rounded / WeightUnit.kilogramsPerPound, of: 2.5, within: precision / WeightUnit.kilogramsPerPound)
        switch (roundKilograms, roundPounds) {
        case (true, false): return .lb
        case (false, true): return .kg
        default: return nil
        }
    }

    /// What counts for kilograms (dumbbell-range loads half).
    package var kgScore: Double { Double(kgBarbellLoads + convertedFromPounds) + Double(kgDumbbellLoads) / 2 }
    package var lbScore: Double { Double(lbPlateLoads + convertedFromKilograms) }

    /// The unit that wins clearly, or `nil`. Residue first: at least 3 numbers and 2.5 times the
    /// residue of the other unit (however few of the file's weights they are: a conversion is no
    /// coincidence of equipment). Else everything that counts: at least 3 weights and 2 % of them
    /// count for the unit, and at least 2.5 times what counts for the other. (Pound lifters' files hold
    /// many 2.5 lb steps too: dumbbell racks, a 20 kg plate's 44 lb. Of the real pound exports here,
    /// two give lb only 1.3 and 2.3 times the kg evidence and are told by their residue alone.)
    func favoured() -> WeightUnit? {
        if let unit = favouredByResidue() { return unit }
        if Self.wins(kgScore, over: lbScore, of: weights) { return .kg }
        if Self.wins(lbScore, over: kgScore, of: weights) { return .lb }
        return nil
    }

    /// The unit the residue alone names (see `favoured()`), or `nil`.
    func favouredByResidue() -> WeightUnit? {
        let (kg, lb) = (Double(convertedFromPounds), Double(convertedFromKilograms))
        if Self.wins(kg, over: lb) { return .kg }
        if Self.wins(lb, over: kg) { return .lb }
        return nil
    }

    /// What decided the unit, for the summary: "plate arithmetic", or the numbers with residue.
    package var reason: String {
        guard let unit = favouredByResidue() else { return "plate arithmetic" }
        let examples = (unit == .kg ? kgResidueExamples : lbResidueExamples).map { "\($0)" }.joined(separator: ", ")
        return "what the app's conversions left in its numbers (\(examples))"
    }

    private static func wins(_ score: Double, over other: Double, of weights: Int? = nil) -> Bool {
        score >= 3 && score >= Double(weights ?? 0) * 0.02 && score >= other * 2.5
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
