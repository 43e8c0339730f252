/// `assets/style.css`: the theme's stylesheet, as it is.
struct StylesheetFile: FileKind, WholeSiteKind {
    static let path = "assets/style.css"

    let site: SiteContext

    static func bytes(_ site: SiteContext, shared: SharedInputs) -> [UInt8] { Array(site.stylesheet.utf8) }
}
