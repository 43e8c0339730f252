import NIOCore
import NIOHTTP1

/// Answers a request NIO's decoder cannot read, in place of NIOHTTP1's error handler (which
/// answers 400 to everything and leaves the closing to others): 414 when the URL is over
/// `PreviewLimits.requestLineBytes`, 431 when the headers are over their limits, 400 otherwise;
/// each with one line of text and `Connection: close`. Then it lingers: it stops writing (a FIN
/// after the answer) and reads and drops what the client still sends, until the client closes
/// or `PreviewLimits.lingerAfterError` passes. Closing at once with the rest of a megabyte URL
/// unread would send a reset, which can destroy the answer before the client reads it.
final class BadRequestHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let watch: RequestLineWatch
    /// A response has started and not ended: an error now cannot be answered, only closed.
    private var responding = false
    private var lingering = false
    private var lingerEnd: Scheduled<Void>?

    init(watch: RequestLineWatch) {
        self.watch = watch
    }

    /// The status for a decoding error, given how long the URL of the request being read was.
    static func status(for error: any Error, targetBytes: Int) -> HTTPResponseStatus {
        guard let parserError = error as? HTTPParserError, case .headerOverflow = parserError else { return .badRequest }
        return targetBytes > PreviewLimits.requestLineBytes ? .uriTooLong : .requestHeaderFieldsTooLarge
    }

    static func text(for status: HTTPResponseStatus) -> String {
        switch status {
        case .uriTooLong: "URI too long: at most \(PreviewLimits.requestLineBytes) bytes"
        case .requestHeaderFieldsTooLarge:
            "Request header fields too large: at most \(PreviewLimits.requestLineBytes) bytes each, \(PreviewLimits.headerSectionBytes) in all"
        default: "Bad request"
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if lingering { return }
        if case .end = unwrapInboundIn(data) { watch.requestEnded() }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status.code >= 200: responding = true
        case .end: responding = false
        default: break
        }
        context.write(data, promise: promise)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // While lingering, the decoder reports each further read as an error: dropped, as the bytes are.
        if lingering { return }
        guard error is HTTPParserError || error is ByteToMessageDecoderError else {
            context.fireErrorCaught(error)
            return
        }
        lingering = true
        // The decoder's last word on a connection already closing (a head cut off by the deadline).
        guard context.channel.isActive else { return }
        guard !responding else {
            context.close(promise: nil)
            return
        }
        let status = Self.status(for: error, targetBytes: watch.targetBytes)
        let body = ByteBuffer(string: Self.text(for: status) + "\n")
        let headers: HTTPHeaders = [
            "Content-Type": "text/plain; charset=utf-8",
            "Content-Length": String(body.readableBytes),
            "Connection": "close",
            "Cache-Control": "no-store",
        ]
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        written.futureResult.assumeIsolated().whenComplete { _ in
            context.close(mode: .output, promise: nil)
        }
        lingerEnd = context.eventLoop.assumeIsolated().scheduleTask(in: PreviewLimits.lingerAfterError) {
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        lingerEnd?.cancel()
        lingerEnd = nil
        context.fireChannelInactive()
    }
}
