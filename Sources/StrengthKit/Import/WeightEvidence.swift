/// How many of a file's non-zero weights are round numbers under each reading: the evidence for
/// which unit an export without units was written in, and which unit the lifter typed.
public struct WeightEvidence: Hashable, Sendable, Codable {
    /// Non-zero weights looked at.
    public var weights: Int
    /// Weights that are round when the numbers are read as kilograms.
    public var roundAsKg: Int
    /// Weights that are round when the numbers are read as pounds.
    public var roundAsLb: Int

    public init(weights: Int = 0, roundAsKg: Int = 0, roundAsLb: Int = 0) {
        self.weights = weights
        self.roundAsKg = roundAsKg
        self.roundAsLb = roundAsLb
    }

    /// Share of weights (0...1) round as kilograms; 0 when there are none.
    public var kgShare: Double { weights == 0 ? 0 : Double(roundAsKg) / Double(weights) }
    public var lbShare: Double { weights == 0 ? 0 : Double(roundAsLb) / Double(weights) }

    /// The unit the evidence favours by at least `margin` (a share difference), or `nil`.
    public func favoured(margin: Double = 0.1) -> WeightUnit? {
        if kgShare - lbShare >= margin { return .kg }
        if lbShare - kgShare >= margin { return .lb }
        return nil
    }
}
