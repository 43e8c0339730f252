/// DOTS: a powerlifting total scaled by body weight, so lifters of different weights can be compared
/// (Tim Konertz, for the German federation BVDK, 2019; the score OpenPowerlifting ranks by).
///
/// score = total × 500 / (a + b·bw + c·bw² + d·bw³ + e·bw⁴), with kilograms for both. The
/// coefficients and the body-weight clamps are OpenPowerlifting's (`dots.rs` in its
/// `coefficients` crate); `DotsTests` checks them against scores OpenPowerlifting published.
enum Dots {
    /// a, b, c, d, e: the polynomial's coefficients from the constant term up.
    static func coefficients(_ set: DotsCoefficients) -> [Double] {
        switch set {
        case .men: [-307.75076, 24.0900756, -0.1918759221, 0.0007391293, -0.000001093]
        case .women: [-57.96288, 13.6175032, -0.1126655495, 0.0005158568, -0.0000010706]
        }
    }

    /// The body weights the polynomial was fitted over. Outside them the curve turns (the women's
    /// denominator falls again above 150 kg), so a weight beyond is scored as the nearest bound.
    static func bodyWeightRange(_ set: DotsCoefficients) -> ClosedRange<Double> {
        switch set {
        case .men: 40...210
        case .women: 40...150
        }
    }

    /// The multiplier for a total at `bodyWeightKg`: 500 over the polynomial.
    static func multiplier(bodyWeightKg: Double, set: DotsCoefficients) -> Double {
        let range = bodyWeightRange(set)
        let weight = min(max(bodyWeightKg, range.lowerBound), range.upperBound)
        // Horner's rule, highest power first.
        let denominator = coefficients(set).reversed().reduce(0) { $0 * weight + $1 }
        return 500 / denominator
    }

    /// The DOTS score of `totalKg` (squat, bench press and deadlift added up) at `bodyWeightKg`.
    static func score(totalKg: Double, bodyWeightKg: Double, set: DotsCoefficients) -> Double {
        totalKg * multiplier(bodyWeightKg: bodyWeightKg, set: set)
    }
}
