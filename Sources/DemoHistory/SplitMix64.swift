/// A small seeded random number generator (SplitMix64).
///
/// The demo must come out byte for byte the same on every machine and Swift version, so it uses its own
/// generator and its own range arithmetic instead of the standard library's `random(in:using:)`, whose
/// algorithm is not promised to stay the same.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A whole number in `range`. The modulo bias is far too small for a demo to show.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// `true` in about `percent` of calls.
    public mutating func chance(_ percent: Int) -> Bool {
        int(in: 0...99) < percent
    }

    /// One of `first` and `others`, each equally likely; taking `first` apart means there is always one.
    public mutating func pick<Element>(_ first: Element, _ others: [Element]) -> Element {
        let index = int(in: 0...others.count)
        return index == 0 ? first : others[index - 1]
    }
}
