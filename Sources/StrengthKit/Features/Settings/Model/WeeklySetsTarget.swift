/// The band of working sets per week a muscle group should get (the Muscles page measures every
/// group against it): 10–20 by default, the range most hypertrophy research lands in.
package struct WeeklySetsTarget: Hashable, Sendable, Codable {
    var low: Int
    var high: Int

    static let standard = WeeklySetsTarget(low: 10, high: 20)
    /// No sensible band reaches beyond this many sets a week.
    static let limit = 100

    package init(low: Int, high: Int) {
        self.low = low
        self.high = high
    }

    /// `10–20`.
    var text: String { "\(low)–\(high)" }
    /// `10–20 sets`.
    var setsText: String { "\(text) \(NumberText.plural("set", high))" }

    enum CodingKeys: String, CodingKey { case low, high }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        low = try container.decodeWholeNumber(forKey: .low)
        high = try container.decodeWholeNumber(forKey: .high)
    }
}
