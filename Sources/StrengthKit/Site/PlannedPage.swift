/// One output of a build: a page to render with a template, or bytes ready to write.
public struct PlannedPage: Sendable {
    public enum Content: Sendable {
        case template(String, any PageModel)
        case bytes([UInt8])
    }

    /// Relative to the site root, e.g. `workouts/2025-03-14-1800-upper-a.html`.
    public var path: String
    public var content: Content

    public init(path: String, template: String, model: any PageModel) {
        self.path = path
        content = .template(template, model)
    }

    public init(path: String, text: String) {
        self.path = path
        content = .bytes(Array(text.utf8))
    }
}
