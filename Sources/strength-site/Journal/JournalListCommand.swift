import ArgumentParser
import StrengthKit

struct JournalListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the journal's posts, newest first, with their dates, titles and files.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON: an array of {date, title, draft, path}, newest first.")
    var json = false

    func run() throws {
        let store = global.store
        let posts = JournalEditor.newestFirst(try store.load().posts)
        if json {
            try Output.json(posts.map { JournalListEntry($0, layout: store.layout) })
        } else {
            Output.print(Self.text(posts.map { JournalListEntry($0, layout: store.layout) }))
        }
    }

    /// A line a post: its date, title (and whether it is a draft), then its file.
    static func text(_ entries: [JournalListEntry]) -> String {
        guard !entries.isEmpty else { return "No posts yet (strength-site journal new TITLE starts one).\n" }
        return entries.map { "\($0.date)  \($0.title)\($0.draft ? "  (draft)" : "")\n            \($0.path)\n" }.joined()
    }
}
