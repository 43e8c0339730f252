/// A value that feeds a `StableHasher` the same words in every process, for page fingerprints. A
/// struct that names `StableHashable` on its declaration line gets its `stableHash(into:)` generated
/// at build time over every stored property (`stable-hashes`, the `StableHashes` plugin), so a
/// property added to it is in its hash without anyone listing it. An enum with a raw value hashes it.
///
/// The words are prefix-free for a given type: strings and lists start with their length, optionals
/// with a tag, so two different values of one type never feed the hasher the same words.
protocol StableHashable {
    func stableHash(into hasher: inout StableHasher)
}

extension StableHashable where Self: RawRepresentable, RawValue: StableHashable {
    func stableHash(into hasher: inout StableHasher) {
        rawValue.stableHash(into: &hasher)
    }
}

extension String: StableHashable {
    func stableHash(into hasher: inout StableHasher) {
        hasher.combine(self)
    }
}

extension Int: StableHashable {
    func stableHash(into hasher: inout StableHasher) {
        hasher.combine(UInt64(bitPattern: Int64(self)))
    }
}

extension UInt64: StableHashable {
    func stableHash(into hasher: inout StableHasher) {
        hasher.combine(self)
    }
}

extension Double: StableHashable {
    func stableHash(into hasher: inout StableHasher) {
        hasher.combine(bitPattern)
    }
}

extension Bool: StableHashable {
    func stableHash(into hasher: inout StableHasher) {
        hasher.combine(self ? 1 : 0)
    }
}

extension Optional: StableHashable where Wrapped: StableHashable {
    func stableHash(into hasher: inout StableHasher) {
        guard let self else { return hasher.combine(0) }
        hasher.combine(1)
        self.stableHash(into: &hasher)
    }
}

extension Array: StableHashable where Element: StableHashable {
    func stableHash(into hasher: inout StableHasher) {
        hasher.combine(UInt64(count))
        for element in self { element.stableHash(into: &hasher) }
    }
}

extension ArraySlice: StableHashable where Element: StableHashable {
    func stableHash(into hasher: inout StableHasher) {
        hasher.combine(UInt64(count))
        for element in self { element.stableHash(into: &hasher) }
    }
}

/// In the order of the keys: a dictionary's own order changes from process to process.
extension Dictionary: StableHashable where Key: StableHashable & Comparable, Value: StableHashable {
    func stableHash(into hasher: inout StableHasher) {
        hasher.combine(UInt64(count))
        for key in keys.sorted() {
            key.stableHash(into: &hasher)
            self[key].stableHash(into: &hasher)
        }
    }
}
