/// One output of a build: a page to render with a template, bytes ready to write, or a page an
/// earlier build wrote that comes out the same (its task's fingerprint matched; see `PageReuse`).
struct PlannedPage: Sendable {
    enum Content: Sendable {
        case template(TemplateName, any PageModel)
        case bytes([UInt8])
        /// Left as the last build wrote it: neither planned nor rendered nor written.
        case kept
    }

    /// Relative to the site root, e.g. `workouts/2025-03-14-1800-upper-a.html`.
    var path: String
    var content: Content
    /// The planning task that made the page (`workout ID`, `exercise ID`) and the fingerprint of its
    /// inputs, when it has one: kept in the build manifest for the next build to compare.
    var task: String?
    var fingerprint: UInt64?

    init(path: String, template: TemplateName, model: any PageModel) {
        self.path = path
        content = .template(template, model)
    }

    init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    init(path: String, bytes: [UInt8]) {
        self.path = path
        content = .bytes(bytes)
    }

    /// The page at `path` that `task` wrote last time, unchanged because `fingerprint` is the same.
    init(keeping path: String, task: String, fingerprint: UInt64) {
        self.path = path
        content = .kept
        self.task = task
        self.fingerprint = fingerprint
    }
}
