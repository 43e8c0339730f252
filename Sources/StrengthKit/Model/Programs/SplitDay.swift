/// A day of a split, with the templates assigned to it.
public struct SplitDay: Hashable, Sendable, Codable {
    var name: String
    var templates: [String]

    public init(name: String, templates: [String]) {
        self.name = name
        self.templates = templates
    }
}
