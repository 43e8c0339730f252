/// `sitemap.xml`: every HTML page but the 404 page, at its absolute address. Made once every other
/// output is planned, from their paths; the sitemap protocol wants absolute addresses, so without a
/// base URL there is none.
enum Sitemap {
    static let path = "sitemap.xml"

    /// Appended byte by byte: it lists every page, after the pages are planned, on one core.
    /// Escaping is character by character, so the base URL and each path are escaped apart.
    static func page(listing paths: [String], baseURL: String?) -> PlannedPage? {
        guard let baseURL else { return nil }
        let pages = paths.filter { $0.hasSuffix(".html") && $0 != NotFoundPageKind.path }
        var xml = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n".utf8)
        let base = Array(Markup.escape(baseURL).utf8)
        xml.reserveCapacity(xml.count + pages.count * (base.count + 64))
        for path in pages.sorted() {
            xml += "<url><loc>".utf8
            xml += base
            xml += Markup.escape(SitePaths.published(path)).utf8
            xml += "</loc></url>\n".utf8
        }
        xml += "</urlset>\n".utf8
        return PlannedPage(path: path, bytes: xml)
    }
}
