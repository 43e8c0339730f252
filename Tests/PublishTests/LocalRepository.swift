import Foundation
import TestSupport

/// A repository `work/` with one commit on `main` and an empty bare repository `origin.git` as its
/// `origin`, in a temporary folder: what `publish`'s own git calls are tested against. The
/// repository's own git runs without the machine user's configuration, as the CLI's end-to-end
/// sandbox does.
final class LocalRepository {
    let folder: TemporaryDirectory

    var work: URL { folder.url.appendingPathComponent("work", isDirectory: true) }
    var origin: URL { folder.url.appendingPathComponent("origin.git", isDirectory: true) }

    /// What git did, for the tests that ask it about a ref name.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init() throws {
        folder = try TemporaryDirectory("strength-site-publish")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try git("init", "--quiet", "--initial-branch=main")
        try git("commit", "--quiet", "--allow-empty", "--message", "Start")
        try git("init", "--quiet", "--bare", origin.path)
        try git("remote", "add", "origin", "../origin.git")
    }

    /// Runs git in `work/` and returns its standard output, trimmed; throws when git fails.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let run = try run(arguments)
        guard run.status == 0 else {
            throw Failure(description: "git \(arguments.joined(separator: " ")): \(run.errors)")
        }
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs git in `work/`, whatever it says.
    func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = work
        var environment = ProcessInfo.processInfo.environment
        for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"] { environment[name] = nil }
        let home = folder.url.path
        environment.merge([
            "HOME": home, "XDG_CONFIG_HOME": home, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CEILING_DIRECTORIES": home,
            "GIT_AUTHOR_NAME": "Test Lifter", "GIT_AUTHOR_EMAIL": "lifter@example.org",
            "GIT_COMMITTER_NAME": "Test Lifter", "GIT_COMMITTER_EMAIL": "lifter@example.org",
        ]) { $1 }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                   errors: String(decoding: err, as: UTF8.self))
    }
}
