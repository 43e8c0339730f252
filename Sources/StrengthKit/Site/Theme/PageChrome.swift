/// Wraps a page model for rendering, adding what the renderer computes once and shares between
/// pages (the navigation); every other key is the page's own.
struct PageChrome: TemplateObject {
    let page: any TemplateObject
    let navigationHTML: String

    /// The keys it adds to every page, for `Theme.unknownKeys`.
    static let keys: Set<String> = ["navigationHTML"]

    func value(named key: String) -> TemplateValue? {
        key == "navigationHTML" ? .text(navigationHTML) : page.value(named: key)
    }
}
