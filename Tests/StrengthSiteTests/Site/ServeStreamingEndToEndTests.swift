import Foundation
import Testing

/// `strength-site serve` with large files in the output folder: every response arrives whole
/// whatever the connection header, a file is streamed rather than read into memory, HEAD reads
/// nothing, and HTML over the 8 MiB cap gets the reload script at its end.
/// `STRENGTH_SITE_STRESS=1` also reads a 2 GiB file to its end.
@Suite struct ServeStreamingEndToEndTests {
    static let stress = ProcessInfo.processInfo.environment["STRENGTH_SITE_STRESS"] == "1"

    /// A project without a base URL, so the output folder is served at `/`.
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let result = try folder.runner.run(["init", "--time-zone", "UTC", "--units", "kg"])
        #expect(result.status == 0, "\(result.stderr)")
        return folder
    }

    func serve(_ folder: TemporaryFolder) throws -> ServeProcess {
        try ServeProcess(folder.runner, ["--port", "0", "--today", "2025-03-20"])
    }

    /// `count` bytes that differ from block to block (each 64 KiB block starts with its number),
    /// so a missing, repeated or reordered block shows.
    static func pattern(count: Int) -> Data {
        var generator = SystemRandomNumberGenerator()
        let block = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var data = Data(capacity: count)
        var number: UInt64 = 0
        while data.count < count {
            var chunk = block
            withUnsafeBytes(of: number.bigEndian) { chunk.replaceSubrange(0..<8, with: $0) }
            data.append(contentsOf: chunk.prefix(count - data.count))
            number += 1
        }
        return data
    }

    /// Issue 39, item 2: a client that asks to close (HTTP/1.1 `Connection: close`, or HTTP/1.0)
    /// got the first few megabytes of a 32 MB file and then the closed connection.
    @Test func aClientThatAsksToCloseGetsALargeFileWhole() throws {
        let folder = try project()
        let server = try serve(folder)
        defer { server.stop() }
        // Put in the output folder once the first build has made it.
        let bytes = Self.pattern(count: 32 << 20)
        try bytes.write(to: folder.url.appendingPathComponent("Site/big.bin"))
        for request in ["GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n",
                        "GET /big.bin HTTP/1.0\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n",
                        "GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n"] {
            let connection = try RawConnection(port: server.port)
            try connection.write(request)
            let response = try connection.receive(keepingBody: true, within: 60)
            #expect(response.status == 200)
            #expect(response.headers["content-length"] == String(bytes.count))
            #expect(response.closed)
            #expect(response.bodyCount == bytes.count, "\(request.prefix(16))…: \(response.bodyCount) of \(bytes.count) bytes")
            // Compared apart: a failed `==` on 32 MB would have the test library diff them.
            let whole = response.body == bytes
            #expect(whole, "the bytes sent are the file's")
        }
    }

    /// Issue 39, item 3: HEAD of a 2 GiB file (sparse: it takes no disk) answers from `stat` alone,
    /// and a GET streams it, both with the server's peak memory far below the file's size.
    @Test(.enabled(if: ProcessMeter.available)) func aHugeFileIsStreamedAndHEADReadsNothing() throws {
        let folder = try project()
        let server = try serve(folder)
        defer { server.stop() }
        let size = 2 << 30
        let huge = folder.url.appendingPathComponent("Site/huge.bin")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        let pid = server.process.processIdentifier
        let atStart = try #require(ProcessMeter.peakResidentBytes(of: pid))

        let head = try RawConnection(port: server.port)
        try head.write("HEAD /huge.bin HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
        let headResponse = try head.receive(keepingBody: false, within: 60)
        #expect(headResponse.status == 200)
        #expect(headResponse.headers["content-length"] == String(size))
        #expect(headResponse.bodyCount == 0)
        let afterHead = try #require(ProcessMeter.peakResidentBytes(of: pid))
        #expect(afterHead < 100 << 20, "peak RSS after HEAD: \(afterHead >> 20) MiB (at start \(atStart >> 20) MiB)")

        // The first 256 MiB, then the connection is dropped (a browser cancelling a download);
        // with STRENGTH_SITE_STRESS=1 all of it.
        let wanted = Self.stress ? size : 256 << 20
        let get = try RawConnection(port: server.port)
        try get.write("GET /huge.bin HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
        let getResponse = try get.receive(keepingBody: false, bodyLimit: wanted, within: Self.stress ? 300 : 60)
        #expect(getResponse.status == 200)
        #expect(getResponse.headers["content-length"] == String(size))
        #expect(getResponse.bodyCount >= wanted)
        let afterGet = try #require(ProcessMeter.peakResidentBytes(of: pid))
        #expect(afterGet < 100 << 20, "peak RSS after GET: \(afterGet >> 20) MiB (at start \(atStart >> 20) MiB)")
        // The dropped download harms nothing else.
        #expect(try server.get("/").status == 200)
    }

    /// HTML up to 8 MiB is read whole and gets the reload script before `</body>`; larger HTML is
    /// streamed like any file, with the script appended after its last byte.
    @Test func htmlOverTheCapGetsTheScriptAtItsEnd() throws {
        let folder = try project()
        let server = try serve(folder)
        defer { server.stop() }
        let filler = String(repeating: "<p>set</p>\n", count: (9 << 20) / 11)
        let page = "<!doctype html><html><body>\(filler)</body></html>\n"
        try Data(page.utf8).write(to: folder.url.appendingPathComponent("Site/long.html"))
        let response = try server.get("/long.html")
        #expect(response.status == 200)
        // Tested apart, so that a failure does not print 9 MB.
        let startsWithThePage = response.body.hasPrefix(page)
        let endsWithTheScript = response.body.hasSuffix("</script>") && response.body.suffix(2_000).contains("live reload")
        #expect(startsWithThePage)
        #expect(endsWithTheScript, "ends with: \(response.body.suffix(200))")
        let head = try server.get("/long.html", method: "HEAD")
        #expect(head.headers["content-length"] == String(response.body.utf8.count))

        let small = try server.get("/")
        let script = try #require(small.body.range(of: "<script>/* strength-site serve: live reload"))
        let end = try #require(small.body.range(of: "</body>"))
        #expect(script.lowerBound < end.lowerBound)
    }
}
