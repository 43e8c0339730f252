import StrengthKit
/// Where a request's path leads in the site being served: string work only, no file system.
/// A path that climbs (`..`, also percent-encoded as `%2e%2e`) or smuggles a separator
/// (`%2f`, a backslash, NUL) leads nowhere; symbolic links are `SiteFiles`' business.
enum ServedPath: Equatable, Sendable {
    /// A file of the site, relative to the output folder (`history/index.html`).
    case file(String)
    /// Another path of this server, percent-encoded: `/` and `/log` go to the base path `/log/`.
    case redirect(String)
    /// Outside the site, or a path that is not allowed.
    case notFound

    /// `rawPath` is the request's path as sent, still percent-encoded and without the query.
    static func resolve(_ rawPath: String, base: ServeBasePath) -> ServedPath {
        guard rawPath.hasPrefix("/") else { return .notFound }
        let rawSegments = rawPath.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        let endsInFolder = rawSegments.last?.isEmpty ?? true
        var segments: [String] = []
        for raw in rawSegments where !raw.isEmpty {
            guard let segment = String(raw).removingPercentEncoding, isAllowed(segment) else { return .notFound }
            segments.append(segment)
        }
        if segments.isEmpty, !base.segments.isEmpty { return .redirect(base.urlPath) }
        guard segments.starts(with: base.segments) else { return .notFound }
        let rest = segments.dropFirst(base.segments.count)
        if rest.isEmpty, !endsInFolder { return .redirect(base.urlPath) }
        if rest.isEmpty { return .file("index.html") }
        let path = rest.joined(separator: "/")
        return .file(endsInFolder ? path + "/index.html" : path)
    }

    private static func isAllowed(_ segment: String) -> Bool {
        segment != "." && segment != ".." && !segment.contains { $0 == "/" || $0 == "\\" || $0 == "\0" }
    }
}
