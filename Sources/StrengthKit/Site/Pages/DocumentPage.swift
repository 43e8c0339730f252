/// A page of prose: "About these numbers" and the 404 page.
struct DocumentPage: PageModel {
    var layout: Layout
    /// Trusted markup (libcmark output in safe mode, or our own): the whole page.
    var bodyHTML: String
    /// The same in two, for a table of contents between them: the title and what leads into the
    /// sections, then the sections (a theme made before there was one reads `bodyHTML`).
    var introHTML: String = ""
    var sectionsHTML: String = ""
    /// The sections, linked by their headings' ids: a long page's table of contents; none, none shown.
    var contents: [Link] = []
    /// `<base href>` for the 404 page, which a server shows at any depth.
    var baseHref: String?
    /// The 404 page's stylesheet, inline: at an address the site does not have, a relative link to
    /// `assets/style.css` may lead nowhere. Empty on other pages, which link it.
    var inlineStylesheet: String = ""
}
