import Foundation
import StrengthKit
import Subprocess

/// The only code that runs git: one method per git command `publish` needs, each with its
/// arguments spelled out here. Every command runs in the project folder (so a remote's relative
/// path means what it means to the user's own git) and names the repository (`--git-dir`), so
/// any `GIT_DIR` inherited plays no part. Only `addAll` sees a work tree, the output folder,
/// through a temporary index: the user's index and work tree are never read or written, and HEAD
/// is only read, for whether its commit holds `Data/` (`headHolds`).
///
/// Nothing git starts can wait on publish: its standard input is `/dev/null` (or the text a
/// command is given), it reaches remotes only through git's own transports (`allowedProtocols`),
/// and a network command that has not ended after `networkTimeout` is stopped (`GitTimeout`).
struct Git: Sendable {
    /// The project folder, absolute.
    let folder: String
    /// Absolute path of the repository's git directory.
    let gitDirectory: String
    /// How long `ls-remote`, `fetch` or `push` may take before it is stopped.
    let networkTimeout: Duration

    /// The repository containing `folder`, or a `GitFailure` with git's reason.
    static func repository(containing folder: String, networkTimeout: Duration) async throws -> Git {
        let output = try await run(["-C", folder, "rev-parse", "--absolute-git-dir"]).checked()
        return Git(folder: folder, gitDirectory: try output.firstLine(), networkTimeout: networkTimeout)
    }

    /// The names of the configured remotes.
    func remotes() async throws -> [String] {
        try await command(["remote"]).lines
    }

    /// The address git fetches from and pushes to for the remote `name` (`url.*.insteadOf` applied).
    func remoteURL(_ name: String) async throws -> String {
        try await command(["remote", "get-url", name]).firstLine()
    }

    /// Whether the commit HEAD names holds `path`, relative to the project folder: a file or folder
    /// that goes wherever the checked-out branch is pushed. `false` before the first commit.
    func headHolds(_ path: String) async throws -> Bool {
        // The project's place in the work tree; with --git-dir, git takes the folder for the top of it.
        let prefix = try await Self.run(["-C", folder, "rev-parse", "--show-prefix"]).checked().lines.first ?? ""
        let output = try await Self.run(directoryArguments + ["ls-tree", "--name-only", "HEAD", "--", prefix + path])
        return output.succeeded && !output.lines.isEmpty
    }

    /// Every ref of the repository by its full name (`refs/heads/main`, `refs/tags/v1`, `refs/stash`…).
    func refs() async throws -> [String] {
        try await command(["for-each-ref", "--format=%(refname)"]).lines
    }

