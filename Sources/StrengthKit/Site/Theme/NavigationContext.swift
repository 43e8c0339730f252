/// What the `nav` partial sees. It is rendered once per folder depth and section and shared by
/// every page with them (see `Theme`), so it answers only what those decide, plus what is the same
/// site-wide: `layout.root`, `layout.navigation`, `layout.siteTitle`, `layout.appearance`. A page's
/// own title or canonical link is not there, so no page's nav can show another page's.
struct NavigationContext: TemplateObject {
    let layout: Layout

    func value(named key: String) -> TemplateValue? {
        switch key {
        case "layout": .object(self)
        case "root", "navigation", "siteTitle", "appearance": layout.value(named: key)
        default: nil
        }
    }
}
