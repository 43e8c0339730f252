import Foundation
import StrengthKit
import NIOCore
import NIOPosix
import NIOHTTP1

/// `serve`: builds the site with `SiteBuilder`, exactly as `build` does, then serves the output folder on
/// 127.0.0.1 over HTTP/1.1 (SwiftNIO's sockets and codec) under the base URL's path, and rebuilds when
/// `Data/` or `Templates/` change (`SiteWatcher`); open pages reload after a rebuild that changed the site.
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

        let requestedAddress = "\(Self.host):\(port)"
        let listener = try await listen(at: requestedAddress)
        guard let actualPort = listener.channel.localAddress?.port else {
            throw SiteError(subject: requestedAddress, reason: "no address to serve at")
        }
        state.origin = "http://\(Self.host):\(actualPort)"
        // Only now, so that a port in use is the one line a failed start prints.
        events(firstBuild)
        ready(state.servedURL)
        watcher.startWatching()

        let boundAddress = listener.channel.localAddress?.ipAddress ?? Self.host
        let handler = PreviewHandler(files: SiteFiles(output: builder.output), state: state,
                                     hosts: AllowedHosts(port: actualPort, boundAddress: boundAddress))
        do {
            try await withThrowingDiscardingTaskGroup { group in
                try await listener.executeThenClose { connections in
                    for try await connection in connections {
                        group.addTask { await handler.serve(connection) }
                    }
                }
            }
        } catch {
            throw SiteError(subject: requestedAddress, reason: "listening stopped: \(error)")
        }
        throw SiteError(subject: requestedAddress, reason: "listening stopped")
    }

    private func listen(at address: String) async throws -> NIOAsyncChannel<PreviewHandler.Connection, Never> {
        do {
            let maximumConnections = AcceptGate.maximumConnections()
            return try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                // Room for the connections that wait while the gate is closed.
                .serverChannelOption(.backlog, value: 256)
                .serverChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(AcceptGate(maximum: maximumConnections))
                    }
                }
                .bind(host: Self.host, port: Int(port)) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        // Bytes in: the URL's length counted, then NIO's codec within `PreviewLimits`,
                        // then the answers to what it cannot read (400, 414, 431) in place of its
                        // own error handler, then the deadline for each request.
                        let watch = RequestLineWatch()
                        let pipeline = channel.pipeline.syncOperations
                        try pipeline.addHandler(watch)
                        try pipeline.configureHTTPServerPipeline(withErrorHandling: false, withEncoderConfiguration: .init(),
                                                                 withDecoderLimitConfiguration: PreviewLimits.decoderLimits)
                        try pipeline.addHandler(BadRequestHandler(watch: watch))
                        try pipeline.addHandler(RequestDeadline())
                        return try PreviewHandler.Connection(wrappingChannelSynchronously: channel)
                    }
                }
        } catch {
            throw Self.listeningError(error, address: address)
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
