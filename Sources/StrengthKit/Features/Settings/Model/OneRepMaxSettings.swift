/// The estimated-1RM method and the highest rep count it is trusted for.
package struct OneRepMaxSettings: Hashable, StableHashable, Sendable, Codable {
    static let repCapRange = 1...30

    var formula: OneRepMaxFormula
    var repCap: Int

    package init(formula: OneRepMaxFormula = .brzycki, repCap: Int = 12) {
        self.formula = formula
        self.repCap = repCap
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formula = try container.decodeIfPresent(OneRepMaxFormula.self, forKey: .formula) ?? .brzycki
        repCap = try container.decodeWholeNumberIfPresent(forKey: .repCap) ?? 12
    }
}
