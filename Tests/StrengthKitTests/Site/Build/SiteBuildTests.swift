import Foundation
import Testing
import TestSupport
@testable import StrengthKit

/// The build pipeline on disk: writes only what changed, removes what is gone, stays inside its folder.
@Suite struct SiteBuildTests {
    static let today = LocalDay("2025-03-12")!

    func build(_ project: TestProject, output: URL? = nil, today: LocalDay = today) throws -> BuildReport {
        try SiteBuilder(store: project.store, output: output).build(today: { _ in today })
    }

    func files(under root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(root.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    @Test func secondBuildWithNoChangeWritesNothing() throws {
        let project = try TestProject(try SiteFixture.history().data)
        let first = try build(project)
        #expect(first.written.count == first.files)
        let second = try build(project)
        #expect(second.written.isEmpty)
        #expect(second.removed.isEmpty)
        #expect(second.unchanged == first.files)
    }

    /// A page changed in the output folder by hand — its size kept, or its time — is not the page the
    /// manifest remembers: the next build writes it again, whether the store changed or not.
    @Test func aPageChangedInTheOutputIsWrittenAgain() throws {
        let project = try TestProject(try SiteFixture.history().data)
        _ = try build(project)
        let built = try files(under: project.store.layout.siteDirectory)
        // Later than the build's own writes by more than the clock's tick, as a hand edit is.
        Thread.sleep(forTimeInterval: 0.03)
        let kept = "workouts/2025-03-03-1800-upper-a.html"
        for path in [kept, "index.html"] {
            let url = project.store.layout.siteDirectory.appendingPathComponent(path)
            var bytes = try #require(built[path])
            bytes[bytes.count / 2] = bytes[bytes.count / 2] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            try bytes.write(to: url)
        }
        let restored = try build(project)
        #expect(Set(restored.written) == [kept, "index.html"])
        #expect(try files(under: project.store.layout.siteDirectory) == built)

        // With a change in the store: a page kept by its fingerprint is kept only while its file is untouched.
        let url = project.store.layout.siteDirectory.appendingPathComponent(kept)
        try Data("edited".utf8).write(to: url)
        try project.store.update { data in
            _ = try WorkoutLogger.log(LogRequest(name: "Legs", start: LocalDateTime("2025-03-11 18:00")!, durationSeconds: 3000,
                                                 entries: ["Leg Curl: 40x12x3"]), into: &data)
        }
        let rebuilt = try build(project)
        #expect(rebuilt.written.contains(kept))
        #expect(try Data(contentsOf: url) == built[kept])
    }

    @Test func changeACrashedCommandCommittedIsFinishedAndBuilt() throws {
        let project = try TestProject(try SiteFixture.history().data)
        _ = try build(project)
        var settings = try project.store.load().settings
        settings.site.title = "Committed before the crash"
        // The commit point passed (manifest written), the rename into Data/ did not happen.
        try project.folder.write(String(decoding: try StoreCoding.encode(VersionedFile(settings)), as: UTF8.self),
                                 to: "Data/.txn/0.staged")
        try project.folder.write(#"{"operations":[{"path":"settings.json","staged":"0.staged"}]}"#,
                                 to: "Data/.txn/manifest.json")
        let report = try build(project)
        #expect(!report.written.isEmpty)
        let index = try String(contentsOf: project.folder.file("Site/index.html"), encoding: .utf8)
        #expect(index.contains("Committed before the crash"))
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("Data/.txn").path))
    }

    @Test func loggingOneWorkoutRewritesOnlyThePagesThatShowIt() throws {
        let project = try TestProject(try SiteFixture.history().data)
        _ = try build(project)
        try project.store.update { data in
            _ = try WorkoutLogger.log(LogRequest(name: "Legs", start: LocalDateTime("2025-03-11 18:00")!, durationSeconds: 3000,
                                                 entries: ["Leg Curl: 40x12x3"]), into: &data)
        }
        let report = try build(project)
        let written = Set(report.written)
        #expect(written.contains("workouts/2025-03-11-1800-legs.html"))
        #expect(written.contains("workouts/2025-03-10-1800-upper-a.html"))   // its "next" link now points at Legs
        #expect(written.contains("exercise/leg-curl.html"))
        #expect(written.contains("index.html") && written.contains("history/index.html") && written.contains("stats.json"))
        // Pages that do not show the new workout stay as they were.
        for untouched in ["workouts/2025-03-03-1800-upper-a.html", "workouts/2025-03-05-0700-lower-a.html",
                          "exercise/bench-press.html", "exercise/running.html", "about/index.html", "assets/style.css"] {
            #expect(!written.contains(untouched), "\(untouched) was rewritten")
        }
        #expect(report.written.count < report.files / 3)
        // The workouts that are not the new one's neighbours, and the muscle groups it did not train,
        // are kept by fingerprint, not even planned.
        #expect(report.reused >= 3 + 4)
        let manifest = try String(contentsOf: BuildCache(layout: project.store.layout).manifestFile(for: project.store.layout.siteDirectory),
                                  encoding: .utf8)
        #expect(manifest.contains("\tmuscle/chest.html\t"), "the group's page is its own task")
        #expect(!written.contains("muscle/chest.html"))
    }

