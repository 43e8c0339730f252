/// `journal/index.html`: the training journal's posts, newest first, each with its date, title and
/// first paragraph. In the navigation once a post is published.
struct JournalPageKind: PageKind {
    static let template = TemplateName.journal
    static let path = "journal/index.html"
    static let menuEntry: MenuEntry? = MenuEntry(label: "Journal", position: 10, path: path) { $0.hasPublishedPosts }

    struct Inputs: StableHashable, Sendable {
        /// Newest first.
        var posts: [JournalRow]
    }

    struct Page: PageModel {
        var layout: Layout
        var heading: String
        var posts: [JournalRow]
        var hasDrafts: Bool
    }

    let site: SiteContext

    /// Planned while a post is published; a build with none leaves no index behind.
    var taskCount: Int { site.journal.published.isEmpty ? 0 : 1 }

    static func path(of inputs: Inputs) -> String { path }

    func inputs(ofTask index: Int) -> [Inputs] {
        [Self.inputs(site, withDrafts: false)]
    }

    /// The index's rows; with the drafts among them for `serve`'s preview.
    static func inputs(_ site: SiteContext, withDrafts: Bool) -> Inputs {
        let entries = (site.journal.published + (withDrafts ? site.journal.drafts : []))
            .sorted { JournalPost.oldestFirst($1.post, $0.post) }
        return Inputs(posts: entries.map { entry in
            JournalRow(title: entry.post.title, href: SitePaths.link(from: path, to: JournalPostPageKind.path(entry.post.name)),
                       date: site.format.date(entry.post.date), isoDate: entry.post.date.description,
                       summary: entry.content.summary, isDraft: entry.post.draft)
        })
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> Page {
        let layout = shared.layout(path: path, title: "Journal", description: "The training journal: reviews and notes, newest first.",
                                   section: "Journal")
        return Page(layout: layout, heading: "Journal", posts: inputs.posts, hasDrafts: inputs.posts.contains(where: \.isDraft))
    }
}
