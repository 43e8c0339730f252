import Foundation

/// A site project inside its own git repository (`work/`, branch main, one commit), a bare
/// repository `origin.git` as its `origin`, and a `home/` so that no git configuration of the
/// machine's user is read. Git identity comes from the environment, which `runner` passes on.
final class GitSandbox {
    let folder: TemporaryFolder
    let environment: [String: String]

    var root: URL { folder.url }
    var work: URL { root.appendingPathComponent("work", isDirectory: true) }
    var origin: URL { root.appendingPathComponent("origin.git", isDirectory: true) }
    var runner: CommandRunner { CommandRunner(directory: work, environment: environment) }

    struct GitError: Error, CustomStringConvertible {
        var description: String
    }

    /// - Parameter remote: whether to create `origin.git` and add it as `origin`.
    init(remote: Bool = true) throws {
        folder = try TemporaryFolder()
        let home = folder.url.appendingPathComponent("home", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CEILING_DIRECTORIES": folder.url.path,
            // `git status` would otherwise refresh the index it is asked to leave alone.
            "GIT_OPTIONAL_LOCKS": "0",
            "GIT_AUTHOR_NAME": "Test Lifter", "GIT_AUTHOR_EMAIL": "lifter@example.org",
            "GIT_COMMITTER_NAME": "Test Lifter", "GIT_COMMITTER_EMAIL": "lifter@example.org",
        ]
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try git("init", "--quiet", "--initial-branch=main")
        let created = try runner.run(["init", "--time-zone", "UTC", "--no-workflow"])
        guard created.status == 0 else { throw GitError(description: "init failed: \(created.stderr)") }
        try git("add", "--all")
        try git("commit", "--quiet", "--message", "Start the log")
        if remote {
            try git("init", "--quiet", "--bare", origin.path, in: root)
            try git("remote", "add", "origin", "../origin.git")
        }
    }

    /// Runs git in `directory` (default `work/`) and returns its standard output; fails when git does.
    @discardableResult
    func git(_ arguments: String..., in directory: URL? = nil) throws -> String {
        try git(arguments, in: directory)
    }

    @discardableResult
    func git(_ arguments: [String], in directory: URL? = nil) throws -> String {
        try Self.git(arguments, in: directory ?? work, environment: environment)
    }

    /// Runs git in `directory` with `environment` on top of this process's; fails when git does.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitError(description: "git \(arguments.joined(separator: " ")): \(String(decoding: errData, as: UTF8.self))")
        }
        return String(decoding: outData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What `publish` must leave alone in the user's repository: HEAD, main, the index's bytes and
    /// the work tree's status.
    struct UserState: Equatable {
        var head: String
        var main: String
        var index: Data
        var status: String
    }

    func userState() throws -> UserState {
        let index = try Data(contentsOf: work.appendingPathComponent(".git/index"))
        return UserState(head: try git("rev-parse", "HEAD"), main: try git("rev-parse", "refs/heads/main"), index: index,
                         status: try git("status", "--porcelain", "--untracked-files=all"))
    }

    /// The files of `branch` in `origin.git`, sorted.
    func originFiles(_ branch: String = "gh-pages") throws -> [String] {
        try git(["ls-tree", "-r", "--name-only", branch], in: origin).split(separator: "\n").map(String.init).sorted()
    }
}
