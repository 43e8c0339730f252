/// `journal/2026-03-02-block-3-review.html`: one journal post, its Markdown with its live figures
/// (`JournalFigures`) in place, and links to the posts before and after it. Drafts are never planned
/// by a build; `serve` renders them in memory (`draftPages`).
struct JournalPostPageKind: PageKind {
    static let template = TemplateName.post

    /// The post's words and its figures as they show (`PostPart`): a new workout makes the page
    /// again only when it changes one of its figures.
    struct Inputs: StableHashable, Sendable {
        var name: String
        var title: String
        var date: LocalDay
        var draft: Bool
        var parts: [PostPart]
        /// The published posts before and after it.
        var previous: PostReference?
        var next: PostReference?
    }

    struct Page: PageModel {
        var layout: Layout
        var title: String
        var date: String
        var isoDate: String
        var isDraft: Bool
        var parts: [PostPart]
        var previous: Link?
        var next: Link?
        var journalHref: String
        /// Only when the post has a live figure: how they are worked out.
        var aboutHref: String
    }

    let site: SiteContext

    var taskCount: Int { site.journal.published.count }

    static func path(_ name: String) -> String { "journal/\(name).html" }

    static func path(of inputs: Inputs) -> String { path(inputs.name) }

    func inputs(ofTask index: Int) -> [Inputs] {
        let published = site.journal.published
        // Newest first: the one before is the next in the list.
        return [Self.inputs(published[index], site: site, previous: index + 1 < published.count ? published[index + 1].reference : nil,
                            next: index > 0 ? published[index - 1].reference : nil)]
    }

    static func inputs(_ entry: SiteJournal.Entry, site: SiteContext, previous: PostReference?, next: PostReference?) -> Inputs {
        let post = entry.post
        return Inputs(name: post.name, title: post.title, date: post.date, draft: post.draft,
                      parts: JournalFigures(site: site, page: path(post.name), date: post.date).parts(entry.content),
                      previous: previous, next: next)
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> Page {
        let path = path(of: inputs)
        let date = shared.format.date(inputs.date)
        let layout = shared.layout(path: path, title: inputs.title, description: "\(inputs.title), a journal post of \(date).",
                                   section: "Journal")
        return Page(layout: layout, title: inputs.title, date: date, isoDate: inputs.date.description, isDraft: inputs.draft,
                    parts: inputs.parts,
                    previous: inputs.previous.map { $0.link(from: path, format: shared.format) },
                    next: inputs.next.map { $0.link(from: path, format: shared.format) },
                    journalHref: SitePaths.link(from: path, to: JournalPageKind.path),
                    aboutHref: inputs.parts.contains(where: \.isFigure)
                        ? SitePaths.link(from: path, to: AboutPageKind.path) + "#journal-figures" : "")
    }

    /// What `serve` shows besides the built site, never written to the output folder: each draft's
    /// page, marked as a draft, and the journal's index with the drafts in it.
    static func draftPages(_ site: SiteContext) -> [PlannedPage] {
        let drafts = site.journal.drafts
        guard !drafts.isEmpty else { return [] }
        var pages = drafts.flatMap { outputs(inputs($0, site: site, previous: nil, next: nil), shared: site.shared) }
        pages += JournalPageKind.outputs(JournalPageKind.inputs(site, withDrafts: true), shared: site.shared)
        return pages
    }
}
