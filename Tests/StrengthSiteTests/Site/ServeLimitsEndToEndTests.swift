import Foundation
import Testing

/// `strength-site serve` against clients that misbehave (issue 39, item 4): a request head that
/// is still arriving after 5 s is closed, running out of descriptors makes the server wait instead
/// of spin, an overlong URL gets 414 and overlong headers 431 (answers, not a reset), and a `Host`
/// that is not this server's address is refused, so a page elsewhere cannot read the preview
/// through DNS rebinding.
@Suite struct ServeLimitsEndToEndTests {
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let result = try folder.runner.run(["init", "--time-zone", "UTC", "--units", "kg"])
        #expect(result.status == 0, "\(result.stderr)")
        return folder
    }

    /// 300 connections sending their request a byte a second, against a server limited to 256
    /// descriptors (macOS's default): while they hold it the server waits rather than spins, they
    /// are closed once their head is late, and then a normal client is served.
    @Test(.enabled(if: ProcessMeter.available)) func slowClientsAreClosedAndDoNotPegTheServer() throws {
        let folder = try project()
        let server = try ServeProcess(folder.runner, ["--port", "0", "--today", "2025-03-20"], descriptorLimit: 256)
        defer { server.stop() }
        let pid = server.process.processIdentifier
        // A head that never ends: the request line, then one header whose value grows forever.
        let start = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: ".utf8)

        var slow: [RawConnection] = []
        for _ in 0..<300 { slow.append(try RawConnection(port: server.port, timeout: 5)) }
        var sent = 0
        /// One more byte of the request on every connection still open, a second apart.
        func trickle(for seconds: Int) {
            for _ in 0..<seconds {
                let byte = sent < start.count ? start[sent] : UInt8(ascii: "a")
                for connection in slow { _ = connection.tryWrite(byte) }
                sent += 1
                Thread.sleep(forTimeInterval: 1)
            }
        }
        trickle(for: 1)
        let cpuBefore = try #require(ProcessMeter.cpuSeconds(of: pid))
        let started = Date()
        trickle(for: 4)
        let cpu = try #require(ProcessMeter.cpuSeconds(of: pid)) - cpuBefore
        let share = cpu / Date().timeIntervalSince(started)
        #expect(share < 0.15, "the server used \(Int(share * 100)) % of a core while its descriptors ran out")

        // Every slow connection is closed by the server: those accepted at once after 5 s, those
        // that waited in the backlog 5 s after they were accepted.
        let deadline = Date().addingTimeInterval(20)
        while slow.contains(where: { !$0.closedByServer }), Date() < deadline { trickle(for: 1) }
        let open = slow.filter { !$0.closedByServer }.count
        #expect(open == 0, "\(open) of 300 slow connections still open")

        // Before the slow clients let go on their side: what frees the server is its own deadline.
        let normal = try RawConnection(port: server.port, timeout: 10)
        try normal.write("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
        let response = try normal.receive(keepingBody: true, within: 10)
        #expect(response.status == 200)
        let dashboard = String(decoding: response.body, as: UTF8.self).contains("<h1>Dashboard</h1>")
        #expect(dashboard)
        #expect(server.process.isRunning)
        slow.removeAll()
    }

    /// A request whose head stops arriving is closed after 5 s, without an answer.
    @Test func aStalledHeadIsClosed() throws {
        let folder = try project()
        let server = try ServeProcess(folder.runner, ["--port", "0", "--today", "2025-03-20"])
        defer { server.stop() }
        let stalled = try RawConnection(port: server.port)
        try stalled.write("GET / HTTP/1.1\r\nHost: 127.0.0.1")
        let opened = Date()
        let deadline = opened.addingTimeInterval(15)
        while !stalled.closedByServer, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        let waited = Date().timeIntervalSince(opened)
        #expect(stalled.closedByServer)
        #expect(waited > 3 && waited < 10, "closed after \(waited) s")
        #expect(try server.get("/").status == 200)
    }

    /// An overlong URL gets 414 and overlong headers 431, each with the connection closed after
    /// the answer (the rest of what the client sends is read and dropped, so it sees the answer,
    /// not a reset); a request within the limits on a new connection is served.
    @Test(arguments: [
        ("a URL of 9 KB", 9_000, 0, 0, 414),
        ("a URL of 1 MB", 1 << 20, 0, 0, 414),
        ("a header of 9 KB", 1, 1, 9_000, 431),
        ("40 headers of 1 KB", 1, 40, 1_000, 431),
        ("a header of 1 MB", 1, 1, 1 << 20, 431),
        ("a URL of 7 KB", 7_000, 0, 0, 404),
    ])
    func overlongHeadsAreAnswered(name: String, urlBytes: Int, headerCount: Int, headerBytes: Int, status: Int) throws {
        let folder = try project()
        let server = try ServeProcess(folder.runner, ["--port", "0", "--today", "2025-03-20"])
        defer { server.stop() }
        let path = "/" + String(repeating: "a", count: urlBytes - 1)
        let headers = (0..<headerCount).map { "X-Long-\($0): " + String(repeating: "b", count: headerBytes) + "\r\n" }.joined()
        let reply = try HTTPProbe.conversation(port: server.port, sending:
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\(headers)Connection: close\r\n\r\n")
        // Bools, so that a failure prints the start of the reply, not all of it.
        let answered = reply.hasPrefix("HTTP/1.1 \(status) ")
        #expect(answered, "\(name): \(reply.prefix(200))")
        if status != 404 {
            let closing = reply.lowercased().contains("connection: close")
            let oneLine = reply.split(separator: "\r\n\r\n", maxSplits: 1).last?.split(separator: "\n").count == 1
            #expect(closing && oneLine, "\(name): \(reply.prefix(300))")
        }
        #expect(try server.get("/").status == 200, "\(name)")
    }

    /// The `Host` header names this server (127.0.0.1, localhost or [::1] with its port) or the
    /// request is refused with 403 and one line: a page on another host that rebinds its name to
    /// 127.0.0.1 sends its own name.
    @Test func aForeignHostIsRefused() throws {
        let folder = try project()
        let server = try ServeProcess(folder.runner, ["--port", "0", "--today", "2025-03-20"])
        defer { server.stop() }
        let port = server.port
        for (host, status) in [("127.0.0.1:\(port)", 200), ("localhost:\(port)", 200), ("LocalHost:\(port)", 200),
                               ("[::1]:\(port)", 200),
                               ("evil.example:\(port)", 403), ("evil.example", 403), ("127.0.0.1", 403),
                               ("127.0.0.1:\(port + 1)", 403), ("localhost.evil.example:\(port)", 403), ("", 400)] {
            for path in ["/", "/__strength-site/build"] {
                let reply = try HTTPProbe.conversation(port: port, sending:
                    "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
                let answered = reply.hasPrefix("HTTP/1.1 \(status) ")
                #expect(answered, "Host: \(host) \(path): \(reply.prefix(120))")
                if status != 200 {
                    // One line, and nothing of the site.
                    let body = reply.split(separator: "\r\n\r\n", maxSplits: 1).last ?? ""
                    let oneLine = body.split(separator: "\n").count == 1 && !body.contains("<")
                    #expect(oneLine, "Host: \(host): \(body.prefix(120))")
                }
            }
        }
        let noHost = try HTTPProbe.conversation(port: port, sending: "GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
        let noHostRefused = noHost.hasPrefix("HTTP/1.1 400 ")
        #expect(noHostRefused, "\(noHost.prefix(120))")
        let twoHosts = try HTTPProbe.conversation(port: port, sending:
            "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        let twoHostsRefused = twoHosts.hasPrefix("HTTP/1.1 400 ")
        #expect(twoHostsRefused, "\(twoHosts.prefix(120))")
    }
}
