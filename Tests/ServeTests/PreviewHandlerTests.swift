import Foundation
import NIOHTTP1
import Testing
import TestSupport
@testable import Serve
@testable import StrengthKit

/// What `serve` answers, before SwiftNIO writes it: the target's query is not part of the path,
/// only GET and HEAD are served, HEAD gets the GET's length without reading the file, a file is
/// read whole only when small, and a `Host` that is not this server is refused.
@Suite struct PreviewHandlerTests {
    static let page = "<html><body><h1>History</h1></body></html>"
    static let host = ["127.0.0.1:8080"]

    func handler(in folder: TemporaryDirectory) throws -> PreviewHandler {
        try folder.write(Self.page, to: "Site/history/index.html")
        try folder.write("<h1>Page not found</h1>", to: "Site/404.html")
        try folder.write("body{}", to: "Site/style.css")
        let state = PreviewState()
        _ = state.finishBuild(changedSite: true, baseURL: "https://me.github.io/log/")
        return PreviewHandler(files: SiteFiles(output: folder.file("Site")), state: state,
                              hosts: AllowedHosts(port: 8080, boundAddress: "127.0.0.1"))
    }

    @Test(arguments: [
        (HTTPMethod.GET, "/log/history/", HTTPResponseStatus.ok, nil as String?),
        (.GET, "/log/history/?from=feed", .ok, nil),
        (.GET, "/log/history/#latest", .ok, nil),
        (.GET, "/log/history?from=feed", .found, "/log/history/"),
        (.GET, "/log/style.css?v=2", .ok, nil),
        (.GET, "/log/nothing.html?x=1", .notFound, nil),
        (.GET, "/?x=1", .found, "/log/"),
        (.GET, "http://127.0.0.1/log/history/", .notFound, nil),
        (.HEAD, "/log/history/", .ok, nil),
        (.POST, "/log/history/", .methodNotAllowed, nil),
        (.DELETE, "/log/style.css", .methodNotAllowed, nil),
    ])
    func answers(method: HTTPMethod, target: String, status: HTTPResponseStatus, location: String?) async throws {
        let folder = try TemporaryDirectory()
        let answer = try await handler(in: folder).respond(method: method, target: target, host: Self.host)
        #expect(answer.status == status)
        #expect(answer.headers["Location"].first == location)
        #expect(answer.headers["Cache-Control"] == ["no-store"])
        #expect(answer.headers["Content-Length"] == [String(answer.body.count)])
        #expect(answer.headers["Allow"] == (status == .methodNotAllowed ? ["GET, HEAD"] : []))
    }

    /// DNS rebinding: a page on another host that points its name at 127.0.0.1 sends that name.
    @Test(arguments: [
        (["127.0.0.1:8080"], HTTPResponseStatus.ok),
        (["localhost:8080"], .ok),
        (["LOCALHOST:8080"], .ok),
        (["[::1]:8080"], .ok),
        (["evil.example:8080"], .forbidden),
        (["evil.example"], .forbidden),
        (["127.0.0.1"], .forbidden),
        (["127.0.0.1:8081"], .forbidden),
        (["127.0.0.1.evil.example:8080"], .forbidden),
        ([], .badRequest),
        ([""], .badRequest),
        (["127.0.0.1:8080", "evil.example"], .badRequest),
    ])
    func hosts(host: [String], status: HTTPResponseStatus) async throws {
        let folder = try TemporaryDirectory()
        let handler = try handler(in: folder)
        for target in ["/log/history/", PreviewHTML.buildEndpoint] {
            let answer = await handler.respond(method: .GET, target: target, host: host)
            #expect(answer.status == status, "\(host) \(target)")
            #expect(answer.closesConnection == (status == .badRequest))
            if status != .ok, case .bytes(let body) = answer.body {
                #expect(body.filter { $0 == UInt8(ascii: "\n") }.count == 1, "one line")
                #expect(!String(decoding: body, as: UTF8.self).contains("History"))
            }
        }
    }

    @Test func headAndGetAnswerAlike() async throws {
        let folder = try TemporaryDirectory()
        let handler = try handler(in: folder)
        let get = await handler.respond(method: .GET, target: "/log/history/", host: Self.host)
        let head = await handler.respond(method: .HEAD, target: "/log/history/", host: Self.host)
        #expect(get.headers == head.headers)
        #expect(get.headers["Content-Type"] == ["text/html; charset=utf-8"])
        // The page with the reload script added: longer than the file.
        #expect(get.body.count > Self.page.utf8.count)
        guard case .bytes(let body) = get.body else {
            Issue.record("a small page is read whole")
            return
        }
        #expect(String(decoding: body, as: UTF8.self).contains("<h1>History</h1>"))
        // HEAD reads nothing: the file's size from `stat` and the script's length.
        #expect(head.body == .file(path: try #require(realPath(folder, "Site/history/index.html")), size: Self.page.utf8.count,
                                   trailer: Array(PreviewHTML.reloadScript(build: 1).utf8)))
    }

    /// A 2 GiB file (sparse: no disk) answered to HEAD and GET without a byte read: the GET's body
    /// is streamed by `ResponseWriter` later.
    @Test func aLargeFileIsNeverReadHere() async throws {
        let folder = try TemporaryDirectory()
        let handler = try handler(in: folder)
        let size = 2 << 30
        try folder.write("", to: "Site/huge.bin")
        #expect(truncate(folder.file("Site/huge.bin").path, off_t(size)) == 0)
        let path = try #require(realPath(folder, "Site/huge.bin"))
        for method in [HTTPMethod.GET, .HEAD] {
            let answer = await handler.respond(method: method, target: "/log/huge.bin", host: Self.host)
            #expect(answer.status == .ok)
            #expect(answer.headers["Content-Length"] == [String(size)])
            #expect(answer.headers["Content-Type"] == ["application/octet-stream"])
            #expect(answer.body == .file(path: path, size: size, trailer: []))
        }
    }

    /// Read whole: HTML up to 8 MiB (the reload script goes before `</body>`) and other files up
    /// to one chunk. Larger, they are streamed, HTML with the script after its last byte.
    @Test(arguments: [
        ("small.css", PreviewLimits.chunkBytes, true),
        ("large.css", PreviewLimits.chunkBytes + 1, false),
        ("page.html", PreviewLimits.wholeHTMLBytes, true),
        ("long.html", PreviewLimits.wholeHTMLBytes + 1, false),
    ])
    func whatIsReadWhole(name: String, size: Int, whole: Bool) async throws {
        let folder = try TemporaryDirectory()
        let handler = try handler(in: folder)
        let closing = "</body></html>"
        try folder.write(String(repeating: "x", count: size - closing.utf8.count) + closing, to: "Site/" + name)
        let answer = await handler.respond(method: .GET, target: "/log/" + name, host: Self.host)
        let script = name.hasSuffix(".html") ? Array(PreviewHTML.reloadScript(build: 1).utf8) : []
        #expect(answer.body.count == size + script.count)
        switch answer.body {
        case .bytes(let bytes):
            #expect(whole)
            if !script.isEmpty { #expect(String(decoding: bytes.suffix(closing.utf8.count), as: UTF8.self) == closing) }
        case .file(_, let fileSize, let trailer):
            #expect(!whole)
            #expect(fileSize == size)
            #expect(trailer == script)
        }
    }

    private func realPath(_ folder: TemporaryDirectory, _ path: String) -> String? {
        guard let resolved = realpath(folder.file(path).path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