    /// The refs of `remote` whose names end in `/BRANCH` (`ls-remote`'s pattern), with the commit or
    /// object each points at: `refs/heads/BRANCH` when the remote has the branch, and any ref git
    /// there would also read as `BRANCH` (`refs/tags/BRANCH`, `refs/BRANCH`…). Peeled tags left out.
    func remoteRefs(_ remote: String, named branch: String) async throws -> [(ref: String, object: String)] {
        try await networkCommand("ls-remote", [remote, branch]).lines.compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard fields.count == 2, !fields[1].hasSuffix("^{}") else { return nil }
            return (fields[1], fields[0])
        }
    }

    /// Brings `branch` of `remote` (and so the commit `remoteRefs` named) into the repository.
    func fetch(_ remote: String, branch: String) async throws {
        _ = try await networkCommand("fetch", ["--quiet", "--no-tags", remote, "refs/heads/" + branch])
    }

    /// The commit `ref` points at, or `nil` when there is no such commit.
    func commit(_ ref: String) async throws -> String? {
        let output = try await Self.run(directoryArguments + ["rev-parse", "--verify", "--quiet", ref + "^{commit}"])
        return output.succeeded ? try output.firstLine() : nil
    }

    /// The tree of a commit.
    func tree(of commit: String) async throws -> String {
        try await command(["rev-parse", "--verify", commit + "^{tree}"]).firstLine()
    }

    func isAncestor(_ ancestor: String, of descendant: String) async throws -> Bool {
        let output = try await Self.run(directoryArguments + ["merge-base", "--is-ancestor", ancestor, descendant])
        guard output.succeeded || output.status == 1 else { throw GitFailure(output) }
        return output.succeeded
    }

    /// Every commit of `tip`'s history with how many parents it has, newest first.
    func history(of tip: String) async throws -> [(commit: String, parents: Int)] {
        try await command(["rev-list", "--parents", tip, "--"]).lines.map { line in
            let hashes = line.split(separator: " ")
            return (String(hashes[0]), hashes.count - 1)
        }
    }

    /// The commits among `commits` whose tree has no file at `path`, in one `cat-file` for any number of them.
    func commits(_ commits: [String], withoutFile path: String) async throws -> [String] {
        guard !commits.isEmpty else { return [] }
        let requests = commits.map { $0 + ":" + path + "\n" }.joined()
        let output = try await Self.run(directoryArguments + ["cat-file", "--batch-check=%(objecttype)"], input: requests).checked()
        // One line per request, in order: `blob` for a file, `tree` for a folder, `NAME missing` for nothing.
        let types = output.lines
        guard types.count == commits.count else {
            throw GitFailure(reason: "git cat-file answered \(types.count) of \(commits.count) requests")
        }
        return zip(commits, types).filter { $0.1 != "blob" }.map(\.0)
    }

    /// The branches checked out in any work tree of the repository, as `refs/heads/NAME`.
    func checkedOutBranches() async throws -> [String] {
        try await command(["worktree", "list", "--porcelain"]).lines
            .filter { $0.hasPrefix("branch ") }.map { String($0.dropFirst("branch ".count)) }
    }

    /// The mode and blob of `path` in `commit`'s tree, or `nil` when the tree has no such file.
    func blob(_ path: String, in commit: String) async throws -> (mode: String, blob: String)? {
        let line = try await command(["ls-tree", commit, "--", path]).lines.first { $0.hasSuffix("\t" + path) }
        let fields = line?.split(whereSeparator: { $0 == " " || $0 == "\t" }) ?? []
        guard fields.count == 4, fields[1] == "blob" else { return nil }
        return (String(fields[0]), String(fields[2]))
    }

    /// Stages every file under `tree`, an absolute path (ignore rules overruled, bytes as they are),
    /// into the index file `index`.
    func addAll(_ tree: String, index: String) async throws {
        let arguments = ["-C", tree, "--work-tree=" + tree, "-c", "core.autocrlf=false", "add", "--all", "--force", "--", "."]
        _ = try await Self.run(directoryArguments + arguments, index: index).checked()
    }

    /// Adds an existing blob at `path` to the index file `index`.
    func add(blob: String, mode: String, at path: String, index: String) async throws {
        _ = try await Self.run(directoryArguments + ["update-index", "--add", "--cacheinfo", "\(mode),\(blob),\(path)"],
                               index: index).checked()
    }

    /// Writes the index file `index` as a tree; returns the tree.
    func writeTree(index: String) async throws -> String {
        try await Self.run(directoryArguments + ["write-tree"], index: index).checked().firstLine()
    }

    /// A commit of `tree` with `parent`, authored and committed as the user's git configuration says.
    func commitTree(_ tree: String, parent: String?, message: String) async throws -> String {
        let parents = parent.map { ["-p", $0] } ?? []
        return try await command(["commit-tree", tree] + parents + ["-m", message]).firstLine()
    }

    /// Points the local `refs/heads/BRANCH` at `commit`.
    func setBranch(_ branch: String, to commit: String, reason: String) async throws {
        _ = try await command(["update-ref", "-m", reason, "refs/heads/" + branch, commit])
    }

    /// Pushes `commit` to `branch` of `remote`; never forced, so the remote takes only a fast-forward.
    func push(_ commit: String, to remote: String, branch: String) async throws {
        _ = try await networkCommand("push", ["--quiet", remote, commit + ":refs/heads/" + branch])
    }

    // MARK: - Running git

    private var directoryArguments: [String] { ["-C", folder, "--git-dir=" + gitDirectory] }

    private func command(_ arguments: [String]) async throws -> GitOutput {
        try await Self.run(directoryArguments + arguments).checked()
    }

    /// A command that talks to a remote: stopped after `networkTimeout`.
    private func networkCommand(_ command: String, _ arguments: [String]) async throws -> GitOutput {
        try await Self.run(directoryArguments + [command] + arguments, timeout: (networkTimeout, command)).checked()
    }

    /// The transports git may use (`GIT_ALLOW_PROTOCOL`, which overrides any `protocol.*.allow` of the
    /// user's configuration): its own, never a remote helper. A configured remote whose address is
    /// `fd::0` or `ext::…` (or that `url.*.insteadOf` rewrites to one) is refused by git at once
    /// ("transport 'fd' not allowed") instead of waiting forever or running a command.
    static let allowedProtocols = "file:git:http:https:ssh"

    /// Runs git as `runToEnd` does; with a `timeout`, stops it when the time is up and throws a
    /// `GitTimeout` naming the command.
    private static func run(_ arguments: [String], index: String? = nil, input: String? = nil,
                            timeout: (limit: Duration, command: String)? = nil) async throws -> GitOutput {
        guard let timeout else { return try await runToEnd(arguments, index: index, input: input) }
        return try await withThrowingTaskGroup(of: GitOutput?.self) { group in
            group.addTask { try await runToEnd(arguments, index: index, input: input) }
            group.addTask {
                try await Task.sleep(for: timeout.limit)
                return nil
            }
            // Whichever ends first: the other is cancelled, and a cancelled git is stopped (`runToEnd`).
            defer { group.cancelAll() }
            guard let output = try await group.next() ?? nil else {
                throw GitTimeout(command: timeout.command, limit: timeout.limit)
            }
            return output
        }
    }

    /// Runs git with the inherited environment, less the variables that would point it at another
    /// repository, index or work tree than the arguments name, and with only git's own transports.
    /// `input`, when given, is git's standard input; otherwise it is `/dev/null`, so nothing git
    /// runs (a helper, an askpass program) can wait on the terminal's input or on ours.
    /// When the calling task is cancelled git gets SIGTERM, so it removes its lock files, and
    /// SIGKILL two seconds later; what its children hold open does not keep this waiting.
    private static func runToEnd(_ arguments: [String], index: String?, input: String?) async throws -> GitOutput {
        let environment = Environment.inherit.updating([
            "GIT_DIR": nil, "GIT_WORK_TREE": nil, "GIT_PREFIX": nil, "GIT_COMMON_DIR": nil,
            "GIT_INDEX_FILE": index, "GIT_ALLOW_PROTOCOL": allowedProtocols,
        ])
        var options = PlatformOptions()
        options.teardownSequence = [.gracefulShutDown(allowedDurationToNextStep: .seconds(2))]
        do {
            let result = if let input {
                try await Subprocess.run(
                    .name("git"), arguments: Arguments(arguments), environment: environment, platformOptions: options,
                    input: .string(input), output: .string(limit: outputLimit), error: .string(limit: outputLimit))
            } else {
                try await Subprocess.run(
                    .name("git"), arguments: Arguments(arguments), environment: environment, platformOptions: options,
                    input: .none, output: .string(limit: outputLimit), error: .string(limit: outputLimit))
            }
            let status: Int32
            switch result.terminationStatus {
            case .exited(let code): status = code
            case .signaled(let signal): status = 128 + signal
            }
            return GitOutput(arguments: arguments, status: status, standardOutput: result.standardOutput,
                             standardError: result.standardError)
        } catch let error as SubprocessError {
            throw GitFailure(reason: error.code == .executableNotFound ? "git is not installed (not found on PATH)" : "cannot run git: \(error)")
        }
    }

    /// More than enough for what these commands print (hashes, a few refs); git's progress is quiet.
    private static let outputLimit = 16 * 1024 * 1024
}
