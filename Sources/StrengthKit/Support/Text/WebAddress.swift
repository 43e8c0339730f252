import Foundation

/// Where a site is published: an absolute http(s) URL with a host.
package enum WebAddress {
    package static func isValidBase(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty else { return false }
        return true
    }
}
