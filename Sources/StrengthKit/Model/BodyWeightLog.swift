/// `Data/bodyweight.json`: one entry per day, oldest first.
package struct BodyWeightLog: Hashable, StableHashable, Sendable, Codable {
    package var entries: [BodyWeightEntry]

    package init(entries: [BodyWeightEntry] = []) {
        self.entries = entries
    }

    /// The weight of the latest entry on or before `day`, which is what bodyweight volume uses.
    func weightKg(on day: LocalDay) -> Double? { entry(on: day)?.weightKg }

    /// The latest entry on or before `day`.
    func entry(on day: LocalDay) -> BodyWeightEntry? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].date <= day { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : entries[low - 1]
    }
}
