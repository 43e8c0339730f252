import Foundation
import Testing

/// The journal on the site, through the binary: `journal new` and a build with the post, a directive
/// that does not read stopping the build with `file.md:LINE`, a `<script>` shown as text, a draft in
/// neither `Site/` after `build` nor after `serve` (which shows it from memory), and a new workout
/// rebuilding only the post whose figures it changes.
@Suite struct JournalSiteEndToEndTests {
    static let today = "2026-03-20"

    /// Two weeks of squats and a review on 14 March with a trend, the week's workouts and a script.
    static func project() throws -> (TemporaryFolder, CommandRunner) {
        let (folder, cli) = try TemporaryFolder.project()
        for (day, weight) in [("2026-03-02", 100), ("2026-03-05", 102.5), ("2026-03-09", 105), ("2026-03-12", 107.5)] {
            _ = try cli.succeeds(["log", "--name", "Legs", "--start", "\(day) 18:00", "Squat: \(weight)x5x3"])
        }
        #expect(try cli.succeeds(["journal", "new", "Squat check", "--date", "2026-03-14"]) == "Data/journal/2026-03-14-squat-check.md\n")
        try write(folder, "2026-03-14-squat-check", """
            ---
            title: Squat check
            ---
            Two good weeks.

            {{trend "Squat" top-set 4w}}

            {{workout 2026-03-12}}

            <script>alert("x")</script>

            """)
        return (folder, cli)
    }

    static func write(_ folder: TemporaryFolder, _ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.url.appendingPathComponent("Data/journal/\(name).md"))
    }

    static func read(_ folder: TemporaryFolder, _ path: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func aBuildShowsThePostWithItsFigures() throws {
        let (folder, cli) = try Self.project()
        _ = try cli.succeeds(["build", "--today", Self.today])
        let post = try Self.read(folder, "Site/journal/2026-03-14-squat-check.html")
        #expect(post.contains("<h2 id=\"figure-1-title\">Squat: top set, the 4 weeks to Sat 14 Mar 2026</h2>"))
        #expect(post.contains("<svg") && post.contains(">107.5 kg<"))
        #expect(post.contains("<a class=\"workout-name\" href=\"../workouts/2026-03-12-1800-legs.html\">Legs</a>"))
        #expect(post.contains("<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>") && !post.contains("<script>alert"))
        let index = try Self.read(folder, "Site/journal/index.html")
        #expect(index.contains("<a href=\"../journal/2026-03-14-squat-check.html\">Squat check</a>") && index.contains("<p>Two good weeks.</p>"))
        #expect(try Self.read(folder, "Site/index.html").contains("<a href=\"journal/index.html\">Journal</a>"))
        #expect(try Self.read(folder, "Site/workouts/2026-03-12-1800-legs.html").contains("Squat check</a>"))
        #expect(try Self.read(folder, "Site/feed.xml").contains("<id>urn:strength-site:post:2026-03-14-squat-check</id>"))
    }

    /// (the post's body, the error line): the body starts on line 4.
    @Test(arguments: [
        ("Text.\n\n{{trnd \"Squat\"}}\n", "error: Data/journal/2026-03-14-squat-check.md:6: unknown directive 'trnd'; "
            + "the directives are trend, records, workout, compare, progress"),
        ("{{records 2026-03-09..2026-03-02}}\n", "error: Data/journal/2026-03-14-squat-check.md:4: 2026-03-09..2026-03-02: "
            + "the range ends before it starts"),
        ("\n\n{{trend \"Front Squatt\"}}\n", "error: Data/journal/2026-03-14-squat-check.md:6: trend: no exercise \"Front Squatt\"; "
            + "did you mean \"Front Squat\"?"),
    ])
    func aDirectiveThatDoesNotReadStopsTheBuild(_ body: String, _ line: String) throws {
        let (folder, cli) = try Self.project()
        try Self.write(folder, "2026-03-14-squat-check", "---\ntitle: Squat check\n---\n" + body)
        let result = try cli.run(["build", "--today", Self.today])
        #expect(result.status != 0)
        #expect(result.stderr == line + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Site/journal").path))
    }

    @Test func aDraftIsNeverWrittenAndServeShowsItFromMemory() throws {
        let (folder, cli) = try Self.project()
        try Self.write(folder, "2026-03-15-not-yet", "---\ntitle: Not yet\ndraft: true\n---\nHalf a thought.\n\n{{progress}}\n")
        _ = try cli.succeeds(["build", "--today", Self.today])
        let draftPath = "Site/journal/2026-03-15-not-yet.html"
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(draftPath).path))
        #expect(try !Self.read(folder, "Site/journal/index.html").contains("Not yet"))

        // A second preview of the same store has the drafts too, though nothing changed since the first.
        let first = try ServeProcess(cli, ["--port", "0", "--today", Self.today])
        #expect(try first.get("/journal/2026-03-15-not-yet.html").status == 200)
        first.stop()
        let server = try ServeProcess(cli, ["--port", "0", "--today", Self.today])
        defer { server.stop() }
        let draft = try server.get("/journal/2026-03-15-not-yet.html")
        #expect(draft.status == 200)
        #expect(draft.body.contains("<span class=\"badge draft\">Draft</span>") && draft.body.contains("Half a thought."))
        #expect(draft.body.contains("Progress as it stood on Sun 15 Mar 2026"))
        let index = try server.get("/journal/")
        #expect(index.body.contains("Not yet</a> <span class=\"badge draft\">Draft</span>") && index.body.contains("Squat check"))
        #expect(server.stderr.contains("Journal drafts, in this preview only (never written): journal/2026-03-15-not-yet.html"))
        // Neither the draft nor the index with it reaches the folder.
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(draftPath).path))
        #expect(try !Self.read(folder, "Site/journal/index.html").contains("Not yet"))
        // A draft that does not read is the preview's error, as a post's is the build's.
        try Self.write(folder, "2026-03-15-not-yet", "---\ntitle: Not yet\ndraft: true\n---\n{{progres}}\n")
        #expect(eventually { server.stderr.contains("Data/journal/2026-03-15-not-yet.md:5: unknown directive 'progres'") })
    }

    @Test func aNewWorkoutRebuildsOnlyThePostsWhoseFiguresItChanges() throws {
        let (folder, cli) = try Self.project()
        try Self.write(folder, "2026-03-19-week-three", "---\ntitle: Week three\n---\n{{trend \"Squat\" top-set 4w}}\n")
        _ = try cli.succeeds(["build", "--today", Self.today])
        func modified(_ name: String) throws -> Date? {
            try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent("Site/journal/\(name).html").path)[.modificationDate] as? Date
        }
        let before = try ["2026-03-14-squat-check", "2026-03-19-week-three"].map(modified)
        _ = try cli.succeeds(["log", "--name", "Legs", "--start", "2026-03-16 18:00", "Squat: 110x5x3"])
        _ = try cli.succeeds(["build", "--today", Self.today])
        // The review of 14 March ends before the new workout: left as it was; the post of the 19th is written again.
        #expect(try modified("2026-03-14-squat-check") == before[0])
        #expect(try modified("2026-03-19-week-three") != before[1])
        #expect(try Self.read(folder, "Site/journal/2026-03-19-week-three.html").contains(">110 kg<"))
    }
}
