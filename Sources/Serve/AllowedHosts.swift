import Foundation

/// The `Host` values the preview server answers to: its own address with its port, as 127.0.0.1,
/// localhost or [::1], and the address it is bound to. A page on another site that points its own
/// name at 127.0.0.1 (DNS rebinding) makes the browser send that name, and is refused, so it
/// cannot read the preview.
struct AllowedHosts: Equatable, Sendable {
    /// In lower case, with the port.
    let hosts: Set<String>

    init(port: Int, boundAddress: String) {
        var names = ["127.0.0.1", "localhost", "[::1]"]
        names.append(boundAddress.contains(":") && !boundAddress.hasPrefix("[") ? "[\(boundAddress)]" : boundAddress)
        var hosts = Set(names.map { "\($0.lowercased()):\(port)" })
        // A browser leaves out the scheme's default port.
        if port == 80 { hosts.formUnion(names.map { $0.lowercased() }) }
        self.hosts = hosts
    }

    enum Verdict: Equatable {
        case allowed
        /// No `Host`, an empty one, or more than one: not a request a browser sends (400).
        case malformed
        /// Another host's name (403).
        case foreign
    }

    /// `values` are the request's `Host` header values.
    func check(_ values: [String]) -> Verdict {
        guard values.count == 1 else { return .malformed }
        let host = values[0].trimmingCharacters(in: .whitespaces).lowercased()
        if host.isEmpty { return .malformed }
        return hosts.contains(host) ? .allowed : .foreign
    }
}
