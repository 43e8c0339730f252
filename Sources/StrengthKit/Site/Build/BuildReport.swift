/// What a build did.
public struct BuildReport: Sendable, Equatable {
    /// Every file the site has.
    public var files: Int
    package var written: [String]
    /// Files an earlier build wrote that the site no longer has.
    package var removed: [String]
    /// Files in the output folder that no build of ours wrote, kept, seen for the first time.
    package var keptForeign: [String] = []
    /// Symbolic links in the output folder, left alone (never followed), seen for the first time.
    package var symlinks: [String] = []
    /// The site's pages not written because their path is or goes through a symbolic link.
    package var blocked: [String] = []
    /// Template tags whose keys no page model answers (`Theme.unknownKeys`), each `file:line: …`.
    package var unknownKeys: [String] = []
    /// Why the theme was rendered by swift-mustache instead of compiled (see `Theme`), or `nil`.
    package var uncompiledTheme: String? = nil
    /// The workouts in the store the site was built from.
    package var workouts: Int
    /// The day the build took as today.
    package var day: LocalDay
    /// The base URL the site was built for (`--base-url` or the settings'), or `nil`.
    package var baseURL: String? = nil
    /// `serve`'s drafts (`SiteBuilder.previewDrafts`): their pages and the journal's index with them,
    /// by path, never written; nil for `build`.
    package var drafts: [String: [UInt8]]? = nil
    /// The draft posts' pages among `drafts`, sorted; nil as `drafts` is.
    package var draftPostPaths: [String]? {
        drafts.map { $0.keys.filter { $0 != JournalPageKind.path }.sorted() }
    }
    /// Files already holding the right bytes.
    package var unchanged: Int { files - written.count }
    /// Of those, the pages taken over from the last build by their inputs' fingerprint, neither
    /// planned nor rendered (`PageReuse`).
    var reused: Int = 0
}

extension BuildReport {
    /// The line `build`, `serve` and `publish` print after a build, in one form: "Built 57 files in
    /// Site: 2 written, 55 unchanged, 0 removed, in 0.31 s"; a rebuild of `serve` says what started it,
    /// "Rebuilt 57 files in Site after a change to Data/workouts/…: …". `seconds` is the caller's
    /// measure (the library reads no clock).
    package func summary(folder: String, seconds: Double, after changes: [String]? = nil) -> String {
        var line = changes == nil ? "Built" : "Rebuilt"
        line += " \(NumberText.counted(files, "file")) in \(folder)"
        if let changes { line += " after " + Self.describe(changes) }
        return line + ": \(NumberText.grouped(written.count)) written, \(NumberText.grouped(unchanged)) unchanged, "
            + "\(NumberText.grouped(removed.count)) removed, in \(NumberText.fixed(seconds, fractionDigits: 2)) s"
    }

    /// What started a rebuild: "a change to Data/settings.json", "changes to Data/… and 2 more".
    package static func describe(_ changes: [String]) -> String {
        guard let first = changes.first else { return "a change" }
        return changes.count == 1 ? "a change to \(first)" : "changes to \(first) and \(changes.count - 1) more"
    }
}
