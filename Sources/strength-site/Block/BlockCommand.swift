import ArgumentParser
import StrengthKit

struct BlockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "block",
        abstract: "Declare where your training blocks start: a new program, a meet prep, the week after a deload.",
        discussion: """
            A block is a run of training weeks between boundaries, each compared with the block before it. The \
            site finds blocks on its own from breaks, deload weeks and program changes; a start you declare is the \
            strongest boundary, and its name labels the block. The rules are in docs/ANALYTICS.md ("Training blocks").
            """,
        subcommands: [BlockListCommand.self, BlockStartCommand.self, BlockDeleteCommand.self],
        defaultSubcommand: BlockListCommand.self)
}
