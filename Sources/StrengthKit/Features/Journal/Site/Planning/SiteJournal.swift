/// The journal as the site's kinds see it, made once a build (`SiteContext.journal`): the posts, each
/// with its content (`PostContent`), newest first, and which published posts quote each workout day
/// (`{{workout DAY}}`) and each block (`block:START` in `{{records}}` or `{{compare}}`).
struct SiteJournal: Sendable {
    struct Entry: Sendable {
        var post: JournalPost
        var content: PostContent
        var reference: PostReference
    }

    /// Newest first.
    let published: [Entry]
    /// Newest first: never built into the site; `serve` shows them in memory.
    let drafts: [Entry]
    private let byDay: [LocalDay: [PostReference]]
    private let byBlock: [LocalDay: [PostReference]]
    /// The library's exercise each trend's name stands for (`ExerciseMatcher`, as `log` finds a name), by name.
    private let trendExercises: [String: String]

    /// A post whose content does not read is left out: the build's validation has stopped on it by
    /// then (`JournalCheck`), naming its line.
    init(posts: [JournalPost], library: ExerciseLibrary) {
        let entries = posts.sorted { JournalPost.oldestFirst($1, $0) }.compactMap { post -> Entry? in
            guard let content = try? PostContent.of(post) else { return nil }
            return Entry(post: post, content: content, reference: PostReference(name: post.name, title: post.title, date: post.date))
        }
        published = entries.filter { !$0.post.draft }
        drafts = entries.filter(\.post.draft)
        var byDay: [LocalDay: [PostReference]] = [:]
        var byBlock: [LocalDay: [PostReference]] = [:]
        // Oldest first, and each post once for each day or block however often it quotes it.
        for entry in published.reversed() {
            var days = Set<LocalDay>()
            var blocks = Set<LocalDay>()
            for directive in entry.content.directives {
                switch directive.directive {
                case let .workout(day): days.insert(day)
                case let .records(range): if let start = range.blockStart { blocks.insert(start) }
                case let .compare(first, second): [first, second].compactMap(\.blockStart).forEach { blocks.insert($0) }
                case .trend, .progress: break
                }
            }
            for day in days { byDay[day, default: []].append(entry.reference) }
            for start in blocks { byBlock[start, default: []].append(entry.reference) }
        }
        self.byDay = byDay
        self.byBlock = byBlock
        let names = Set(entries.flatMap(\.content.directives).compactMap(\.directive.exercise))
        let matcher = names.isEmpty ? nil : ExerciseMatcher(library: library)
        trendExercises = Dictionary(uniqueKeysWithValues: names.compactMap { name in
            matcher?.exercise(matching: name).map { (name, $0.id) }
        })
    }

    /// The id of the exercise a trend's `name` stands for.
    func exerciseID(named name: String) -> String? { trendExercises[name] }

    /// The published posts with a `{{workout}}` of `day`, oldest first.
    func quoting(day: LocalDay) -> [PostReference] { byDay[day] ?? [] }

    /// The published posts that name the block starting on `start`, oldest first.
    func quoting(block start: LocalDay) -> [PostReference] { byBlock[start] ?? [] }
}
