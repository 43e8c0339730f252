/// `.nojekyll`, empty: tells GitHub Pages to serve the files as they are, without Jekyll; `publish`
/// also knows its branch's commits by it.
struct NoJekyllFile: FileKind, WholeSiteKind {
    static let path = ".nojekyll"

    let site: SiteContext

    static func bytes(_ site: SiteContext, shared: SharedInputs) -> [UInt8] { [] }
}
