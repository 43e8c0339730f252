/// A network git command (`ls-remote`, `fetch`, `push`) that had not ended when its time was up,
/// and was stopped: the remote, or the way to it, never answered. Without a limit a remote that
/// accepts the connection and then says nothing would hold `publish` for as long as it liked.
struct GitTimeout: Error, Equatable, Sendable {
    /// The git command, such as `ls-remote`.
    var command: String
    var limit: Duration

    /// "300 s", "0.3 s".
    var limitText: String {
        let milliseconds = limit.components.seconds * 1000 + limit.components.attoseconds / 1_000_000_000_000_000
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
        return "\(Double(milliseconds) / 1000) s"
    }
}
