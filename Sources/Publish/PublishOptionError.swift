import Foundation
import StrengthKit

/// A value of a `publish` option that publish refuses, as one line naming the option, the value
/// and why: `--branch: 'origin/main' cannot be the site's branch: it starts with origin/, …`.
/// The CLI exits 64 on it, as on any usage error. `SitePublisher` throws it before anything is
/// created, here or on the remote, for what only the repository can tell (its remotes and refs);
/// the CLI words its own checks, made before git runs, with the same constructors.
package struct PublishOptionError: Error, Equatable, Sendable, CustomStringConvertible {
    package var option: String
    package var value: String
    /// "is not a branch name", "cannot be the site's branch", "is not a remote publish pushes to".
    package var verdict: String
    package var reason: String

    /// The value is cleaned for the terminal and kept on one line.
    package var description: String {
        let shown = TerminalSafeText.clean(value).replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
        return "\(option): '\(shown)' \(verdict): \(reason)"
    }

    /// A name git would refuse, or take for another (`BranchName.problem(with:)`).
    package static func notABranchName(_ branch: String, _ reason: String) -> Self {
        Self(option: "--branch", value: branch, verdict: "is not a branch name", reason: reason)
    }

    /// A name the repository's remotes or refs, or the remote's, already give a meaning (`BranchName.conflict`).
    package static func branchTaken(_ branch: String, _ reason: String) -> Self {
        Self(option: "--branch", value: branch, verdict: "cannot be the site's branch", reason: reason)
    }

    /// A remote helper or an option (`RemoteName.problem(with:)`).
    package static func notARemote(_ remote: String, _ reason: String) -> Self {
        Self(option: "--remote", value: remote, verdict: "is not a remote publish pushes to", reason: reason)
    }
}
