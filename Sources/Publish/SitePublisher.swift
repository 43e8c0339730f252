import Foundation
import StrengthKit

/// `strength-site publish`: builds the site, then commits the output folder as the whole tree of a
/// branch (`gh-pages`) of the project's repository and pushes it, as ghp-import does.
///
/// The tree is made from a temporary index file over the output folder, so the user's HEAD, index
/// and work tree are never touched. Each commit's parent is the branch's previous tip — the remote's
/// (fetched first), or the local branch's when the remote has none or the local one is ahead of it —
/// and the push is never forced; the local branch moves only once the remote took the commit. A
/// build that changes nothing makes no commit.
///
/// Only a branch of site commits is published to unless `overwriteBranch` says otherwise: a commit
/// with more than one parent, or without `.nojekyll` at its root (every commit `publish` makes has
/// one), is the lifter's own work, which the site would bury under a new tip.
///
/// A remote helper as the remote (`RemoteName`), or a branch name git would refuse or read as
/// another ref, here or on the remote (`BranchName`), is a `PublishOptionError`, thrown before
/// anything is created.
package struct SitePublisher: Sendable {
    let builder: SiteBuilder
    let remote: String
    let branch: String
    let overwriteBranch: Bool
    let networkTimeout: Duration

    /// How long one network step (`ls-remote`, `fetch`, `push`) may take: enough for a password
    /// or passphrase typed at git's prompt and a first push of a large site over a slow line;
    /// beyond it the remote is taken not to answer.
    package static let defaultNetworkTimeout: Duration = .seconds(300)

    /// The file GitHub Pages reads a custom domain from: kept from the branch when the output has none.
    static let customDomainFile = "CNAME"

    /// The file that makes a commit a site commit, at the root of its tree.
    static let siteMarker = SitePaths.noJekyll

    /// - Parameters:
    ///   - overwriteBranch: publish to `branch` even when its history holds commits that are not
    ///     site commits.
    ///   - networkTimeout: how long one network step may take before it is stopped.
    package init(builder: SiteBuilder, remote: String = "origin", branch: String = "gh-pages", overwriteBranch: Bool = false,
                 networkTimeout: Duration = defaultNetworkTimeout) {
        self.builder = builder
        self.remote = remote
        self.branch = branch
        self.overwriteBranch = overwriteBranch
        self.networkTimeout = networkTimeout
    }

    /// "Publish site: 12 workouts, built 2025-03-14".
    static func defaultMessage(workouts: Int, built day: LocalDay) -> String {
        "Publish site: \(NumberText.counted(workouts, "workout")), built \(day)"
    }

    /// Checks the repository and the remote, builds (`today` and `progress` as `SiteBuilder.build`
    /// takes them), commits and pushes. `message` replaces `defaultMessage`.
    package func publish(today: (TimeZone) -> LocalDay, message: String? = nil,
                        progress: (BuildStep, String) -> Void = { _, _ in }) async throws -> PublishReport {
        if let problem = RemoteName.problem(with: remote) { throw PublishOptionError.notARemote(remote, problem) }
        if let problem = BranchName.problem(with: branch) { throw PublishOptionError.notABranchName(branch, problem) }
        let git = try await repository()
        let remotes = try await failing(on: projectSubject, "cannot list the remotes") { try await git.remotes() }
        let refs = try await failing(on: projectSubject, "cannot list the repository's refs") { try await git.refs() }
        if let conflict = BranchName.conflict(of: branch, remotes: remotes, refs: refs) {
            throw PublishOptionError.branchTaken(branch, conflict)
        }
        try checkRemote(remotes)
        let privacyWarning = try await privacyWarning(git, remotes: remotes)
        let checkedOut = try await failing(on: projectSubject, "cannot list the repository's work trees") {
            try await git.checkedOutBranches()
        }
        if checkedOut.contains("refs/heads/" + branch) {
            throw SiteError(subject: remoteSubject,
                               reason: "\(branch) is checked out in a work tree of this repository; publish writes that branch, so check out another one")
        }
        let remoteRefs = try await failing(on: remoteSubject, "cannot reach the remote") {
            try await git.remoteRefs(remote, named: branch)
        }
        // The push would create the branch beside them on the remote, ambiguous there as it would be here.
        if let conflict = BranchName.conflict(of: branch, remotes: [], refs: remoteRefs.map(\.ref)) {
            throw PublishOptionError.branchTaken(branch, "on \(remote), " + conflict)
        }
        let branchRef = "refs/heads/" + branch
        let remoteTip = remoteRefs.first { $0.ref.utf8.elementsEqual(branchRef.utf8) }?.object
        if remoteTip != nil {
            try await failing(on: remoteSubject, "cannot fetch the branch") { try await git.fetch(remote, branch: branch) }
        }
        let localTip = try await failing(on: projectSubject, "cannot read the branch \(branch)") {
            try await git.commit("refs/heads/" + branch)
        }
        if !overwriteBranch {
            try await checkSiteHistory(git, tips: [(localTip, "on the local branch"), (remoteTip, "on \(remote)")])
        }

        let started = ContinuousClock.now
        let build = try builder.build(today: today, progress: progress)
        let buildSeconds = (ContinuousClock.now - started).inSeconds

        let parent = try await parentCommit(git, localTip: localTip, remoteTip: remoteTip)
        let tree = try await siteTree(git, parent: parent)
        let commit: String
        var created = false
        if let parent, try await failing(on: projectSubject, "cannot read the branch", { try await git.tree(of: parent) }) == tree {
            commit = parent
        } else {
            let text = message ?? Self.defaultMessage(workouts: build.workouts, built: build.day)
            commit = try await failing(on: projectSubject, "cannot commit the site",
                                       hint: "git config user.name and user.email say who commits") {
                try await git.commitTree(tree, parent: parent, message: text)
            }
            created = true
        }
        var pushed = false
        if remoteTip != commit {
            try await failing(on: remoteSubject, "push refused") { try await git.push(commit, to: remote, branch: branch) }
            pushed = true
        }
        // Only now: a refused push leaves the local branch where it was.
        if localTip != commit {
            try await failing(on: projectSubject, "cannot update the branch \(branch)") {
                try await git.setBranch(branch, to: commit, reason: "strength-site publish")
            }
        }
        return PublishReport(build: build, buildSeconds: buildSeconds, remote: remote, branch: branch, commit: commit, parent: parent,
                             createdCommit: created, pushed: pushed, privacyWarning: privacyWarning)
    }

    // MARK: - Steps

    private func repository() async throws -> Git {
        do {
            return try await Git.repository(containing: builder.store.layout.projectDirectory.path, networkTimeout: networkTimeout)
        } catch let failure as GitFailure {
            guard failure.reason.contains("not a git repository") else {
                throw SiteError(subject: projectSubject, reason: "cannot find the project's git repository: \(failure.reason)")
            }
            throw SiteError(subject: projectSubject,
                               reason: "not in a git repository; publish commits the site to a branch of the project's repository (git init, then git remote add origin URL)")
        }
    }

    /// A name that is neither a configured remote nor a URL or path is a missing remote, said plainly
    /// before the build rather than as whatever git makes of it.
    private func checkRemote(_ remotes: [String]) throws {
        let looksLikeLocation = remote.contains("/") || remote.contains(":")
        if !remotes.contains(remote) && !looksLikeLocation {
            let known = remotes.isEmpty ? "the repository has none" : "the repository has " + remotes.joined(separator: ", ")
            throw SiteError(subject: remoteSubject,
                               reason: "no such remote (\(known)); add it with git remote add \(remote) URL, or name another with --remote")
        }
    }

    /// The line `publish` warns with when the site goes to the project's own origin while HEAD's
    /// commit holds `Data/` and `Data/` holds what the privacy settings keep off the site
    /// (`WithheldData`): pushed with the project, it is readable by anyone who can read that
    /// repository, whatever the site leaves out. `nil` otherwise.
    private func privacyWarning(_ git: Git, remotes: [String]) async throws -> String? {
        let origin = "origin"
        guard remotes.contains(origin) else { return nil }
        let (originURL, target) = try await failing(on: projectSubject, "cannot read the remotes' addresses") {
            (try await git.remoteURL(origin), remotes.contains(remote) ? try await git.remoteURL(remote) : remote)
        }
        let folder = builder.store.layout.projectDirectory
        guard RemoteAddress.sameRepository(originURL, target, relativeTo: folder) else { return nil }
        let committed = try await failing(on: projectSubject, "cannot read HEAD's commit") { try await git.headHolds(builder.store.layout.dataDirectory.lastPathComponent) }
        guard committed else { return nil }
        return Self.privacyWarning(remote: remote, withheld: WithheldData.kinds(in: try builder.store.load()))
    }

    /// The warning for `remote`, the project's own repository with `Data/` committed, when `Data/`
    /// holds the `withheld` kinds (`WithheldData`); `nil` when it holds none.
    static func privacyWarning(remote: String, withheld: [String]) -> String? {
        guard !withheld.isEmpty else { return nil }
        let one = withheld.count == 1
        return "\(remote) is this project's own repository, and its Data/ is committed there: "
            + "\(withheld.joined(separator: " and ")) \(one ? "is" : "are") kept off the site but readable in Data/ "
            + "by anyone who can read the repository. To keep \(one ? "it" : "them") private, make that repository "
            + "private and publish to a separate public one: strength-site publish --remote URL"
    }

    /// Refuses the branch when a history it would build on — the local branch's, the remote's —
    /// holds a commit that is not a site commit, and names the newest such commit.
    private func checkSiteHistory(_ git: Git, tips: [(commit: String?, place: String)]) async throws {
        var checked: Set<String> = []
        for (tip, place) in tips {
            guard let tip, checked.insert(tip).inserted else { continue }
            let (history, withoutMarker) = try await failing(on: projectSubject, "cannot read the history of \(branch)") {
                let history = try await git.history(of: tip)
                return (history, Set(try await git.commits(history.map(\.commit), withoutFile: Self.siteMarker)))
            }
            guard let foreign = history.first(where: { $0.parents > 1 || withoutMarker.contains($0.commit) }) else { continue }
            let why = foreign.parents > 1 ? "a merge" : "no \(Self.siteMarker) at its root"
            throw SiteError(subject: remoteSubject, reason: "the branch holds commits that are not the site's "
                + "(\(foreign.commit.prefix(12)) \(place): \(why)); publishing would make the site its new tip. "
                + "Name another branch with --branch, or pass --overwrite-branch to publish on it anyway")
        }
    }

    /// The remote's tip; the local branch's instead when the remote has none, or when the local
    /// branch already builds on the remote's (a commit made by hand, or by an earlier publish that
    /// moved the branch before pushing).
    private func parentCommit(_ git: Git, localTip: String?, remoteTip: String?) async throws -> String? {
        guard let remoteTip else { return localTip }
        guard let localTip, localTip != remoteTip else { return remoteTip }
        let localIsAhead = try await failing(on: projectSubject, "cannot compare the local and remote branch") {
            try await git.isAncestor(remoteTip, of: localTip)
        }
        return localIsAhead ? localTip : remoteTip
    }

    /// The output folder as a tree, through a temporary index file; a CNAME on the parent's tree
    /// stays when the output has none.
    private func siteTree(_ git: Git, parent: String?) async throws -> String {
        let output = builder.output.path
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("strength-site-publish-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SiteError(subject: folder.path, reason: "cannot create a temporary folder: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = folder.appendingPathComponent("index").path
        return try await failing(on: builder.outputDisplay, "cannot stage the site for a commit") {
            try await git.addAll(output, index: index)
            let domainFile = builder.output.appendingPathComponent(Self.customDomainFile).path
            if let parent, !FileManager.default.fileExists(atPath: domainFile),
               let kept = try await git.blob(Self.customDomainFile, in: parent) {
                try await git.add(blob: kept.blob, mode: kept.mode, at: Self.customDomainFile, index: index)
            }
            return try await git.writeTree(index: index)
        }
    }

    // MARK: - Errors

    private var projectSubject: String {
        let prefix = builder.store.layout.displayPrefix
        return prefix.isEmpty || prefix == "." ? builder.store.layout.projectDirectory.path : prefix
    }

    private var remoteSubject: String { "remote \(remote), branch \(branch)" }

    /// Runs a git step; git's refusal becomes a `SiteError` about `subject` that says what failed,
    /// and a network step stopped for taking too long one about the remote that did not answer.
    private func failing<T>(on subject: String, _ what: String, hint: String? = nil,
                            _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let failure as GitFailure {
            throw SiteError(subject: subject, reason: "\(what): \(failure.reason)" + (hint.map { " (\($0))" } ?? ""))
        } catch let timeout as GitTimeout {
            throw SiteError(subject: remoteSubject,
                            reason: "\(remote) did not answer within \(timeout.limitText), so publish stopped git \(timeout.command)")
        }
    }
}
