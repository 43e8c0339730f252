/// A page of prose: "About these numbers" and the 404 page.
public struct DocumentPage: PageModel {
    public var layout: Layout
    /// Trusted markup (libcmark output in safe mode, or our own).
    public var bodyHTML: String
    /// `<base href>` for the 404 page, which a server shows at any depth.
    public var baseHref: String?
}
