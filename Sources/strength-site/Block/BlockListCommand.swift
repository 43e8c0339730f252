import ArgumentParser
import StrengthKit

struct BlockListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the block starts you declared, newest first.",
        discussion: """
            A block is a run of training weeks between boundaries; the site also finds blocks from breaks, deload \
            weeks and program changes (docs/ANALYTICS.md, "Training blocks").
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON: an array of {start, name}, newest first (name left out when the block has none).")
    var json = false

    func run() throws {
        let blocks = BlockEditor.newestFirst(try global.store.load().blocks)
        if json {
            try Output.json(blocks)
        } else {
            Output.print(Self.text(blocks))
        }
    }

    /// Says where the site's blocks come from, so an empty or short list does not read as "no blocks".
    static func text(_ blocks: [DeclaredBlock]) -> String {
        let heading = "Declared block starts (the site also finds blocks from breaks, deload weeks and program changes):\n"
        guard !blocks.isEmpty else { return heading + "  none yet (strength-site block start DATE declares one)\n" }
        return heading + blocks.map { "  \($0.start)\($0.name.map { "  \($0)" } ?? "")\n" }.joined()
    }
}
