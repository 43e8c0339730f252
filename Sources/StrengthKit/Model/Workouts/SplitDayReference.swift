/// The split day a workout was started from, so "next day" can follow the split's order.
package struct SplitDayReference: Hashable, Sendable, Codable {
    /// `Split.id`.
    var split: String
    /// `SplitDay.id`, unique within the split.
    var day: String

    package init(split: String, day: String) {
        self.split = split
        self.day = day
    }
}
