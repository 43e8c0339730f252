/// A training block as the site shows it: with its label ("Block 7", counted from the history's
/// first), its figures, and whether it is under way.
struct NumberedBlock: StableHashable, Sendable {
    var block: TrainingBlock
    var label: String
    var figures: BlockFigures
    var underWay: Bool
}
