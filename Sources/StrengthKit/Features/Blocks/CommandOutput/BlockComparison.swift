/// Two ranges' figures side by side, and the change from the first to the second: `stats --compare`.
package struct BlockComparison: Sendable {
    /// A muscle group's sets a week in both ranges (0 in one it was not trained in).
    struct MuscleRow: Hashable, Sendable {
        var id: String
        var name: String
        var first: Double
        var second: Double
    }

    var first: BlockFigures
    var second: BlockFigures

    package init(_ review: BlockReview, _ first: String, _ second: String) throws(BlockRange.Failure) {
        self.first = try review.figures(of: first)
        self.second = try review.figures(of: second)
    }

    /// Every muscle group of either range: the second's order (most sets first), then those only the first trained.
    var muscles: [MuscleRow] { Self.muscles(first: first, second: second) }

    /// Every muscle group of `second` and of `first`, when there is one: the second's order (most sets
    /// first), then those only the first trained, in its order. `stats --compare` and a block's page
    /// beside the block before list them so.
    static func muscles(first: BlockFigures?, second: BlockFigures) -> [MuscleRow] {
        let firstMuscles = first?.muscles ?? []
        let firstSets = Dictionary(firstMuscles.map { ($0.id, $0.setsPerWeek) }, uniquingKeysWith: { one, _ in one })
        let secondIDs = Set(second.muscles.map(\.id))
        return second.muscles.map { MuscleRow(id: $0.id, name: $0.name, first: firstSets[$0.id] ?? 0, second: $0.setsPerWeek) }
            + firstMuscles.filter { !secondIDs.contains($0.id) }.map { MuscleRow(id: $0.id, name: $0.name, first: $0.setsPerWeek, second: 0) }
    }

    /// Each big lift in both ranges (the same lifts, in the same order: one review chose them).
    var lifts: [(first: BlockFigures.LiftChange, second: BlockFigures.LiftChange)] {
        Array(zip(first.bigLifts, second.bigLifts))
    }
}
