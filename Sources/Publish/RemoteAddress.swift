import Foundation

/// A git remote's address as GitHub Actions can fetch it without credentials: an `https` URL.
/// SSH addresses become their `https` twins (`git@github.com:o/r.git` and
/// `ssh://git@github.com/o/r.git` → `https://github.com/o/r.git`, any port dropped, since the
/// `https` one is another); user names and passwords are dropped; anything else — a local path, a
/// `file:`, `http:` or `git:` URL — is not fetchable, and `reason` says what is wrong with it
/// ("is a local path, which GitHub cannot fetch").
package enum RemoteAddress: Equatable, Sendable {
    case https(String)
    case notFetchable(reason: String)

    package init(_ remote: String) {
        let text = remote.trimmingCharacters(in: .whitespaces)
        if let schemeEnd = text.range(of: "://") {
            let scheme = text[..<schemeEnd.lowerBound].lowercased()
            let rest = text[schemeEnd.upperBound...]
            let authority = rest.prefix { $0 != "/" }
            let path = rest.dropFirst(authority.count)
            let host = Self.host(inAuthority: authority)
            switch scheme {
            case "https":
                self = Self.https(host: host, port: Self.port(inAuthority: authority), path: path)
            case "ssh", "git+ssh", "ssh+git":
                self = Self.https(host: host, port: nil, path: path)
            case "file":
                self = .notFetchable(reason: Self.localPath)
            default:
                self = .notFetchable(reason: "is not an https or SSH address")
            }
            return
        }
        // git's scp-like syntax, `[user@]host:path`: a colon before any slash (and not a drive letter's).
        if let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/"), text.distance(from: text.startIndex, to: colon) > 1 {
            let authority = text[..<colon]
            let path = text[text.index(after: colon)...]
            self = Self.https(host: Self.host(inAuthority: authority), port: nil,
                              path: path.hasPrefix("/") ? path : Substring("/" + path))
            return
        }
        self = .notFetchable(reason: text.isEmpty ? "is empty" : Self.localPath)
    }

    /// The `https` address, or `nil` when there is none.
    package var url: String? {
        if case .https(let url) = self { return url }
        return nil
    }

    /// Whether two remote addresses name one repository: the same `https` address (an SSH address
    /// counts as its twin), or the same path once a relative one is read from `folder`, a trailing
    /// `/` or `.git` aside.
    package static func sameRepository(_ first: String, _ second: String, relativeTo folder: URL) -> Bool {
        func key(_ address: String) -> String {
            var text: String
            if let https = RemoteAddress(address).url {
                text = https
            } else {
                let trimmed = address.trimmingCharacters(in: .whitespaces)
                let path = trimmed.hasPrefix("file://") ? String(trimmed.dropFirst("file://".count)) : trimmed
                text = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL.path
            }
            while text.hasSuffix("/") { text.removeLast() }
            return text.hasSuffix(".git") ? String(text.dropLast(4)) : text
        }
        return key(first) == key(second)
    }

    private static let localPath = "is a local path, which GitHub cannot fetch"

    private static func https(host: Substring, port: Substring?, path: Substring) -> RemoteAddress {
        guard !host.isEmpty, path.count > 1 else {
            return .notFetchable(reason: "names no host and repository")
        }
        return .https("https://" + host + (port.map { ":" + $0 } ?? "") + path)
    }

    /// The host of `[user[:password]@]host[:port]`, lowercased (host names are case-blind).
    private static func host(inAuthority authority: Substring) -> Substring {
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        return Substring(hostAndPort.prefix { $0 != ":" }.lowercased())
    }

    private static func port(inAuthority authority: Substring) -> Substring? {
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        guard let colon = hostAndPort.firstIndex(of: ":") else { return nil }
        let port = hostAndPort[hostAndPort.index(after: colon)...]
        return port.isEmpty ? nil : port
    }
}
