/// `journal new` as an action over `ProjectData`: a post made from a title and a day, held to the
/// store's rules (`JournalPostRule`) before the store sees it, so a mistake is told in the words of
/// the command line. A post is made only by reading its text (`JournalPost.init`): what is written is
/// what the next load reads.
package enum JournalEditor {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case badDate(text: String, reason: String)
        case badTitle(String)
        /// The title has nothing a file's name can be made from.
        case noSlug(title: String)
        /// A post has that name: `path` is its file, as the user names the project.
        case exists(path: String)

        package var description: String {
            switch self {
            case .badDate(let text, let reason):
                "--date: '\(text)' \(reason)"
            case .badTitle(let problem):
                "the title: \(problem)"
            case .noSlug(let title):
                "the title '\(title)' has no letter or digit to name the post's file by; give it a word"
            case .exists(let path):
                "\(path) already exists, and a post is never overwritten; edit it, or give the new post another title or --date"
            }
        }
    }

    /// A post's day as `--date` gives it (YYYY-MM-DD), a day of the store's years.
    /// - Parameter latest: the last day a change may bring in (the clock's tomorrow); `nil` admits any.
    package static func day(_ text: String, latest: LocalDay? = nil) throws -> LocalDay {
        let day = try LocalDay.storable(text) { Failure.badDate(text: text, reason: $0) }
        if let latest, let problem = JournalPostRule.dateProblem(day, latest: latest) {
            throw Failure.badDate(text: text, reason: problem)
        }
        return day
    }

    /// Adds a post titled `title`, dated `day` by its name (`DAY-slug-of-the-title`), with front
    /// matter of the title alone and an empty body line to write under it.
    package static func newPost(title: String, on day: LocalDay, in data: inout ProjectData, layout: StoreLayout) throws -> JournalPost {
        if let problem = JournalPostRule.titleProblem(title) { throw Failure.badTitle(problem) }
        guard let name = JournalPostName(day: day, slug: Slug.make(from: title)) else { throw Failure.noSlug(title: title) }
        guard !data.posts.contains(where: { $0.name == name.description }) else {
            throw Failure.exists(path: layout.display(StoreLayout.postPath(name: name.description)))
        }
        let post = try JournalPost(name: name.description, text: "\(FrontMatter.fence)\ntitle: \(title)\n\(FrontMatter.fence)\n\n")
        data.posts.append(post)
        data.posts.sort(by: JournalPost.oldestFirst)
        return post
    }

    /// The posts as `journal list` shows them.
    package static func newestFirst(_ posts: [JournalPost]) -> [JournalPost] {
        posts.sorted(by: JournalPost.oldestFirst).reversed()
    }
}
