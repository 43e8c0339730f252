import NIOCore
import NIOPosix
import NIOHTTP1
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a `PreviewAnswer` on a connection's channel: the head, the body (bytes, or a file read
/// in chunks with `NonBlockingFileIO` on NIO's thread pool), the end; and returns only once the
/// end has been written to the socket, so the caller may close the connection right after.
struct ResponseWriter: Sendable {
    let channel: any Channel
    let fileIO = NonBlockingFileIO(threadPool: .singleton)

    /// The file shrank while it was sent: the `Content-Length` already sent cannot be kept, so
    /// the connection is closed (the client sees a short response, and the page reloads after the
    /// build that changed it).
    struct FileShrank: Error {}

    func write(_ answer: PreviewAnswer, version: HTTPVersion, withBody: Bool) async throws {
        let head = HTTPServerResponsePart.head(HTTPResponseHead(version: version, status: answer.status, headers: answer.headers))
        switch answer.body {
        case .file(let path, let size, let trailer) where withBody:
            // Opened before the head goes out: a file gone meanwhile closes the connection
            // without a head promising bytes that will not come.
            try await fileIO.withFileHandle(_deprecatedPath: path, mode: .read, flags: .posix(flags: O_NONBLOCK, mode: 0)) { file in
                channel.write(head, promise: nil)
                try await stream(file, size: size)
            }
            if !trailer.isEmpty { channel.write(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: trailer))), promise: nil) }
        case .bytes(let bytes) where withBody && !bytes.isEmpty:
            channel.write(head, promise: nil)
            channel.write(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: bytes))), promise: nil)
        default:
            channel.write(head, promise: nil)
        }
        // Writes complete in order: when the end is written, so is everything before it.
        try await channel.writeAndFlush(HTTPServerResponsePart.end(nil)).get()
    }

    /// `size` bytes of `file`, a chunk at a time, with at most `PreviewLimits.chunksInFlight`
    /// written but not yet sent: the next chunk is read only when the oldest has gone out, so a
    /// slow client holds a few chunks of memory, not the file.
    private func stream(_ file: NIOFileHandle, size: Int) async throws {
        var inFlight: [EventLoopFuture<Void>] = []
        var offset = 0
        while offset < size {
            let chunk = try await fileIO.read(fileHandle: file, fromOffset: Int64(offset),
                                              byteCount: min(PreviewLimits.chunkBytes, size - offset), allocator: channel.allocator)
            guard chunk.readableBytes > 0 else { throw FileShrank() }
            offset += chunk.readableBytes
            inFlight.append(channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(chunk))))
            if inFlight.count >= PreviewLimits.chunksInFlight { try await inFlight.removeFirst().get() }
        }
    }
}
