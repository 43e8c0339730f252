/// The lifter's body weight on a day.
public struct BodyWeightEntry: Hashable, Sendable, Codable {
    public var date: LocalDay
    public var weightKg: Double

    public init(date: LocalDay, weightKg: Double) {
        self.date = date
        self.weightKg = weightKg
    }
}
