/// A training block in `stats --json` and `stats.json` (`StatsDocument.blocks`): what bounds it and its figures.
package struct BlockEntry: Encodable, Sendable {
    var start: String
    var end: String
    var weeks: Double
    /// `TrainingBlock.Boundary`'s raw value: what made the block start where it does.
    var boundary: String
    var name: Nullable<String>
    var deloadWeek: Nullable<String>
    /// Its figures (their start, end and weeks the block's).
    var figures: BlockFiguresDocument

    enum CodingKeys: String, CodingKey {
        case boundary, deloadWeek, end, figures, name, start, weeks
    }

    init(_ block: TrainingBlock, figures: BlockFigures) {
        let document = BlockFiguresDocument(figures)
        start = document.start
        end = document.end
        weeks = document.weeks
        boundary = block.boundary.rawValue
        name = Nullable(block.name)
        deloadWeek = Nullable(block.deloadWeek?.description)
        self.figures = document
    }
}
