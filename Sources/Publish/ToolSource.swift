/// Where GitHub can fetch the exact source a strength-site binary was built from, or why nobody
/// can tell: the repository as an `https` address and the full commit hash, known only when the
/// build's checkout had no changes, its commit was on `origin`, and `origin` is an https or SSH
/// address. `init` writes the two into the Pages workflow; `--version` prints them.
package enum ToolSource: Equatable, Sendable {
    case fetchable(repository: String, commit: String)
    case unknown(reason: String)

    package init(_ checkout: BuildCheckout) {
        guard let commit = checkout.commit else {
            self = .unknown(reason: "built without git or outside a git repository")
            return
        }
        let short = String(commit.prefix(7))
        guard let origin = checkout.origin else {
            self = .unknown(reason: "built from commit \(short) of a repository with no remote named origin")
            return
        }
        switch RemoteAddress(origin) {
        case .notFetchable(let reason):
            self = .unknown(reason: "built from commit \(short) of a repository whose origin, \(origin), \(reason)")
        case .https(let repository):
            if checkout.hasChanges {
                self = .unknown(reason: "built from commit \(short) with uncommitted changes")
            } else if !checkout.commitIsOnOrigin {
                self = .unknown(reason: "built from commit \(short), which is on no branch of origin (\(repository))")
            } else {
                self = .fetchable(repository: repository, commit: commit)
            }
        }
    }

    package var repository: String? {
        if case .fetchable(let repository, _) = self { return repository }
        return nil
    }

    package var commit: String? {
        if case .fetchable(_, let commit) = self { return commit }
        return nil
    }

    /// `--version`'s second line.
    package var versionLine: String {
        switch self {
        case .fetchable(let repository, let commit): "source: \(repository) at \(commit)"
        case .unknown(let reason): "source: unknown (\(reason))"
        }
    }
}
