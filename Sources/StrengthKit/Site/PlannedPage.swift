/// One output of a build: a page to render with a template, or bytes ready to write.
struct PlannedPage: Sendable {
    enum Content: Sendable {
        case template(String, any PageModel)
        case bytes([UInt8])
    }

    /// Relative to the site root, e.g. `workouts/2025-03-14-1800-upper-a.html`.
    var path: String
    var content: Content

    init(path: String, template: String, model: any PageModel) {
        self.path = path
        content = .template(template, model)
    }

    init(path: String, text: String) {
        self.path = path
        content = .bytes(Array(text.utf8))
    }
}
