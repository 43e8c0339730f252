/// A page of prose: "About these numbers" and the 404 page.
struct DocumentPage: PageModel {
    var layout: Layout
    /// Trusted markup (libcmark output in safe mode, or our own).
    var bodyHTML: String
    /// `<base href>` for the 404 page, which a server shows at any depth.
    var baseHref: String?
    /// The 404 page's stylesheet, inline: at an address the site does not have, a relative link to
    /// `assets/style.css` may lead nowhere. Empty on other pages, which link it.
    var inlineStylesheet: String = ""
}
