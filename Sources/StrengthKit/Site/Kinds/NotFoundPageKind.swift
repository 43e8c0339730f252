/// `404.html`. Served by GitHub Pages at whatever address was missed, at any depth: its stylesheet is
/// inline, and with a base URL its links are absolute (`<base href>`).
struct NotFoundPageKind: PageKind, WholeSiteKind {
    static let template = TemplateName.notFound
    static let path = "404.html"

    let site: SiteContext

    static func model(_ site: SiteContext, shared: SharedInputs) -> DocumentPage {
        let layout = shared.layout(path: path, title: "Page not found", description: "This page does not exist.", section: nil)
        let body = """
            <h1>Page not found</h1>
            <p>There is no page at this address. It may belong to a workout that was deleted or renamed.</p>
            <p><a href="index.html">Go to the dashboard</a> or <a href="history/index.html">browse the history</a>.</p>
            """
        return DocumentPage(layout: layout, bodyHTML: body, baseHref: shared.baseURL,
                            inlineStylesheet: site.stylesheet + BuildInfoFile.stylesheet(site))
    }
}
