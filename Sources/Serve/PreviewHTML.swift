import StrengthKit
/// What `serve` changes in the HTML it sends — never in the files on disk: a live-reload script
/// before `</body>`, and in `404.html` a `<base>` that points at this server instead of the
/// published site.
enum PreviewHTML {
    /// Answers `{"build":N}`, N counting the builds that changed the site.
    static let buildEndpoint = "/__strength-site/build"

    /// Asks for the build number every second (not while the tab is hidden) and reloads the page
    /// when it changed. Short polls rather than a held connection: six open tabs holding long
    /// polls would use up a browser's six connections to the server and stall page loads. A failed
    /// request means the server stopped: it stops asking, quietly. Without JavaScript nothing
    /// happens and the page works as published.
    static func reloadScript(build: Int) -> String {
        """
        <script>/* strength-site serve: live reload (not in the published site) */\
        (function(){var build=\(build);function check(){if(document.hidden){setTimeout(check,1000);return;}\
        fetch("\(buildEndpoint)",{cache:"no-store"}).then(function(r){return r.json();}).then(function(s){\
        if(s.build!==build){location.reload();}else{setTimeout(check,1000);}}).catch(function(){});}\
        setTimeout(check,1000);})();</script>
        """
    }

    static func buildDocument(build: Int) -> String {
        "{\"build\":\(build)}"
    }

    /// `html` with the reload script before its last `</body>` (any case), or at its end when it has none.
    static func withReloadScript(_ html: [UInt8], build: Int) -> [UInt8] {
        let script = Array(reloadScript(build: build).utf8)
        guard let end = lastIndex(of: Array("</body".utf8), in: html) else { return html + script }
        var result = html
        result.insert(contentsOf: script, at: end)
        return result
    }

    /// `html` with `<base href="PUBLISHED">` (as the build writes it for `404.html`) pointing at
    /// `localPath` instead, so the not-found page's links stay on this server.
    static func withLocalBase(_ html: [UInt8], publishedBaseURL: String, localPath: String) -> [UInt8] {
        let published = Array("<base href=\"\(Markup.escape(publishedBaseURL))\"".utf8)
        guard let start = lastIndex(of: published, in: html) else { return html }
        var result = html
        result.replaceSubrange(start..<start + published.count, with: Array("<base href=\"\(Markup.escape(localPath))\"".utf8))
        return result
    }

    /// Where `needle` last starts in `haystack`, comparing ASCII letters without case.
    static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        var start = haystack.count - needle.count
        while start >= 0 {
            var matches = true
            for offset in 0..<needle.count where lowercased(haystack[start + offset]) != lowercased(needle[offset]) {
                matches = false
                break
            }
            if matches { return start }
            start -= 1
        }
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
