/// A project's training blocks and the figures `stats --compare` and `stats --json` show of them:
/// the blocks as `BlockDetector` finds them, each big lift followed as the dashboard chooses them.
package struct BlockReview: Sendable {
    let analytics: TrainingAnalytics
    let library: ExerciseLibrary
    /// Every block, oldest first.
    let blocks: [TrainingBlock]
    /// The dashboard's big lifts (`BigLifts`), by exercise id.
    let bigLifts: [String]

    package init(data: ProjectData, analytics: TrainingAnalytics) {
        self.analytics = analytics
        library = data.library
        blocks = BlockDetector.blocks(in: analytics, declared: data.blocks)
        bigLifts = BigLifts.choose(for: data, analytics: analytics, workoutsNewestFirst: data.workouts.sortedNewestFirst(), day: analytics.day(of:),
                                   in: analytics.recentWindow)
            .map(\.entry.exercise.id)
    }

    /// The figures of the range `text` names (`BlockRange`).
    func figures(of text: String) throws(BlockRange.Failure) -> BlockFigures {
        let days = try BlockRange.parse(text).days(in: blocks, text: text)
        return BlockFigures.of(days.start, days.end, analytics: analytics, library: library, bigLifts: bigLifts, apartFrom: days.deloadWeek)
    }

    /// Every block as `stats --json` lists it, oldest first.
    package var entries: [BlockEntry] {
        blocks.map { BlockEntry($0, figures: BlockFigures.of($0, analytics: analytics, library: library, bigLifts: bigLifts)) }
    }
}
