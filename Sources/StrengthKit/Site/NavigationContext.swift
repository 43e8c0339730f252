/// What the `nav` partial sees: the page's layout only, so one rendering serves every page sharing it.
struct NavigationContext: TemplateObject {
    let layout: Layout

    func value(named key: String) -> TemplateValue? { key == "layout" ? .object(layout) : nil }
}
