/// A range of days as `stats --compare` and the journal take it: `2026-01-05..2026-02-28`, both
/// days included, or a block by its start, `block:2026-01-05`.
package enum BlockRange: Hashable, Sendable {
    case days(LocalDay, LocalDay)
    case block(LocalDay)

    static let blockPrefix = "block:"
    static let separator = ".."
    /// How many block starts an unknown block's error lists, the nearest first.
    static let nearestListed = 3

    /// The start of the block it names; nil for a range of days.
    var blockStart: LocalDay? {
        guard case let .block(start) = self else { return nil }
        return start
    }

    /// Reads `text`, or says what is wrong with it.
    static func parse(_ text: String) throws(Failure) -> BlockRange {
        if text.hasPrefix(blockPrefix) {
            let day = text.dropFirst(blockPrefix.count)
            guard let start = LocalDay(day) else { throw Failure(text: text, reason: .notADay(String(day))) }
            return .block(start)
        }
        let parts = text.components(separatedBy: separator)
        guard parts.count == 2 else { throw Failure(text: text, reason: .notARange) }
        guard let first = LocalDay(parts[0]) else { throw Failure(text: text, reason: .notADay(parts[0])) }
        guard let last = LocalDay(parts[1]) else { throw Failure(text: text, reason: .notADay(parts[1])) }
        guard first <= last else { throw Failure(text: text, reason: .endsBeforeStart) }
        return .days(first, last)
    }

    /// Its first and last day, and the deload week a block ends with (`BlockFigures` leaves it out of
    /// the big lifts' e1RMs): a block's from `blocks`, where it must be one's start.
    func days(in blocks: [TrainingBlock], text: String) throws(Failure) -> (start: LocalDay, end: LocalDay, deloadWeek: LocalDay?) {
        switch self {
        case let .days(start, end):
            return (start, end, nil)
        case let .block(start):
            if let block = blocks.first(where: { $0.start == start }) { return (block.start, block.end, block.deloadWeek) }
            let nearest = blocks.map(\.start)
                .sorted { (abs($0.daysSinceEpoch - start.daysSinceEpoch), $0) < (abs($1.daysSinceEpoch - start.daysSinceEpoch), $1) }
                .prefix(Self.nearestListed)
            throw Failure(text: text, reason: .noBlock(nearest: Array(nearest)))
        }
    }

    /// A range that does not read, or names no block: the text given and why.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        package enum Reason: Hashable, Sendable {
            case notARange
            case notADay(String)
            case endsBeforeStart
            case noBlock(nearest: [LocalDay])
        }

        var text: String
        var reason: Reason

        /// The reason in words, with what to write instead.
        var explanation: String {
            switch reason {
            case .notARange:
                "expected FIRST..LAST (2026-01-05..2026-02-28) or block:START (block:2026-01-05)"
            case let .notADay(day):
                "'\(day)' is not a day as YYYY-MM-DD"
            case .endsBeforeStart:
                "the range ends before it starts"
            case let .noBlock(nearest) where nearest.isEmpty:
                "no block starts then: the history has no blocks yet"
            case let .noBlock(nearest):
                "no block starts then; " + (nearest.count == 1 ? "the nearest start is " : "the nearest starts are ")
                    + nearest.map { "block:\($0)" }.joined(separator: ", ")
            }
        }

        package var description: String { "\(text): \(explanation)" }
    }
}
