/// What git said about the checkout a binary was built from, as the `SourceStamp` build plugin
/// records it on every build (`scripts/source-stamp.sh`): facts only; `ToolSource` decides.
package struct BuildCheckout: Equatable, Sendable {
    /// HEAD's full hash; `nil` when git was missing or the package folder is not the top of a repository.
    package var commit: String?
    /// The raw `remote.origin.url` (user and password taken out); `nil` when there is no `origin`.
    package var origin: String?
    /// Whether `git status` listed anything: changed, staged or untracked files.
    package var hasChanges: Bool
    /// Whether a remote-tracking branch of `origin` contains the commit.
    package var commitIsOnOrigin: Bool

    package init(commit: String?, origin: String?, hasChanges: Bool, commitIsOnOrigin: Bool) {
        self.commit = commit
        self.origin = origin
        self.hasChanges = hasChanges
        self.commitIsOnOrigin = commitIsOnOrigin
    }
}
