import DemoHistory

/// Seeded bytes and indices for fuzz cases, so a failing case can be replayed.
extension SplitMix64 {
    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
    }

    /// A whole number in `0..<bound` (0 when `bound` is 0).
    mutating func below(_ bound: Int) -> Int { int(in: 0...max(bound, 1) - 1) }
}
