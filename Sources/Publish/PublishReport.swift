import StrengthKit
/// What `publish` did.
package struct PublishReport: Sendable, Equatable {
    package var build: BuildReport
    /// How long the build took (not the git work around it), for its summary line.
    package var buildSeconds: Double
    var remote: String
    var branch: String
    /// The branch's tip now: a new commit, or the previous tip when the site did not change.
    package var commit: String
    /// The branch's previous tip, `nil` when the branch is new.
    package var parent: String?
    /// `false` when the build's tree was the previous tip's: nothing was committed.
    package var createdCommit: Bool
    /// `false` when the remote already had `commit`.
    package var pushed: Bool
    /// What the privacy settings keep off the site was pushed with the project to this remote
    /// (`SitePublisher`'s check), said in one line; `nil` when not.
    package var privacyWarning: String? = nil
}
