/// What `publish` did.
public struct PublishReport: Sendable, Equatable {
    public var build: BuildReport
    var remote: String
    var branch: String
    /// The branch's tip now: a new commit, or the previous tip when the site did not change.
    public var commit: String
    /// The branch's previous tip, `nil` when the branch is new.
    public var parent: String?
    /// `false` when the build's tree was the previous tip's: nothing was committed.
    public var createdCommit: Bool
    /// `false` when the remote already had `commit`.
    public var pushed: Bool
}