    @Test func deletedWorkoutsPagesAreRemovedAndNothingOutsideTheSiteIsTouched() throws {
        let project = try TestProject(try SiteFixture.history().data)
        _ = try build(project)
        try project.folder.write("keep", to: "Site/.gitkeep")
        try project.folder.write("not ours", to: "Site/old/page.html")
        try project.folder.write("mine", to: "notes.txt")
        try project.store.update { data in data.workouts.removeAll { $0.id == "2025-03-08-0900-easy-run" } }
        let report = try build(project)
        // The run was the only cardio, so the cardio group's page goes too; old/page.html was never ours.
        #expect(report.removed == ["muscle/cardio.html", "workouts/2025-03-08-0900-easy-run.html"])
        #expect(report.keptForeign == ["old/page.html"])
        #expect(try project.folder.read("Site/old/page.html") == "not ours")
        #expect(FileManager.default.fileExists(atPath: project.folder.file("Site/.gitkeep").path))
        #expect(FileManager.default.fileExists(atPath: project.folder.file("notes.txt").path))
    }

    @Test func sameStoreThemeAndDayGiveTheSameBytes() throws {
        let project = try TestProject(try SiteFixture.history().data)
        let other = try TemporaryDirectory()
        _ = try build(project)
        _ = try build(project, output: other.url)
        #expect(try files(under: project.folder.file("Site")) == files(under: other.url))
    }

    @Test func projectTemplatesOverrideTheDefaultPerFile() throws {
        let project = try TestProject(try SiteFixture.history().data)
        try project.folder.write("""
            {{<base}}{{$main}}<h1>My own dashboard</h1><p>{{layout.siteTitle}}</p>{{/main}}{{/base}}
            """, to: "Templates/dashboard.mustache")
        try project.folder.write("body { color: rebeccapurple; }\n", to: "Templates/style.css")
        _ = try build(project)
        let dashboard = try project.folder.read("Site/index.html")
        #expect(dashboard.contains("<h1>My own dashboard</h1><p>Golden log</p>"))
        #expect(try project.folder.read("Site/assets/style.css") == "body { color: rebeccapurple; }\n")
        #expect(try project.folder.read("Site/history/index.html").contains("<h1>History</h1>"))   // still the default
    }

    @Test(arguments: [
        ("{{#months}}unclosed", "Templates/history.mustache:1:"),
        ("{{<base}}{{$main}}{{> no-such-partial}}{{/main}}{{/base}}", "Templates/history.mustache:1: unknown partial 'no-such-partial'"),
    ])
    func brokenTemplateStopsTheBuildWithFileAndLine(_ template: String, _ message: String) throws {
        let project = try TestProject(try SiteFixture.history().data)
        try project.folder.write(template, to: "Templates/history.mustache")
        let error = try #require(throws: ThemeError.self) { try build(project) }
        #expect(error.description.hasPrefix(message), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("Site").path))
    }

    @Test func hostileNamesAndNotesRenderInert() throws {
        var history = HistoryFixture()
        history.data.settings.site.title = "</title><script>alert('title')</script>"
        try LibraryEditor.addCategory(name: "<script>x</script>", in: &history.data)
        _ = try LibraryEditor.addExercise(name: "\"><img src=x onerror=alert(1)>", type: .weightReps,
                                          changes: .init(categories: ["<script>x</script>"], notes: "[cues](javascript:alert(2)) <script>alert(3)</script>"),
                                          to: &history.data)
        try history.log("2025-03-03 18:00", "\"><img src=x onerror=alert(1)>: 100x5", name: "<script>alert(4)</script>")
        history.data.workouts[0].notes = "Go [here](javascript:alert(5)) <img src=x onerror=alert(6)> **now**"
        history.data.workouts[0].exercises[0].sets[0].notes = "<b onmouseover=alert(7)>x</b>"
        let project = try TestProject(history.data)
        _ = try build(project)
        let site = try files(under: project.folder.file("Site")).mapValues { String(decoding: $0, as: UTF8.self) }
        // stats.json is data, not markup: there the names are JSON strings, as they should be.
        for (path, text) in site where !path.hasSuffix(".json") {
            for raw in ["<script>alert", "<img src=x onerror", "javascript:alert", "<b onmouseover", "onerror=alert(1)>"] {
                #expect(!text.contains(raw), "\(path) contains \(raw)")
            }
        }
        let workout = try #require(site["workouts/2025-03-03-1800-script-alert-4-script.html"])
        #expect(workout.contains("<h1>&lt;script&gt;alert(&#39;4&#39;)&lt;/script&gt;</h1>") || workout.contains("<h1>&lt;script&gt;alert(4)&lt;/script&gt;</h1>"))
        #expect(workout.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
        // A link with an unsafe scheme is its text; raw HTML is the text it is, escaped (`MarkdownHTML`).
        #expect(workout.contains("<p>Go here &lt;img src=x onerror=alert(6)&gt; <strong>now</strong></p>"))
        // A set's note is Markdown too, under the same rules.
        #expect(workout.contains("<td><span class=\"set-note\">&lt;b onmouseover=alert(7)&gt;x&lt;/b&gt;</span></td>"))
        let exerciseFile = try #require(site.keys.first { $0.hasPrefix("exercise/img-src-x") })
        #expect(exerciseFile == "exercise/img-src-x-onerror-alert-1.html")          // a safe slug for a file name
        #expect(try #require(site["index.html"]).contains("&lt;/title&gt;&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;"))
    }
}
