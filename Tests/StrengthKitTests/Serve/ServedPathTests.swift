import Testing
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
}
