/// `Data/blocks.json`: the block starts the lifter declared, by date. A project without the file has none.
package struct BlockList: Hashable, Sendable, Codable {
    package var blocks: [DeclaredBlock]

    package init(blocks: [DeclaredBlock] = []) {
        self.blocks = blocks
    }
}
