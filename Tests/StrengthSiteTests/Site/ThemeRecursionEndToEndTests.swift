import Foundation
import Testing

/// A theme that would recurse without end — a template including itself, partials including each
/// other, sections nested 10,000 deep — through the real binary: once a segmentation fault
/// (status 139, no word), now one line naming the file, the line and the chain, and `serve` goes on
/// serving. A theme just within the limit still builds, with either engine.
@Suite struct ThemeRecursionEndToEndTests {
    static let today = "2025-03-12"

    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for arguments in [["init", "--time-zone", "UTC"], ["log", "--start", "2025-03-10 18:00", "--name", "Legs", "Squat: 100x5"]] {
            let result = try folder.runner.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        return folder
    }

    func write(_ text: String, to name: String, in folder: TemporaryFolder) throws {
        try Data(text.utf8).write(to: folder.url.appendingPathComponent("Templates/\(name)"))
    }

    func remove(_ name: String, in folder: TemporaryFolder) throws {
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Templates/\(name)"))
    }

    /// The build's one line on stderr, after checking it failed as our errors fail (not by a signal).
    func refusal(_ folder: TemporaryFolder) throws -> String {
        let result = try folder.runner.run(["build", "--today", Self.today])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        return result.stderr
    }

    @Test func aThemeThatWouldRecurseForeverStopsTheBuildWithOneLine() throws {
        let folder = try project()
        try write("{{>about}}\n", to: "about.mustache", in: folder)
        #expect(try refusal(folder) == "error: Templates/about.mustache:1: the partial {{>about}} includes itself: about → about\n")

        try write("<p>\n{{>b}}\n", to: "about.mustache", in: folder)
        try write("{{>about}}", to: "b.mustache", in: folder)
        #expect(try refusal(folder) == "error: Templates/about.mustache:2: partials include each other in a cycle: about → b → about\n")
        try remove("about.mustache", in: folder)
        try remove("b.mustache", in: folder)

        try write(String(repeating: "{{#a}}", count: 10_000) + String(repeating: "{{/a}}", count: 10_000), to: "deep.mustache", in: folder)
        #expect(try refusal(folder) == "error: Templates/deep.mustache:1: sections nested 65 deep; the theme allows 64\n")
        try remove("deep.mustache", in: folder)

        let built = try folder.runner.run(["build", "--today", Self.today])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Site/about/index.html").path))
    }

    /// `about` nests 2 deep in `base`'s block, and includes `d1` with 61 sections in it: 64 levels,
    /// every one entered (`layout` is on every page), rendered compiled and by swift-mustache (a
    /// transform sends the theme there); one level more is refused through the chain.
    @Test func aThemeNestedToTheLimitBuildsWithEitherEngine() throws {
        let folder = try project()
        try write("{{<base}}{{$main}}\n{{>d1}}\n{{/main}}{{/base}}\n", to: "about.mustache", in: folder)
        let page = folder.url.appendingPathComponent("Site/about/index.html")
        for (inner, expected) in [("[{{layout.siteTitle}}]", "[Training log]"), ("[{{uppercased(layout.siteTitle)}}]", "[TRAINING LOG]")] {
            let sections = String(repeating: "{{#layout}}", count: 61) + inner + String(repeating: "{{/layout}}", count: 61)
            try write(sections + "\n", to: "d1.mustache", in: folder)
            let built = try folder.runner.run(["build", "--today", Self.today])
            #expect(built.status == 0, "\(built.stderr)")
            #expect(try String(contentsOf: page, encoding: .utf8).contains(expected))
        }
        try write("{{#layout}}" + String(repeating: "{{#layout}}", count: 61) + "x" + String(repeating: "{{/layout}}", count: 62),
                  to: "d1.mustache", in: folder)
        #expect(try refusal(folder)
                == "error: Templates/about.mustache:2: sections and partials nested 65 deep (about → d1); the theme allows 64\n")
    }

    /// Saving such a template while serving: the rebuild reports it, the last good site is
    /// served meanwhile, and the next save builds.
    @Test func serveReportsItAndGoesOnServing() throws {
        let folder = try project()
        let server = try ServeProcess(folder.runner, ["--port", "0", "--today", Self.today])
        defer { server.stop() }
        #expect(try server.get("/about/index.html").status == 200)

        try write("{{>about}}\n", to: "about.mustache", in: folder)
        let error = "error: Templates/about.mustache:1: the partial {{>about}} includes itself: about → about"
        #expect(eventually { server.stderr.contains(error) }, "stderr: \(server.stderr)")
        #expect(server.stderr.contains("still serving the last good site"), "\(server.stderr)")
        #expect(server.process.isRunning)
        #expect(try server.get("/about/index.html").status == 200)

        try write("{{<base}}{{$main}}<p>Fixed.</p>{{/main}}{{/base}}\n", to: "about.mustache", in: folder)
        #expect(try eventually { try server.get("/about/index.html").body.contains("<p>Fixed.</p>") }, "stderr: \(server.stderr)")
    }
}
