import Mustache

/// Wraps a page model for rendering, adding what the renderer computes once and shares between
/// pages (the navigation); every other key is the page's own.
struct PageChrome: MustacheParent {
    let page: MustacheParent
    let navigationHTML: String

    func child(named name: String) -> Any? {
        name == "navigationHTML" ? navigationHTML : page.child(named: name)
    }
}
