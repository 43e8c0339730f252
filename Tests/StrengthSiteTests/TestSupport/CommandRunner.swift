import Foundation
import Testing

/// Runs the built `strength-site` binary, as a user would, in a temporary project folder.
struct CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable SwiftPM built next to this test bundle.
    static let binary: URL = {
        let candidates = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for folder in candidates {
            let url = folder.appendingPathComponent("strength-site")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return candidates[0].appendingPathComponent("strength-site")
    }()

    var directory: URL
    /// Variables set on top of this process's environment.
    var environment: [String: String] = [:]
    /// What runs: the binary, or a shell that runs what a lifter would paste.
    var executable = CommandRunner.binary

    func run(_ arguments: [String], stdin: String? = nil) throws -> Result {
        let process = try start(arguments, stdin: stdin)
        let output = process.standardOutput as! Pipe
        let errors = process.standardError as! Pipe
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs the binary and kills it if it is still running after `seconds`: a hang fails the test
    /// instead of stalling the suite. `inputLeftOpen`: its standard input is a pipe that stays open,
    /// as a terminal nobody types into, so whatever waits on that input is such a hang.
    func run(_ arguments: [String], killedAfter seconds: Double, inputLeftOpen: Bool = false) throws -> Result {
        let process = try start(arguments, inputLeftOpen: inputLeftOpen)
        defer { try? (process.standardInput as? Pipe)?.fileHandleForWriting.close() }
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            // SIGKILL: the test runner's blocked signals are inherited, so a SIGTERM may never arrive.
            kill(process.processIdentifier, SIGKILL)
            Issue.record("strength-site \(arguments.joined(separator: " ")) was still running after \(seconds) s")
        }
        process.waitUntilExit()
        let out = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
        let err = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }

    /// Starts the binary without waiting; stdout and stderr are pipes, stdin is empty unless given
    /// (or left open: the caller closes it).
    func start(_ arguments: [String], stdin: String? = nil, inputLeftOpen: Bool = false) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        if !inputLeftOpen { try input.fileHandleForWriting.close() }
        return process
    }
}
