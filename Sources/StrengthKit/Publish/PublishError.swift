/// `publish` could not commit or push the site: what it was working on — the project folder, or
/// the remote and branch — and why, with git's reason when git refused.
public struct PublishError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A path, or `remote origin, branch gh-pages`.
    public var subject: String
    public var reason: String

    public init(subject: String, reason: String) {
        self.subject = subject
        self.reason = reason
    }

    public var description: String { "\(subject): \(reason)" }
}
