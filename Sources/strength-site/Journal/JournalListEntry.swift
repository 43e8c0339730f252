import StrengthKit

/// A post as `journal list` shows it, and as its `--json` writes it.
struct JournalListEntry: Encodable {
    var date: String
    var title: String
    var draft: Bool
    /// The post's file, as the user names the project (`Data/journal/2026-03-02-block-3-review.md`).
    var path: String

    init(_ post: JournalPost, layout: StoreLayout) {
        date = post.date.description
        title = post.title
        draft = post.draft
        path = layout.display(StoreLayout.postPath(name: post.name))
    }
}
