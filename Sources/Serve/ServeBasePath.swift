import Foundation
import StrengthKit

/// The path the site is served under: the path of its base URL (`https://me.github.io/log/` is
/// served at `/log/`), so links are tried as GitHub Pages will serve them; `/` without a base URL.
struct ServeBasePath: Equatable, Sendable {
    /// The path's segments, percent-decoded (`["log"]`; none at the root).
    let segments: [String]
}

extension ServeBasePath {
    /// The path of `baseURL`; the root when there is none or it has no path.
    init(baseURL: String?) {
        guard let baseURL, let components = URLComponents(string: baseURL) else {
            self.init(segments: [])
            return
        }
        self.init(segments: components.percentEncodedPath.split(separator: "/").map { segment in
            String(segment).removingPercentEncoding ?? String(segment)
        })
    }

    /// `/log/`, percent-encoded for a URL or a `Location` header.
    var urlPath: String {
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
        let encoded = segments.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }
        return encoded.isEmpty ? "/" : "/" + encoded.joined(separator: "/") + "/"
    }

    /// `/log/history/` for the site's folder `history`: where a request for the folder without its
    /// final slash is sent. Made from the path's parts, not from the request as sent, so it starts
    /// with exactly one slash: `//history` would send a browser to the host `history`.
    func urlPath(ofFolder relativePath: String) -> String {
        ServeBasePath(segments: segments + relativePath.split(separator: "/").map(String.init)).urlPath
    }
}
