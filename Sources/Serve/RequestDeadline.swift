import NIOCore
import NIOHTTP1

/// Closes a connection that has not sent a whole request within `PreviewLimits.requestDeadline`
/// of being opened or of its last response being sent: a client sending its head a byte a second
/// would otherwise hold a descriptor forever, and a thousand of them every descriptor there is.
/// The clock does not run while a request is being answered, however long a file takes to send.
final class RequestDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let limit: TimeAmount
    /// Requests read whole, and responses written whole: equal while waiting for a request.
    private var requestsRead = 0
    private var responsesWritten = 0
    private var deadline: Scheduled<Void>?

    init(limit: TimeAmount = PreviewLimits.requestDeadline) {
        self.limit = limit
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        if deadline == nil { start(context) }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .end = unwrapInboundIn(data) {
            requestsRead += 1
            stop()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .end = unwrapOutboundIn(data) else {
            context.write(data, promise: promise)
            return
        }
        // From when the end has gone out, not when it was queued behind a file's last chunks.
        let written = promise ?? context.eventLoop.makePromise(of: Void.self)
        written.futureResult.assumeIsolated().whenComplete { _ in
            self.responsesWritten += 1
            if self.responsesWritten == self.requestsRead { self.start(context) }
        }
        context.write(data, promise: written)
    }

    func channelInactive(context: ChannelHandlerContext) {
        stop()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stop()
    }

    private func start(_ context: ChannelHandlerContext) {
        stop()
        // A response that ended as the connection closed starts nothing.
        guard context.channel.isActive else { return }
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: limit) {
            context.close(promise: nil)
        }
    }

    private func stop() {
        deadline?.cancel()
        deadline = nil
    }
}
