/// What the generated site calls itself and where it is published.
package struct SiteSettings: Hashable, Sendable, Codable {
    var title: String
    /// Absolute URL of the published site, e.g. `https://me.github.io/lifting/`. Feeds only the
    /// sitemap, the Atom feed and canonical links; pages link relatively.
    var baseURL: String?
    var author: String?

    package init(title: String = "Training log", baseURL: String? = nil, author: String? = nil) {
        self.title = title
        self.baseURL = baseURL
        self.author = author
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? "Training log"
        baseURL = try container.decodeIfPresent(String.self, forKey: .baseURL)
        author = try container.decodeIfPresent(String.self, forKey: .author)
    }
}
