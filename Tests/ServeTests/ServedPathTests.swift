import Testing
@testable import Serve
@testable import StrengthKit

/// Where `serve` sends a request path: under the base path, folders to their index, nothing
/// that climbs out of the site.
@Suite struct ServedPathTests {
    static let log = ServeBasePath(baseURL: "https://me.github.io/log/")
    static let root = ServeBasePath(baseURL: nil)

    @Test(arguments: [
        ("https://me.github.io/log/", ["log"], "/log/"),
        ("https://me.github.io/log", ["log"], "/log/"),
        ("https://me.github.io/", [], "/"),
        ("https://me.github.io", [], "/"),
        ("https://example.com/a/b%20c/", ["a", "b c"], "/a/b%20c/"),
    ])
    func basePathOfABaseURL(url: String, segments: [String], urlPath: String) {
        let base = ServeBasePath(baseURL: url)
        #expect(base.segments == segments)
        #expect(base.urlPath == urlPath)
    }

    @Test func noBaseURLServesAtTheRoot() {
        #expect(Self.root.segments.isEmpty)
        #expect(Self.root.urlPath == "/")
    }

    @Test(arguments: [
        ("/", ServedPath.file("index.html")),
        ("/index.html", .file("index.html")),
        ("/history/", .file("history/index.html")),
        ("/history", .file("history")),
        ("//history//index.html", .file("history/index.html")),
        ("/exercise/bench-press.html", .file("exercise/bench-press.html")),
        ("/exercise/caf%C3%A9.html", .file("exercise/café.html")),
        ("/cards/summary.svg", .file("cards/summary.svg")),
        ("/..", .notFound),
        ("/../etc/passwd", .notFound),
        ("/history/../../etc/passwd", .notFound),
        ("/%2e%2e/%2e%2e/etc/passwd", .notFound),
        ("/%2E%2E/etc/passwd", .notFound),
        ("/history/%2e%2e/index.html", .notFound),
        ("/./index.html", .notFound),
        ("/history%2f..%2f..%2fetc/passwd", .notFound),
        ("/..%5c..%5cetc/passwd", .notFound),
        ("/index.html%00.css", .notFound),
        ("/%zz", .notFound),
        ("index.html", .notFound),
    ])
    func pathsAtTheRoot(path: String, expected: ServedPath) {
        #expect(ServedPath.resolve(path, base: Self.root) == expected)
    }

    @Test(arguments: [
        ("/", ServedPath.redirect("/log/")),
        ("/log", .redirect("/log/")),
        ("/log/", .file("index.html")),
        ("/log/history/", .file("history/index.html")),
        ("/log/workouts/2025-03-14-1800-upper-a.html", .file("workouts/2025-03-14-1800-upper-a.html")),
        ("/index.html", .notFound),
        ("/logbook/", .notFound),
        ("/other/log/", .notFound),
        ("/log/../index.html", .notFound),
        ("/log/%2e%2e/log/index.html", .notFound),
    ])
    func pathsUnderABasePath(path: String, expected: ServedPath) {
        #expect(ServedPath.resolve(path, base: Self.log) == expected)
    }

    /// A folder asked for without its final slash is sent to the folder's address, which starts with
    /// one slash however many the request had: `//history/` would be the host `history` to a browser.
    @Test(arguments: [
        ("/history", ServedPathTests.root, "/history/"),
        ("//history", ServedPathTests.root, "/history/"),
        ("///history", ServedPathTests.root, "/history/"),
        ("//history//2025", ServedPathTests.root, "/history/2025/"),
        ("/exercise/caf%C3%A9", ServedPathTests.root, "/exercise/caf%C3%A9/"),
        ("/a%3Fb", ServedPathTests.root, "/a%3Fb/"),
        ("/log/history", ServedPathTests.log, "/log/history/"),
        ("//log/history", ServedPathTests.log, "/log/history/"),
        ("/log//history", ServedPathTests.log, "/log/history/"),
        ("///log///history", ServedPathTests.log, "/log/history/"),
    ])
    func aFolderIsSentToItsAddressWithOneLeadingSlash(path: String, base: ServeBasePath, location: String) throws {
        guard case .file(let folder) = ServedPath.resolve(path, base: base) else {
            Issue.record("\(path) does not lead to a file of the site")
            return
        }
        #expect(base.urlPath(ofFolder: folder) == location)
    }

    @Test(arguments: ["//%2Fevil.example/", "/%2F%2Fevil.example", "/%5Cevil.example", "//log/%2F/evil.example"])
    func anEncodedSlashLeadsNowhere(path: String) {
        #expect(ServedPath.resolve(path, base: Self.root) == .notFound)
        #expect(ServedPath.resolve(path, base: Self.log) == .notFound)
    }
}
