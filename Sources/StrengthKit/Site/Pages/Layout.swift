import Mustache

/// What every page shares: titles, the relative root, navigation and the footer.
public struct Layout: Hashable, Sendable, MustacheParent, Encodable {
    public var siteTitle: String
    public var pageTitle: String
    /// A sentence for `<meta name="description">`.
    public var description: String
    /// `""` at the top level, `"../"` one folder down: every link and asset starts with it.
    public var root: String
    /// Absolute URL of this page when the site's base URL is known.
    public var canonical: String?
    /// Pins the colour scheme (`light`, `dark`) or follows the reader (`system`).
    public var appearance: String
    public var navigation: [Link]
    public var author: String?

    public func child(named name: String) -> Any? {
        switch name {
        case "siteTitle": siteTitle
        case "pageTitle": pageTitle
        case "description": description
        case "root": root
        case "canonical": orFalse(canonical)
        case "appearance": appearance
        case "navigation": navigation
        case "author": orFalse(author)
        default: nil
        }
    }
}
