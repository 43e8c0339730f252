import Mustache

/// What the `nav` partial sees: the page's layout only, so one rendering serves every page sharing it.
struct NavigationContext: MustacheParent {
    let layout: Layout

    func child(named name: String) -> Any? { name == "layout" ? layout : nil }
}
