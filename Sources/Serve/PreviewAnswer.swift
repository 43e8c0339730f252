import NIOHTTP1

/// A response before it is written: status, headers, and what a GET's body is made of. Its
/// `Content-Length` is the body's length, which a HEAD gets too, without the body.
struct PreviewAnswer: Sendable {
    enum Body: Equatable, Sendable {
        /// Bytes in memory: a page with the reload script, a small file, a redirect's one line.
        case bytes([UInt8])
        /// The first `size` bytes of the file at `path`, read and sent in chunks as the client takes
        /// them, then `trailer` (the reload script after HTML too large to be read whole).
        case file(path: String, size: Int, trailer: [UInt8])

        var count: Int {
            switch self {
            case .bytes(let bytes): bytes.count
            case .file(_, let size, let trailer): size + trailer.count
            }
        }
    }

    var status: HTTPResponseStatus
    var headers: HTTPHeaders
    var body: Body
    /// Sent with `Connection: close`, and the connection closed after it.
    var closesConnection = false

    init(_ status: HTTPResponseStatus, type: String, body: Body) {
        self.status = status
        self.headers = [
            "Content-Type": type,
            "Content-Length": String(body.count),
            "Cache-Control": "no-store",
            "X-Content-Type-Options": "nosniff",
        ]
        self.body = body
    }

    init(_ status: HTTPResponseStatus, type: String, bytes: [UInt8]) {
        self.init(status, type: type, body: .bytes(bytes))
    }

    /// One line of plain text, for answers that are not pages of the site.
    static func line(_ status: HTTPResponseStatus, _ text: String) -> PreviewAnswer {
        PreviewAnswer(status, type: "text/plain; charset=utf-8", bytes: Array((text + "\n").utf8))
    }
}
