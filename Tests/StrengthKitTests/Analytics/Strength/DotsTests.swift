import Testing
@testable import StrengthKit

/// The DOTS formula: total × 500 / (a + b·bw + c·bw² + d·bw³ + e·bw⁴), body weight clamped to the
/// range the curve was fitted over.
@Suite struct DotsTests {
    /// (set, body weight, total, expected score), worked out term by term with exact decimals:
    /// men at 100 kg: −307.75076 + 2409.00756 − 1918.759221 + 739.1293 − 109.3 = 812.326879, and
    /// 600 × 500 / 812.326879 = 369.30946; women at 60 kg: −57.96288 + 817.050192 − 405.5959782 +
    /// 111.4250688 − 13.874976 = 451.0414266, and 400 × 500 / 451.0414266 = 443.41825.
    static let handComputed: [(DotsCoefficients, Double, Double, Double)] = [
        (.men, 100, 600, 369.30946),
        (.men, 80, 500, 344.77323),   // 725.1143082
        (.women, 60, 400, 443.41825),
        (.women, 150, 500, 385.37832), // 648.7131863, the women's upper bound itself
        (.men, 210, 800, 396.49653),   // 1008.8360687, the men's upper bound itself
        (.men, 40, 300, 381.33300),    // 393.3569838, the lower bound itself
    ]

    @Test(arguments: handComputed)
    func theScoreIsTheTotalOverThePolynomial(_ set: DotsCoefficients, _ bodyWeight: Double, _ total: Double, _ expected: Double) {
        #expect(abs(Dots.score(totalKg: total, bodyWeightKg: bodyWeight, set: set) - expected) < 0.00001)
    }

    /// Scores OpenPowerlifting published (its data, rounded to two decimals by its own `dots.rs`):
    /// (set, body weight, total, published score). The first two weigh less than 40 kg or more than
    /// 150 kg, so they also check the clamps.
    static let published: [(DotsCoefficients, Double, Double, Double)] = [
        (.men, 31.0, 300, 381.33),        // a 300 kg deadlift at 31 kg, GPC-Brazil 2023: scored as at 40 kg
        (.women, 158.27, 721.21, 555.88), // a total at 158.27 kg, IPA 2026: scored as at 150 kg
        (.men, 82.5, 915.5, 620.15),      // WRPF 2023
        (.men, 89.9, 1022.5, 661.52),     // WRPF 2022
        (.men, 203.0, 355, 177.05),       // a bench press at 203 kg, WRPF 2021
        (.women, 62.9, 582.5, 627.09),    // IPF 2026
        (.women, 108.86, 272.5, 225.42),  // a bench press, APF 2008
        (.women, 44.0, 494.42, 680.99),
    ]

    @Test(arguments: published)
    func theScoreMatchesOpenPowerliftingsPublishedOnes(_ set: DotsCoefficients, _ bodyWeight: Double, _ total: Double,
                                                     _ expected: Double) {
        let score = Dots.score(totalKg: total, bodyWeightKg: bodyWeight, set: set)
        #expect((score * 100).rounded() / 100 == expected)
    }

    /// Outside the fitted range a body weight scores as the nearest bound: the women's curve turns
    /// down above 150 kg, and would otherwise reward weighing more.
    @Test(arguments: [(DotsCoefficients.men, 20.0, 40.0), (.men, 250, 210), (.women, 30, 40), (.women, 180, 150)])
    func aBodyWeightOutsideTheRangeScoresAsItsBound(_ set: DotsCoefficients, _ bodyWeight: Double, _ bound: Double) {
        #expect(Dots.multiplier(bodyWeightKg: bodyWeight, set: set) == Dots.multiplier(bodyWeightKg: bound, set: set))
    }

    /// Within the range, the heavier lifter needs the bigger total for the same score.
    @Test(arguments: [DotsCoefficients.men, .women])
    func theMultiplierFallsAsBodyWeightRises(_ set: DotsCoefficients) {
        let range = Dots.bodyWeightRange(set)
        let weights = Array(stride(from: range.lowerBound, through: range.upperBound, by: 0.5))
        let multipliers = weights.map { Dots.multiplier(bodyWeightKg: $0, set: set) }
        #expect(zip(multipliers, multipliers.dropFirst()).allSatisfy { $0 > $1 })
    }
}
