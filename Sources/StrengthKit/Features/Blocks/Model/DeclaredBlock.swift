/// A block start the lifter declared (`block start DATE [--name NAME]`), kept in `Data/blocks.json`:
/// the strongest of a block's boundaries (`BlockDetector`).
package struct DeclaredBlock: Hashable, StableHashable, Sendable, Codable {
    /// The block's first day, which names it (`blocks/2026-01-05.html`, `block:2026-01-05`).
    package var start: LocalDay
    /// The lifter's name for it ("Hypertrophy 2"), when they gave one.
    package var name: String?

    package init(start: LocalDay, name: String? = nil) {
        self.start = start
        self.name = name
    }

    /// The store's order of declared blocks (`ProjectData.blocks`): no two start on one day.
    package static func oldestFirst(_ lhs: DeclaredBlock, _ rhs: DeclaredBlock) -> Bool {
        lhs.start < rhs.start
    }
}
