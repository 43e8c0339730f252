/// A block in words, as a card of the Blocks page and the head of its own page show it: its label,
/// name, dates, length and why it starts and ends where it does.
struct BlockSummary: TemplateObject, StableHashable, Sendable {
    /// "Block 7", numbered from the history's first: a label, never a link's name.
    var label: String
    /// The declared name, or empty.
    var name: String
    /// "Mon 3 Nov 2026 – Sun 30 Nov 2026".
    var dates: String
    /// "4 weeks", "2.6 weeks so far".
    var weeks: String
    /// "after a deload week", "declared with block start": why it starts where it does.
    var start: String
    /// "ends with the deload week of Mon 24 Nov 2026", or empty.
    var end: String
    var underWay: Bool

    init(_ numbered: NumberedBlock, wording: BlockSiteWording) {
        label = numbered.label
        name = numbered.block.name ?? ""
        dates = wording.dates(numbered.block)
        weeks = wording.weeks(numbered.figures.weeks, underWay: numbered.underWay)
        start = BlockSiteWording.start(numbered.block)
        end = wording.end(numbered.block)
        underWay = numbered.underWay
    }

    /// "Block 7: Hypertrophy 2", or the label alone.
    var title: String { name.isEmpty ? label : "\(label): \(name)" }
}
