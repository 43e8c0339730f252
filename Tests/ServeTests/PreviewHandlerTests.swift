import Foundation
import NIOHTTP1
import Testing
import TestSupport
@testable import Serve
@testable import StrengthKit

/// What `serve` answers, before SwiftNIO writes it: the target's query is not part of the path,
/// only GET and HEAD are served, and HEAD gets the GET's length.
@Suite struct PreviewHandlerTests {
    static let page = "<html><body><h1>History</h1></body></html>"

    func handler(in folder: TemporaryDirectory) throws -> PreviewHandler {
        try folder.write(Self.page, to: "Site/history/index.html")
        try folder.write("<h1>Page not found</h1>", to: "Site/404.html")
        try folder.write("body{}", to: "Site/style.css")
        let state = PreviewState()
        _ = state.finishBuild(changedSite: true, baseURL: "https://me.github.io/log/")
        return PreviewHandler(files: SiteFiles(output: folder.file("Site")), state: state)
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
        let answer = try await handler(in: folder).respond(method: method, target: target)
        #expect(answer.status == status)
        #expect(answer.headers["Location"].first == location)
        #expect(answer.headers["Cache-Control"] == ["no-store"])
        #expect(answer.headers["Content-Length"] == [String(answer.body.count)])
        #expect(answer.headers["Allow"] == (status == .methodNotAllowed ? ["GET, HEAD"] : []))
    }

    @Test func headAndGetAnswerAlike() async throws {
        let folder = try TemporaryDirectory()
        let handler = try handler(in: folder)
        let get = await handler.respond(method: .GET, target: "/log/history/")
        let head = await handler.respond(method: .HEAD, target: "/log/history/")
        #expect(get.headers == head.headers)
        #expect(get.headers["Content-Type"] == ["text/html; charset=utf-8"])
        // The page with the reload script added: longer than the file.
        #expect(get.body.count > Self.page.utf8.count)
        #expect(String(decoding: get.body, as: UTF8.self).contains("<h1>History</h1>"))
    }
}
