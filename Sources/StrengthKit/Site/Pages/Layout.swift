/// What every page shares: titles, the relative root, navigation and the footer.
struct Layout: TemplateObject, Hashable, Sendable {
    var siteTitle: String
    var pageTitle: String
    /// A sentence for `<meta name="description">`.
    var description: String
    /// `""` at the top level, `"../"` one folder down: every link and asset starts with it.
    var root: String
    /// Absolute URL of this page when the site's base URL is known.
    var canonical: String?
    /// Pins the colour scheme (`light`, `dark`) or follows the reader (`system`).
    var appearance: String
    var navigation: [Link]
    var author: String?
}
