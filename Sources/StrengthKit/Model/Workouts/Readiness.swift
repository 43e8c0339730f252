/// The check-in before a workout (the seed's readiness step): how the lifter feels and how long
/// they have. Low energy or high soreness trims the day's suggestions.
package struct Readiness: Hashable, Sendable, Codable {
    package enum Energy: String, StrictEnum, Sendable {
        case low, ok, high
        package init(from decoder: Decoder) throws { self = try Self.decodeStrictly(from: decoder, what: "energy") }
    }

    package enum Soreness: String, StrictEnum, Sendable {
        case none, mild, high
        package init(from decoder: Decoder) throws { self = try Self.decodeStrictly(from: decoder, what: "soreness") }
    }

    var energy: Energy?
    var soreness: Soreness?
    /// Minutes the lifter has for the workout.
    var minutesAvailable: Int?

    package init(energy: Energy? = nil, soreness: Soreness? = nil, minutesAvailable: Int? = nil) {
        self.energy = energy
        self.soreness = soreness
        self.minutesAvailable = minutesAvailable
    }

    var isEmpty: Bool { energy == nil && soreness == nil && minutesAvailable == nil }

    /// How many sets each exercise loses and whether weights may rise: one set fewer and no
    /// increase for low energy or high soreness, two sets fewer for both.
    var setsTrimmed: Int { (energy == .low ? 1 : 0) + (soreness == .high ? 1 : 0) }

    enum CodingKeys: String, CodingKey { case energy, soreness, minutesAvailable }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        energy = try container.decodeIfPresent(Energy.self, forKey: .energy)
        soreness = try container.decodeIfPresent(Soreness.self, forKey: .soreness)
        minutesAvailable = try container.decodeWholeNumberIfPresent(forKey: .minutesAvailable)
    }
}
