/// The lifter's body weight on a day.
package struct BodyWeightEntry: Hashable, StableHashable, Sendable, Codable {
    package var date: LocalDay
    package var weightKg: Double

    package init(date: LocalDay, weightKg: Double) {
        self.date = date
        self.weightKg = weightKg
    }
}
