import NIOCore
import NIOHTTP1

/// The preview server's bounds, each the answer to a way one client could take it from the others:
/// a head sent a byte at a time, a URL or headers of megabytes, a flood of connections, a file of
/// gigabytes read into memory.
enum PreviewLimits {
    /// A connection that has not sent a whole request head (and body) within this long after it
    /// was opened or its last response was sent is closed. An idle kept-alive connection is closed
    /// just the same: a browser opens another, and an open page asks for the build number every
    /// second, which keeps its connection busy.
    static let requestDeadline = TimeAmount.seconds(5)

    /// Longest request line (method, URL, version): longer gets 414. Also NIO's limit for any one
    /// header field, whose overflow in a header line gets 431.
    static let requestLineBytes = 8 * 1024
    /// Longest header section, URL included: longer gets 431.
    static let headerSectionBytes = 32 * 1024

    static var decoderLimits: NIOHTTPDecoderLimitConfiguration {
        var limits = NIOHTTPDecoderLimitConfiguration()
        limits.maxHeaderFieldSize = requestLineBytes
        limits.maxHeaderListSize = headerSectionBytes
        limits.maxHeaderFieldCount = 256
        return limits
    }

    /// After an error answer (400, 414, 431) the server stops writing and keeps reading and
    /// dropping what the client still sends, for at most this long, before it closes: closing
    /// with unread bytes would send a reset, and a reset can destroy the answer before the
    /// client reads it.
    static let lingerAfterError = TimeAmount.seconds(2)

    /// HTML up to this size is read whole, so the reload script can go before its `</body>`;
    /// larger HTML is streamed like any file, with the script after its last byte.
    static let wholeHTMLBytes = 8 << 20
    /// A file is read and sent in chunks of this size…
    static let chunkBytes = 128 * 1024
    /// …with at most this many written but not yet sent per connection: a client that reads
    /// slowly holds up its own stream, not the server's memory.
    static let chunksInFlight = 4

    /// Descriptors kept free of connections, for the site's files, the watcher and the builds.
    static let reservedDescriptors = 64
    /// How long accepting pauses when the system refuses a new connection a descriptor (or memory).
    static let acceptPause = TimeAmount.milliseconds(250)

    /// How many connections may be open at once under a limit of `descriptors` open files: all but
    /// the reserve, at least 8, at most 1,024 (a browser opens 6 per host).
    static func connections(underDescriptorLimit descriptors: Int) -> Int {
        min(1_024, max(8, descriptors - reservedDescriptors))
    }
}
