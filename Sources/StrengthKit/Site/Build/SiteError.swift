/// The site could not be written, served or published: what it was working on — a path, the
/// address `serve` listens on, or the remote and branch `publish` pushes to — and why.
package struct SiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A path, `127.0.0.1:8080`, or `remote origin, branch gh-pages`.
    var subject: String
    var reason: String

    package init(subject: String, reason: String) {
        self.subject = subject
        self.reason = reason
    }

    package var description: String { "\(subject): \(reason)" }
}
