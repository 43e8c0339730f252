/// Where a training week sits in the cycle. Loads climb through a six-week block whose last week is a
/// deload; the week before it is the heaviest, when the lifter tries a top single.
struct TrainingWeek: Sendable {
    static let blockLength = 6
    /// Blocks in a season. A new season starts again a little above the last one, so loads in very
    /// long benchmark histories stay human (and inside the store's limits).
    static let blocksPerSeason = 8
    /// Seasons after which the long-term gain stops growing.
    static let maximumSeasonsOfGain = 5

    /// Training weeks done before this one; holiday weeks do not count.
    let index: Int

    var block: Int { index / Self.blockLength }
    var weekInBlock: Int { index % Self.blockLength }
    var isDeload: Bool { weekInBlock == Self.blockLength - 1 }
    var isHeavy: Bool { weekInBlock == Self.blockLength - 2 }

    /// Blocks of progress behind this week's loads.
    var progressBlocks: Int {
        let season = block / Self.blocksPerSeason
        return block % Self.blocksPerSeason + min(season, Self.maximumSeasonsOfGain) * 2
    }

    /// Weeks of progress inside the block; a deload is taken from the heavy week before it.
    var buildingWeek: Int { min(weekInBlock, Self.blockLength - 2) }

    /// The effort the last working set of a main lift usually has this week.
    var typicalRPE: Double {
        isDeload ? 6 : 7 + 0.5 * Double(buildingWeek)
    }
}
