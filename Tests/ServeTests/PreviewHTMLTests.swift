import Testing
@testable import Serve
@testable import StrengthKit

/// What `serve` adds to the HTML it sends, and the types it sends files with.
@Suite struct PreviewHTMLTests {
    func html(_ text: String) -> [UInt8] { Array(text.utf8) }
    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func reloadScriptGoesBeforeTheLastClosingBody() {
        let page = "<html><body><p>&lt;/body&gt; in text</p><pre></body></pre></BODY>\n</html>\n"
        let served = text(PreviewHTML.withReloadScript(html(page), build: 7))
        let script = PreviewHTML.reloadScript(build: 7)
        #expect(served == "<html><body><p>&lt;/body&gt; in text</p><pre></body></pre>" + script + "</BODY>\n</html>\n")
    }

    @Test func reloadScriptIsAppendedWhenThereIsNoBody() {
        let served = text(PreviewHTML.withReloadScript(html("<p>fragment</p>"), build: 1))
        #expect(served == "<p>fragment</p>" + PreviewHTML.reloadScript(build: 1))
    }

    @Test func reloadScriptComparesTheBuildItWasServedWith() {
        let script = PreviewHTML.reloadScript(build: 12)
        #expect(script.hasPrefix("<script>"))
        #expect(script.hasSuffix("</script>"))
        #expect(script.contains("var build=12;"))
        #expect(script.contains("fetch(\"/__strength-site/build\""))
        #expect(script.contains("location.reload()"))
        #expect(!script.contains("\n"))
        #expect(PreviewHTML.buildDocument(build: 12) == "{\"build\":12}")
    }

    @Test func notFoundPagePointsItsBaseAtThisServer() {
        let page = "<head><base href=\"https://me.github.io/log/\">\n<title>x</title></head><a href=\"index.html\">"
        let served = text(PreviewHTML.withLocalBase(html(page), publishedBaseURL: "https://me.github.io/log/", localPath: "/log/"))
        #expect(served == "<head><base href=\"/log/\">\n<title>x</title></head><a href=\"index.html\">")
        let escaped = "<base href=\"https://x.io/?a=1&amp;b=2\">"
        #expect(text(PreviewHTML.withLocalBase(html(escaped), publishedBaseURL: "https://x.io/?a=1&b=2", localPath: "/")) == "<base href=\"/\">")
        let other = "<base href=\"https://elsewhere.example/\">"
        #expect(text(PreviewHTML.withLocalBase(html(other), publishedBaseURL: "https://me.github.io/log/", localPath: "/log/")) == other)
    }

    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("history/INDEX.HTML", "text/html; charset=utf-8"),
        ("assets/style.css", "text/css; charset=utf-8"),
        ("cards/summary.svg", "image/svg+xml"),
        ("feed.xml", "application/xml"),
        ("sitemap.xml", "application/xml"),
        ("stats.json", "application/json"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("photo.png", "image/png"),
        ("photo.jpeg", "image/jpeg"),
        ("favicon.ico", "image/x-icon"),
        ("app.js", "text/javascript; charset=utf-8"),
        ("fonts/a.woff2", "font/woff2"),
        (".nojekyll", "application/octet-stream"),
        ("LICENSE", "application/octet-stream"),
        ("archive.tar.unknown", "application/octet-stream"),
        ("folder.d/file", "application/octet-stream"),
    ])
    func contentTypeByExtension(path: String, type: String) {
        #expect(ContentType.of(path: path) == type)
    }
}
