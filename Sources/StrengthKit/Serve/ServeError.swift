/// `serve` could not listen: the address and the reason, e.g.
/// `127.0.0.1:8080 is in use; choose another with --port`.
public struct ServeError: Error, Equatable, Sendable, CustomStringConvertible {
    public var address: String
    public var reason: String

    public init(address: String, reason: String) {
        self.address = address
        self.reason = reason
    }

    public var description: String { "\(address) \(reason)" }
}
