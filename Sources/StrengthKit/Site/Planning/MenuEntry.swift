/// A page's entry in the navigation every page shows, declared by its kind (`PageKind.menuEntry`).
struct MenuEntry: Sendable {
    var label: String
    /// Where the entry stands among the others, the lowest first.
    var position: Int
    var path: String
    /// Whether the site has the page. It is asked of the shared sources alone, which seed every
    /// page's fingerprint, so that a kept page never shows another menu than a new one.
    var isShown: @Sendable (SharedSources) -> Bool = { _ in true }
}
