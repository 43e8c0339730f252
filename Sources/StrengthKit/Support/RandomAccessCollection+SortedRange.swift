extension RandomAccessCollection {
    /// The positions of the elements whose `key` lies in `range`, in a collection sorted by `key`:
    /// found by halving, so that a figure asked of many ranges of a long history does not pass over
    /// all of it for each.
    func indices<Key: Comparable>(sortedBy key: (Element) -> Key, in range: ClosedRange<Key>) -> Range<Index> {
        firstIndex(sortedBy: key) { $0 >= range.lowerBound }..<firstIndex(sortedBy: key) { $0 > range.upperBound }
    }

    /// The first position whose key passes `test`, which fails for a prefix of the keys and passes for the rest.
    private func firstIndex<Key>(sortedBy key: (Element) -> Key, where test: (Key) -> Bool) -> Index {
        var (low, count) = (startIndex, self.count)
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if test(key(self[middle])) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
