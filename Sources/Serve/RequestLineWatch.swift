import NIOCore

/// Counts the bytes of the URL in each request line as they arrive, before NIO's decoder reads
/// them. The decoder reports any overlong head as one error (`headerOverflow`), an overlong URL
/// and overlong headers alike; this count tells which, so the answer can be 414 or 431.
///
/// It counts from the connection's start and again after each whole request (`requestEnded`,
/// called by `BadRequestHandler`, which sees the decoded parts); a request sent in the same
/// packet as the end of the one before is not counted, and its overflow is answered 431.
final class RequestLineWatch: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private enum Place {
        case method
        case target
        /// Past the URL, until the request ends.
        case rest
    }

    private var place = Place.method
    /// The URL's bytes so far in the current request line.
    private(set) var targetBytes = 0

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if place != .rest {
            unwrapInboundIn(data).withUnsafeReadableBytes { observe($0) }
        }
        context.fireChannelRead(data)
    }

    /// A request was read whole: the next byte starts another request line.
    func requestEnded() {
        place = .method
        targetBytes = 0
    }

    /// The next bytes the client sent.
    func observe(_ bytes: UnsafeRawBufferPointer) {
        var index = bytes.startIndex
        while place == .method {
            guard let end = bytes[index...].firstIndex(where: Self.endsAWord) else { return }
            // Blank lines before a request line are allowed: the method starts after them.
            if bytes[end] == UInt8(ascii: " ") { place = .target }
            index = end + 1
        }
        let rest = bytes[index...]
        if let end = rest.firstIndex(where: Self.endsAWord) {
            targetBytes += end - index
            place = .rest
        } else {
            targetBytes += rest.count
        }
    }

    private static func endsAWord(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }
}
