import Foundation
import StrengthKit
import NIOCore
import NIOPosix
import NIOHTTP1

/// Answers the preview server's requests: the site's files under its base path, `404.html` with
/// status 404 for anything else, the build number for the reload script. HTML goes out with the
/// reload script added; nothing is cached (`no-store`), nothing is listed, and a request whose
/// `Host` is not this server is refused.
struct PreviewHandler: Sendable {
    /// One client's connection: HTTP/1.1 parts in, as SwiftNIO's codec reads them. Responses are
    /// written on the channel itself (`ResponseWriter`), where each write's future says when it
    /// reached the socket: the async writer's `write` returns once a part is queued, and closing
    /// after it dropped what was still queued (issue 39: a 32 MB file cut short on `Connection: close`).
    typealias Connection = NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>

    let files: SiteFiles
    let state: PreviewState
    let hosts: AllowedHosts

    /// Answers the connection's requests in turn until the client closes it or asks to.
    func serve(_ connection: Connection) async {
        let writer = ResponseWriter(channel: connection.channel)
        do {
            try await connection.executeThenClose { requests, _ in
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
                        var answer = await respond(method: request.method, target: request.uri, host: request.headers["Host"])
                        let keepAlive = request.isKeepAlive && request.version == .http1_1 && !answer.closesConnection
                        if !keepAlive { answer.headers.replaceOrAdd(name: "Connection", value: "close") }
                        // Returns once the last byte is with the socket, so closing now loses nothing.
                        try await writer.write(answer, version: request.version, withBody: request.method != .HEAD)
                        if !keepAlive { return }
                    }
                }
            }
        } catch {
            // A client gone before its answer was written ends only its own connection.
        }
    }

    /// The answer to a request for `target` (the request line's, still percent-encoded, with any
    /// query) with the `Host` header's values `host`. A HEAD request gets the GET's headers, its
    /// `Content-Length` included, from `stat` alone: nothing is read for it.
    func respond(method: HTTPMethod, target: String, host: [String]) async -> PreviewAnswer {
        switch hosts.check(host) {
        case .allowed:
            break
        case .malformed:
            var refused = PreviewAnswer.line(.badRequest, "Bad request: one Host header is required")
            refused.closesConnection = true
            return refused
        case .foreign:
            return .line(.forbidden, "Forbidden: this preview answers only to 127.0.0.1, localhost or [::1] with its port")
        }
        let rawPath = String(target.prefix { $0 != "?" && $0 != "#" })
        if rawPath == PreviewHTML.buildEndpoint {
            return PreviewAnswer(.ok, type: "application/json", bytes: Array(PreviewHTML.buildDocument(build: state.build).utf8))
        }
        guard method == .GET || method == .HEAD else {
            var refused = PreviewAnswer.line(.methodNotAllowed, "Method not allowed")
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
            if let draft = state.draft(at: path) {
                let build = state.build
                return PreviewAnswer(.ok, type: ContentType.of(path: path), bytes: PreviewHTML.withReloadScript(draft, build: build))
            }
            switch files.entry(at: path) {
            case .folder where !rawPath.hasSuffix("/"):
                return redirect(to: base.path.urlPath(ofFolder: path))
            case .folder, .missing:
                return await notFound(base: base)
            case .file(let realPath):
                if let answer = await file(at: realPath, type: ContentType.of(path: path), readingIt: method == .GET) { return answer }
                return await notFound(base: base)
            }
        }
    }

    /// A file of the site; `nil` when it is gone. Read whole only for a GET and only when small:
    /// HTML up to `PreviewLimits.wholeHTMLBytes`, to put the reload script before its `</body>`,
    /// anything else up to one chunk. Everything else is streamed by `ResponseWriter`.
    private func file(at realPath: String, type: String, readingIt: Bool) async -> PreviewAnswer? {
        // The build number first: a page read after a build finished but before its number
        // moved is merely reloaded once more.
        let build = state.build
        guard let size = SiteFiles.size(ofFile: realPath) else { return nil }
        let isHTML = type.hasPrefix("text/html")
        let wholeLimit = isHTML ? PreviewLimits.wholeHTMLBytes : PreviewLimits.chunkBytes
        if readingIt, size <= wholeLimit {
            // Read while no build writes (a page is rewritten in place), as before streaming.
            guard let bytes = await read(realPath, atMost: wholeLimit) else { return nil }
            return PreviewAnswer(.ok, type: type, bytes: isHTML ? PreviewHTML.withReloadScript(bytes, build: build) : bytes)
        }
        // The script goes in either way, so its length is the file's plus the script's: a HEAD
        // needs nothing more than `stat`. HTML too large to read whole gets it after its last byte,
        // where a browser still runs it.
        let trailer = isHTML ? Array(PreviewHTML.reloadScript(build: build).utf8) : []
        return PreviewAnswer(.ok, type: type, body: .file(path: realPath, size: size, trailer: trailer))
    }

    /// The site's `404.html` (read whole, as any page, and not streamed: when it is over the cap
    /// a line of text says not found instead).
    private func notFound(base: (publishedURL: String?, path: ServeBasePath)) async -> PreviewAnswer {
        let build = state.build
        guard case .file(let realPath) = files.entry(at: SitePaths.notFound),
              var html = await read(realPath, atMost: PreviewLimits.wholeHTMLBytes) else {
            return .line(.notFound, "Not found")
        }
        if let publishedURL = base.publishedURL {
            html = PreviewHTML.withLocalBase(html, publishedBaseURL: publishedURL, localPath: base.path.urlPath)
        }
        return PreviewAnswer(.notFound, type: "text/html; charset=utf-8", bytes: PreviewHTML.withReloadScript(html, build: build))
    }

    private func redirect(to location: String) -> PreviewAnswer {
        var moved = PreviewAnswer.line(.found, "See \(location)")
        moved.headers.add(name: "Location", value: location)
        return moved
    }

    /// The whole file, or `nil` when it is missing or has grown past `limit`.
    private func read(_ path: String, atMost limit: Int) async -> [UInt8]? {
        await state.whenNotWriting { (try? FileSystem.contents(ofPath: path, maximumSize: limit)).map { [UInt8]($0) } }
    }
}
