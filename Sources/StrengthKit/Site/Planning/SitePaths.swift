/// How one page links to another. Every path is relative to the site's root and made only of fixed
/// names and validated ids (slugs), so no user text can reach a file name; each kind of page says
/// where its pages live (`SiteKind.path(of:)`).
package enum SitePaths {
    /// `""`, `"../"`, `"../../"`: from `page` back to the root.
    static func root(from page: String) -> String {
        String(repeating: "../", count: page.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) })
    }

    /// `path` as published: `index.html` dropped, since servers serve it for the folder.
    static func published(_ path: String) -> String {
        path.hasSuffix("index.html") ? String(path.dropLast("index.html".count)) : path
    }

    /// A link from `page` to `target`.
    static func link(from page: String, to target: String) -> String { root(from: page) + target }
}
