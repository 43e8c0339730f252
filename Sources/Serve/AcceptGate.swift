import NIOCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The listening channel's gate: it stops accepting while `maximum` connections are open, so
/// the process keeps descriptors for the site's files, the watcher and the builds; and when the
/// system refuses a connection a descriptor (EMFILE, ENFILE) or memory, it stops accepting for
/// `PreviewLimits.acceptPause` instead of trying again at once.
///
/// Why not NIO's own `AcceptBackoffHandler` (which `ServerBootstrap` installs): it delays the
/// next `read`, but a failed `accept` leaves the channel's read pending and its socket readable,
/// so the event loop calls `accept` again straight away and fails again — 100 % of a core for as
/// long as the table is full. Turning `autoRead` off takes the socket out of the event loop's
/// interest until it is turned on again.
final class AcceptGate: ChannelDuplexHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel
    typealias OutboundIn = any Channel

    private let maximum: Int
    private var open = 0
    private var pausedAfterError = false
    /// A `read` asked for while the gate was closed; issued when it opens.
    private var readWaiting = false

    init(maximum: Int) {
        self.maximum = maximum
    }

    /// How many connections may be open at once under this process's descriptor limit.
    static func maximumConnections() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let found = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0
        #else
        let found = getrlimit(RLIMIT_NOFILE, &limit) == 0
        #endif
        return PreviewLimits.connections(underDescriptorLimit: found ? Int(clamping: limit.rlim_cur) : 256)
    }

    private var accepting: Bool { !pausedAfterError && open < maximum }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let connection = unwrapInboundIn(data)
        open += 1
        connection.closeFuture.hop(to: context.eventLoop).assumeIsolated().whenComplete { _ in
            self.open -= 1
            self.update(context)
        }
        update(context)
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let failure = error as? IOError, [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(failure.errnoCode) else {
            context.fireErrorCaught(error)
            return
        }
        // A full table is a reason to wait, not a failure of the server.
        guard !pausedAfterError else { return }
        pausedAfterError = true
        update(context)
        context.eventLoop.assumeIsolated().scheduleTask(in: PreviewLimits.acceptPause) {
            self.pausedAfterError = false
            self.update(context)
        }
    }

    func read(context: ChannelHandlerContext) {
        if accepting {
            context.read()
        } else {
            readWaiting = true
        }
    }

    private func update(_ context: ChannelHandlerContext) {
        let accept = accepting
        try? context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: accept)
        if accept, readWaiting {
            readWaiting = false
            context.read()
        }
    }
}
