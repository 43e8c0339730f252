import Foundation
import StrengthKit
import Hummingbird

/// Answers the preview server's requests: the site's files under its base path, `404.html` with
/// status 404 for anything else, the build number for the reload script. HTML goes out with the
/// reload script added; nothing is cached (`no-store`), nothing is listed.
struct PreviewHandler: HTTPResponder {
    typealias Context = BasicRequestContext

    let files: SiteFiles
    let state: PreviewState

    func respond(to request: Request, context: Context) async throws -> Response {
        // The path as sent, still percent-encoded: `ServedPath` decides what it leads to.
        let rawPath = request.uri.path
        if rawPath == PreviewHTML.buildEndpoint {
            return response(.ok, type: "application/json", body: Array(PreviewHTML.buildDocument(build: state.build).utf8), for: request)
        }
        guard request.method == .get || request.method == .head else {
            var refused = response(.methodNotAllowed, type: "text/plain; charset=utf-8", body: Array("Method not allowed\n".utf8), for: request)
            refused.headers[.allow] = "GET, HEAD"
            return refused
        }
        let base = state.base
        switch ServedPath.resolve(rawPath, base: base.path) {
        case .redirect(let location):
            return redirect(to: location, for: request)
        case .notFound:
            return await notFound(request, base: base)
        case .file(let path):
            switch files.entry(at: path) {
            case .folder where !rawPath.hasSuffix("/"):
                return redirect(to: base.path.urlPath(ofFolder: path), for: request)
            case .folder, .missing:
                return await notFound(request, base: base)
            case .file(let realPath):
                // The build number first: a page read after a build finished but before its number
                // moved is merely reloaded once more.
                let build = state.build
                guard let bytes = await read(realPath) else { return await notFound(request, base: base) }
                let type = ContentType.of(path: path)
                let body = type.hasPrefix("text/html") ? PreviewHTML.withReloadScript(bytes, build: build) : bytes
                return response(.ok, type: type, body: body, for: request)
            }
        }
    }

    private func notFound(_ request: Request, base: (publishedURL: String?, path: ServeBasePath)) async -> Response {
        let build = state.build
        guard case .file(let realPath) = files.entry(at: SitePaths.notFound), var html = await read(realPath) else {
            return response(.notFound, type: "text/plain; charset=utf-8", body: Array("Not found\n".utf8), for: request)
        }
        if let publishedURL = base.publishedURL {
            html = PreviewHTML.withLocalBase(html, publishedBaseURL: publishedURL, localPath: base.path.urlPath)
        }
        return response(.notFound, type: "text/html; charset=utf-8", body: PreviewHTML.withReloadScript(html, build: build), for: request)
    }

    private func redirect(to location: String, for request: Request) -> Response {
        var moved = response(.found, type: "text/plain; charset=utf-8", body: Array("See \(location)\n".utf8), for: request)
        moved.headers[.location] = location
        return moved
    }

    private func read(_ path: String) async -> [UInt8]? {
        await state.whenNotWriting { (try? FileSystem.contents(ofPath: path)).map { [UInt8]($0) } }
    }

    /// A HEAD request gets the headers of the GET, with the length of the body it leaves out.
    private func response(_ status: HTTPResponse.Status, type: String, body: [UInt8], for request: Request) -> Response {
        var headers: HTTPFields = [:]
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        headers[.contentLength] = String(body.count)
        guard request.method != .head else { return Response(status: status, headers: headers) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
