import ArgumentParser
import StrengthKit

struct JournalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journal",
        abstract: "Write a training journal: Markdown posts in Data/journal/ that the site publishes beside the numbers.",
        discussion: """
            A post is a Markdown file, Data/journal/YYYY-MM-DD-slug.md, opening with front matter between two \
            lines '---': title: (required), date: (YYYY-MM-DD, when it is not the name's) and draft: true (never \
            built into the site; `serve` shows it from memory). Edit the file in any editor; the store reads it as \
            you wrote it. A paragraph that is exactly one directive is a live figure, worked out at build time: \
            \(JournalSyntax.usages.joined(separator: ", ")) (a RANGE is FIRST..LAST or block:START).
            """,
        subcommands: [JournalListCommand.self, JournalNewCommand.self],
        defaultSubcommand: JournalListCommand.self)
}
