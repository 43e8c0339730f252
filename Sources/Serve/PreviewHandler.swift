import Foundation
import StrengthKit
import NIOCore
import NIOHTTP1

/// Answers the preview server's requests: the site's files under its base path, `404.html` with
/// status 404 for anything else, the build number for the reload script. HTML goes out with the
/// reload script added; nothing is cached (`no-store`), nothing is listed.
struct PreviewHandler: Sendable {
    /// One client's connection: HTTP/1.1 parts in, parts out, as SwiftNIO's codec reads and writes them.
    typealias Connection = NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>

    let files: SiteFiles
    let state: PreviewState

    /// Answers the connection's requests in turn until the client closes it or asks to.
    func serve(_ connection: Connection) async {
        do {
            try await connection.executeThenClose { requests, responses in
                var head: HTTPRequestHead?
                for try await part in requests {
                    switch part {
                    case .head(let requestHead):
                        head = requestHead
                    case .body:
                        continue  // Nothing here takes a body; what a client sends is read and dropped.
                    case .end:
                        guard let request = head else { continue }
                        head = nil
                        let keepAlive = request.isKeepAlive && request.version == .http1_1
                        var answer = await respond(method: request.method, target: request.uri)
                        if !keepAlive { answer.headers.replaceOrAdd(name: "Connection", value: "close") }
                        try await responses.write(.head(HTTPResponseHead(version: request.version, status: answer.status, headers: answer.headers)))
                        if request.method != .HEAD {
                            try await responses.write(.body(.byteBuffer(ByteBuffer(bytes: answer.body))))
                        }
                        try await responses.write(.end(nil))
                        if !keepAlive { return }
                    }
                }
            }
        } catch {
            // A client gone before its answer was written ends only its own connection.
        }
    }

    /// The answer to a request for `target` (the request line's, still percent-encoded, with any query).
    /// A HEAD request gets the GET's headers, its `Content-Length` included; `serve` leaves out the body.
    func respond(method: HTTPMethod, target: String) async -> Answer {
        let rawPath = String(target.prefix { $0 != "?" && $0 != "#" })
        if rawPath == PreviewHTML.buildEndpoint {
            return Answer(.ok, type: "application/json", body: Array(PreviewHTML.buildDocument(build: state.build).utf8))
        }
        guard method == .GET || method == .HEAD else {
            var refused = Answer(.methodNotAllowed, type: "text/plain; charset=utf-8", body: Array("Method not allowed\n".utf8))
            refused.headers.add(name: "Allow", value: "GET, HEAD")
            return refused
        }
        let base = state.base
        switch ServedPath.resolve(rawPath, base: base.path) {
        case .redirect(let location):
            return redirect(to: location)
        case .notFound:
            return await notFound(base: base)
        case .file(let path):
            switch files.entry(at: path) {
            case .folder where !rawPath.hasSuffix("/"):
                return redirect(to: base.path.urlPath(ofFolder: path))
            case .folder, .missing:
                return await notFound(base: base)
            case .file(let realPath):
                // The build number first: a page read after a build finished but before its number
                // moved is merely reloaded once more.
                let build = state.build
                guard let bytes = await read(realPath) else { return await notFound(base: base) }
                let type = ContentType.of(path: path)
                let body = type.hasPrefix("text/html") ? PreviewHTML.withReloadScript(bytes, build: build) : bytes
                return Answer(.ok, type: type, body: body)
            }
        }
    }

    private func notFound(base: (publishedURL: String?, path: ServeBasePath)) async -> Answer {
        let build = state.build
        guard case .file(let realPath) = files.entry(at: SitePaths.notFound), var html = await read(realPath) else {
            return Answer(.notFound, type: "text/plain; charset=utf-8", body: Array("Not found\n".utf8))
        }
        if let publishedURL = base.publishedURL {
            html = PreviewHTML.withLocalBase(html, publishedBaseURL: publishedURL, localPath: base.path.urlPath)
        }
        return Answer(.notFound, type: "text/html; charset=utf-8", body: PreviewHTML.withReloadScript(html, build: build))
    }

    private func redirect(to location: String) -> Answer {
        var moved = Answer(.found, type: "text/plain; charset=utf-8", body: Array("See \(location)\n".utf8))
        moved.headers.add(name: "Location", value: location)
        return moved
    }

    private func read(_ path: String) async -> [UInt8]? {
        await state.whenNotWriting { (try? FileSystem.contents(ofPath: path)).map { [UInt8]($0) } }
    }

    /// A response before it is written: status, headers, and the body a GET gets.
    struct Answer: Sendable {
        var status: HTTPResponseStatus
        var headers: HTTPHeaders
        var body: [UInt8]

        init(_ status: HTTPResponseStatus, type: String, body: [UInt8]) {
            self.status = status
            self.headers = [
                "Content-Type": type,
                "Content-Length": String(body.count),
                "Cache-Control": "no-store",
                "X-Content-Type-Options": "nosniff",
            ]
            self.body = body
        }
    }
}
