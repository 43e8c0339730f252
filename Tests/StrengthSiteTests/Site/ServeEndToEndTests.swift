import Foundation
import Testing

/// `strength-site serve`, the real binary: a project with a base URL served under its path, live
/// rebuilds after another process logs a workout, a failed rebuild that keeps the last good site,
/// SIGTERM, and a port in use.
@Suite struct ServeEndToEndTests {
    static let today = "2025-03-20"

    /// A project with two workouts and a base URL, as GitHub Pages would publish it.
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        for arguments in [
            ["init", "--time-zone", "UTC", "--units", "kg"],
            ["log", "--name", "Upper A", "--start", "2025-03-14 18:00", "Bench Press: 100x5x3", "Pull Up: +10x8"],
            ["log", "--name", "Legs", "--start", "2025-03-16 09:30", "Squat: 140x5x3"],
            ["settings", "set", "base-url", "https://me.github.io/log/"],
        ] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return folder
    }

    @Test func servesTheSiteUnderTheBaseURLsPath() throws {
        let folder = try project()
        let server = try ServeProcess(folder.runner, ["--port", "0", "--today", Self.today])
        defer { server.stop() }
        #expect(server.readyLine.hasPrefix("Serving http://127.0.0.1:"))
        #expect(server.port > 0)
        #expect(server.basePath == "/log/")
        #expect(server.stdout == server.readyLine + "\n")

        let dashboard = try server.get("/log/")
        #expect(dashboard.status == 200)
        #expect(dashboard.headers["content-type"] == "text/html; charset=utf-8")
        #expect(dashboard.headers["cache-control"] == "no-store")
        #expect(dashboard.body.contains("<h1>Dashboard</h1>"))
        #expect(dashboard.body.contains("<script>/* strength-site serve: live reload"))
        #expect(dashboard.body.contains("__strength-site/build"))
        let onDisk = try String(contentsOf: folder.url.appendingPathComponent("Site/index.html"), encoding: .utf8)
        #expect(!onDisk.contains("<script"))
        #expect(dashboard.body.replacing(#/<script>.*</script>/#, with: "") == onDisk)

        let exercise = try server.get("/log/exercise/bench-press.html")
        #expect(exercise.status == 200)
        #expect(exercise.body.contains("Bench Press"))
        #expect(try server.get("/log/history/").status == 200)
        #expect(try server.get("/log/history").headers["location"] == "/log/history/")
        // Never `//log/history/`, which a browser reads as the host `log`.
        for path in ["//log/history", "///log//history"] {
            let folder = try server.get(path)
            #expect(folder.status == 302, "\(path)")
            #expect(folder.headers["location"] == "/log/history/", "\(path)")
        }
        #expect(try server.get("//log/%2F%2Fexample.org").status == 404)

        let root = try server.get("/")
        #expect(root.status == 302)
        #expect(root.headers["location"] == "/log/")
        #expect(try server.get("/log").headers["location"] == "/log/")

        let notFoundPage = try String(contentsOf: folder.url.appendingPathComponent("Site/404.html"), encoding: .utf8)
        #expect(notFoundPage.contains("<base href=\"https://me.github.io/log/\">"))
        for path in ["/log/no-such-page.html", "/log/workouts/deleted/long/ago.html", "/index.html",
                     "/log/%2e%2e/%2e%2e/etc/passwd", "/log/../../etc/passwd", "/log/%2E%2E/Data/settings.json"] {
            let missing = try server.get(path)
            #expect(missing.status == 404, "\(path)")
            #expect(missing.body.contains("<h1>Page not found</h1>"), "\(path)")
            // Its links lead to this server, not to the published site.
            #expect(missing.body.contains("<base href=\"/log/\">"), "\(path)")
        }

        let stylesheet = try server.get("/log/assets/style.css")
        #expect(stylesheet.status == 200)
        #expect(stylesheet.headers["content-type"] == "text/css; charset=utf-8")
        #expect(!stylesheet.body.contains("<script"))
        #expect(try server.get("/log/cards/summary.svg").headers["content-type"] == "image/svg+xml")
        #expect(try server.get("/log/feed.xml").headers["content-type"] == "application/xml")
        #expect(try server.get("/log/stats.json").headers["content-type"] == "application/json")
        let head = try server.get("/log/", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.headers["content-length"] == String(dashboard.body.utf8.count))
        #expect(try server.get("/log/", method: "POST").status == 405)
        #expect(try server.get("/__strength-site/build").body == "{\"build\":1}")
    }

    /// A browser keeps its connection open between requests; one that asks to close gets it closed.
    @Test func requestsShareAConnectionUntilTheClientAsksToClose() throws {
        let folder = try project()
        let server = try ServeProcess(folder.runner, ["--port", "0", "--today", Self.today])
        defer { server.stop() }
        let host = "Host: 127.0.0.1:\(server.port)\r\n"
        let replies = try HTTPProbe.conversation(port: server.port, sending:
            "GET /log/ HTTP/1.1\r\n\(host)\r\n" +
            "HEAD /log/stats.json?fresh=1 HTTP/1.1\r\n\(host)\r\n" +
            "GET /log/history HTTP/1.1\r\n\(host)Connection: close\r\n\r\n")
        // A body does not end in a line break, so the next status line follows it directly.
        let statuses = replies.matches(of: /HTTP\/1\.1 (\d{3}) [A-Za-z ]+\r\n/).map { String($0.output.1) }
        #expect(statuses == ["200", "200", "302"])
        #expect(replies.lowercased().hasSuffix("see /log/history/\n"))

        let malformed = try HTTPProbe.conversation(port: server.port, sending: "NOT HTTP AT ALL\r\n\r\n")
        #expect(malformed.hasPrefix("HTTP/1.1 400 "))
    }

    @Test func aWorkoutLoggedByAnotherProcessIsServedAfterTheRebuild() throws {
        let folder = try project()
        let server = try ServeProcess(folder.runner, ["--port", "0", "--today", Self.today])
        defer { server.stop() }
        let page = "/log/workouts/2025-03-18-1700-push.html"
        #expect(try server.get(page).status == 404)
        #expect(!(try server.get("/log/history/").body.contains("Push")))

        let logged = try folder.runner.run(["log", "--name", "Push", "--start", "2025-03-18 17:00", "Bench Press: 102.5x5"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(try eventually { try server.get(page).status == 200 }, "stderr: \(server.stderr)")
        #expect(try server.get("/log/history/").body.contains("Push"))
        #expect(try server.get("/__strength-site/build").body == "{\"build\":2}")
        #expect(server.stderr.contains(" files in Site after a change to Data/workouts/2025/2025-03-18-1700-push.json: "), "\(server.stderr)")
    }

    @Test func aFailedRebuildKeepsTheLastGoodSite() throws {
        let folder = try project()
        let server = try ServeProcess(folder.runner, ["--port", "0", "--today", Self.today])
        defer { server.stop() }
        let workout = folder.url.appendingPathComponent("Data/workouts/2025/2025-03-16-0930-legs.json")
        let good = try Data(contentsOf: workout)
        try Data("{ not json".utf8).write(to: workout)
        #expect(eventually { server.stderr.contains("error: Data/workouts/2025/2025-03-16-0930-legs.json: not valid JSON") },
                "stderr: \(server.stderr)")
        #expect(server.stderr.contains("still serving the last good site"))
        #expect(try server.get("/log/workouts/2025-03-16-0930-legs.html").status == 200)
        #expect(try server.get("/__strength-site/build").body == "{\"build\":1}")

        var fixed = String(decoding: good, as: UTF8.self)
        fixed = fixed.replacingOccurrences(of: "\"name\" : \"Legs\"", with: "\"name\" : \"Leg Day\"")
        #expect(fixed != String(decoding: good, as: UTF8.self))
        try Data(fixed.utf8).write(to: workout)
        #expect(try eventually { try server.get("/log/workouts/2025-03-16-0930-legs.html").body.contains("Leg Day") },
                "stderr: \(server.stderr)")
    }

    /// A FIFO put in the output or in the theme while serving: the next rebuild is refused with
    /// its path at once (a page written to it, or a template read from it, would wait forever),
    /// the last good site is served meanwhile, and the rebuild after it is gone goes through.
    @Test func aFIFOInTheOutputOrTheThemeHoldsUpNoRebuild() throws {
        let folder = try project()
        let server = try ServeProcess(folder.runner, ["--port", "0", "--today", Self.today])
        defer { server.stop() }
        let cases = [("Site/history/pipe", "error: Site/history/pipe: is a FIFO (named pipe), not a file, so the build did not open it; remove it from Site"),
                     ("Templates/style.css", "error: Templates/style.css: is a FIFO (named pipe), not a file, so it was not opened; remove it from Templates/")]
        for (index, (path, error)) in cases.enumerated() {
            let fifo = folder.url.appendingPathComponent(path)
            #expect(mkfifo(fifo.path, 0o644) == 0)
            let page = "/log/workouts/2025-03-1\(7 + index)-0700-push.html"
            let logged = try folder.runner.run(["log", "--name", "Push", "--start", "2025-03-1\(7 + index) 07:00", "Bench Press: 100x5"])
            #expect(logged.status == 0, "\(logged.stderr)")
            #expect(eventually { server.stderr.contains(error) }, "stderr: \(server.stderr)")
            #expect(try server.get("/log/").status == 200)
            #expect(try server.get(page).status == 404)
            try FileManager.default.removeItem(at: fifo)
            // Any change to Data/ or Templates/ starts the next rebuild.
            #expect(try folder.runner.run(["bodyweight", "add", "80", "--date", "2025-03-1\(7 + index)"]).status == 0)
            #expect(try eventually { try server.get(page).status == 200 }, "stderr: \(server.stderr)")
        }
    }

    @Test func sigtermEndsItAtOnce() throws {
        let folder = try project()
        let server = try ServeProcess(folder.runner, ["--port", "0", "--today", Self.today])
        defer { server.stop() }
        #expect(try server.get("/log/").status == 200)
        kill(server.process.processIdentifier, SIGTERM)
        #expect(server.waitForExit(within: 3))
        #expect(server.process.terminationReason == .exit)
        #expect(server.process.terminationStatus == 0)
    }

    @Test func aPortInUseIsAOneLineError() throws {
        let folder = try project()
        let first = try ServeProcess(folder.runner, ["--port", "0", "--today", Self.today])
        defer { first.stop() }
        let second = try folder.runner.run(["serve", "--port", String(first.port), "--today", Self.today])
        #expect(second.status == 1)
        #expect(second.stdout == "")
        #expect(second.stderr == "error: 127.0.0.1:\(first.port): in use; choose another port with --port\n")
        #expect(try first.get("/log/").status == 200)
    }
}
