import Foundation
import StrengthKit
import Hummingbird
import Logging
import NIOCore

/// `serve`: builds the site with `SiteBuilder`, exactly as `build` does, then serves the output folder on
/// 127.0.0.1 over HTTP (Hummingbird) under the base URL's path, and rebuilds when `Data/` or
/// `Templates/` change (`SiteWatcher`); open pages reload after a rebuild that changed the site.
package struct PreviewServer: Sendable {
    package static let defaultPort: UInt16 = 8080
    static let host = "127.0.0.1"

    let builder: SiteBuilder
    /// 0 lets the system choose a free port.
    let port: UInt16
    let pollInterval: Duration
    let today: @Sendable (TimeZone) -> LocalDay
    let events: @Sendable (PreviewEvent) -> Void

    /// `today` gets the project's time zone at every build; `events` hears each build.
    package init(builder: SiteBuilder, port: UInt16 = defaultPort, pollInterval: Duration = .milliseconds(400),
                today: @escaping @Sendable (TimeZone) -> LocalDay, events: @escaping @Sendable (PreviewEvent) -> Void) {
        self.builder = builder
        self.port = port
        self.pollInterval = pollInterval
        self.today = today
        self.events = events
    }

    /// Builds, listens, calls `ready` with the URL the site is served at, then serves and watches
    /// until the process ends. Throws the first build's error, and `SiteError` when it cannot listen.
    package func run(ready: @Sendable (String) -> Void) async throws {
        let state = PreviewState()
        let watcher = SiteWatcher(builder: builder, state: state, interval: pollInterval, today: today, events: events)
        let firstBuild = try watcher.buildFirst()

        let (listening, listened) = AsyncStream<Int?>.makeStream()
        // Hummingbird's logger would print to stdout, which carries only the "Serving" line.
        let application = Application(
            responder: PreviewHandler(files: SiteFiles(output: builder.output), state: state),
            configuration: ApplicationConfiguration(address: .hostname(Self.host, port: Int(port)), serverName: nil),
            onServerRunning: { channel in
                listened.yield(channel.localAddress?.port)
                listened.finish()
            },
            logger: Logger(label: "strength-site.serve") { _ in SwiftLogNoOpLogHandler() })
        let requestedAddress = "\(Self.host):\(port)"
        let actualPort = ResultSlots<Int?>(count: 1)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await application.run()
                } catch {
                    throw Self.listeningError(error, address: requestedAddress)
                }
                throw SiteError(subject: requestedAddress, reason: "listening stopped")
            }
            group.addTask {
                for await port in listening {
                    actualPort[0] = port
                    return
                }
            }
            // Listening, or the server's error (a port in use) — whichever comes first.
            try await group.next()
            guard let port = actualPort[0] ?? nil else {
                throw SiteError(subject: requestedAddress, reason: "no address to serve at")
            }
            state.origin = "http://\(Self.host):\(port)"
            // Only now, so that a port in use is the one line a failed start prints.
            events(firstBuild)
            ready(state.servedURL)
            watcher.startWatching()
            try await group.next()
        }
    }

    static func listeningError(_ error: any Error, address: String) -> SiteError {
        guard let failure = error as? IOError else {
            return SiteError(subject: address, reason: "cannot be listened on: \(error)")
        }
        guard failure.errnoCode != EADDRINUSE else {
            return SiteError(subject: address, reason: "in use; choose another port with --port")
        }
        return SiteError(subject: address, reason: "cannot be listened on: \(String(cString: strerror(failure.errnoCode)))")
    }
}
