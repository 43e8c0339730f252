extension Array {
    /// The elements grouped by `key`, each group in this array's order, as `Dictionary(grouping:by:)`
    /// groups them; but when equal keys are adjacent (the history and its analysis are in date
    /// order, so each year is one run) every group is a slice of this array, and no element is
    /// copied: grouping 5,000 workouts or 30,000 sessions by year copied each, retaining every
    /// reference it holds, on every build.
    func groupedRuns<Key: Hashable>(by key: (Element) throws -> Key) rethrows -> [Key: ArraySlice<Element>] {
        var groups: [Key: ArraySlice<Element>] = [:]
        var start = startIndex
        while start < endIndex {
            let current = try key(self[start])
            var end = start + 1
            while end < endIndex, try key(self[end]) == current { end += 1 }
            guard groups[current] == nil else {
                // A key met again after another: its elements are not one run.
                return try Dictionary(grouping: self, by: key).mapValues { ArraySlice($0) }
            }
            groups[current] = self[start..<end]
            start = end
        }
        return groups
    }
}
