import Foundation

/// `strength-site serve` running in the background: its first stdout line read with a deadline,
/// stderr collected, and the process ended (SIGTERM, then SIGKILL) when the value goes away, so a
/// failing test never leaves a server behind.
final class ServeProcess: @unchecked Sendable {
    let process: Process
    /// The line it printed: `Serving http://127.0.0.1:PORT/PATH/`.
    private(set) var readyLine = ""
    private let lock = NSLock()
    private var output = Data()
    private var errors = Data()
    private var readers: [Thread] = []

    struct NotReady: Error, CustomStringConvertible {
        var description: String
    }

    /// `descriptorLimit`: started through `sh -c 'ulimit -n N; exec …'`, so the server itself (same
    /// process id) runs with at most N open descriptors, as on macOS by default (256).
    init(_ runner: CommandRunner, _ arguments: [String], descriptorLimit: Int? = nil, readyWithin seconds: Double = 120) throws {
        if let descriptorLimit {
            process = try Self.start(runner, ["serve"] + arguments, descriptorLimit: descriptorLimit)
        } else {
            process = try runner.start(["serve"] + arguments)
        }
        readers = [collect(process.standardOutput as! Pipe) { [weak self] in self?.output.append($0) },
                   collect(process.standardError as! Pipe) { [weak self] in self?.errors.append($0) }]
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let text = stdout
            if let newline = text.firstIndex(of: "\n") {
                readyLine = String(text[..<newline])
                return
            }
            if !process.isRunning { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        if process.isRunning { stop() }
        throw NotReady(description: "serve printed no line (stdout: \(stdout), stderr: \(stderr))")
    }

    deinit { stop() }

    /// As `CommandRunner.start`, through a shell that lowers the descriptor limit and then becomes the binary.
    private static func start(_ runner: CommandRunner, _ arguments: [String], descriptorLimit: Int) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", CommandRunner.binary.path] + arguments
        process.currentDirectoryURL = runner.directory
        if !runner.environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(runner.environment) { $1 }
        }
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        process.standardInput = Pipe()
        try process.run()
        try (process.standardInput as! Pipe).fileHandleForWriting.close()
        return process
    }

    /// Reads a pipe to its end on a thread of its own.
    private func collect(_ pipe: Pipe, into append: @escaping @Sendable (Data) -> Void) -> Thread {
        let handle = pipe.fileHandleForReading
        let thread = Thread { [lock] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                lock.lock()
                append(chunk)
                lock.unlock()
            }
        }
        thread.start()
        return thread
    }

    var stdout: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: output, as: UTF8.self)
    }

    var stderr: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: errors, as: UTF8.self)
    }

    /// `http://127.0.0.1:PORT/PATH/` from the ready line.
    var url: String { String(readyLine.dropFirst("Serving ".count)) }

    var port: Int {
        let afterHost = url.dropFirst("http://127.0.0.1:".count)
        return Int(afterHost.prefix { $0.isNumber }) ?? 0
    }

    /// The URL's path, e.g. `/log/`.
    var basePath: String {
        let afterHost = url.dropFirst("http://127.0.0.1:".count)
        return String(afterHost.drop { $0.isNumber })
    }

    func get(_ path: String, method: String = "GET") throws -> HTTPProbe.Response {
        try HTTPProbe.request(port: port, path: path, method: method)
    }

    /// Waits until the process has ended, for at most `seconds`; `true` if it did.
    func waitForExit(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return !process.isRunning
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if !waitForExit(within: 3) {
            kill(process.processIdentifier, SIGKILL)
            _ = waitForExit(within: 3)
        }
    }
}
