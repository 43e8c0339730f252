import Foundation
import Testing

/// `journal new|list` through the binary: the path printed and the file written, a post of that name
/// refused rather than overwritten, a day after tomorrow refused, the list newest first as text and
/// JSON, and a post the store cannot read told in one line with its file and line.
@Suite struct JournalEndToEndTests {
    struct Entry: Decodable, Equatable {
        var date: String
        var title: String
        var draft: Bool
        var path: String
    }

    static let reviewPath = "Data/journal/2026-03-02-block-3-review.md"

    /// For the journal's other end-to-end suites (`TemporaryFolder.project`, `CommandRunner.succeeds`).
    static func project() throws -> (TemporaryFolder, CommandRunner) { try TemporaryFolder.project() }

    static func succeeds(_ cli: CommandRunner, _ arguments: [String]) throws -> String { try cli.succeeds(arguments) }

    @Test func newPostsAndTheirList() throws {
        let (folder, cli) = try TemporaryFolder.project()
        defer { withExtendedLifetime(folder) {} }
        #expect(try cli.succeeds(["journal", "list"]) == "No posts yet (strength-site journal new TITLE starts one).\n")
        #expect(try cli.succeeds(["journal", "list", "--json"]) == "[\n\n]\n")

        // Dated today (here --today's day), in the project's time zone.
        #expect(try cli.succeeds(["journal", "new", "Block 3 review", "--today", "2026-03-02"]) == Self.reviewPath + "\n")
        let review = folder.url.appendingPathComponent(Self.reviewPath)
        #expect(try String(contentsOf: review, encoding: .utf8) == "---\ntitle: Block 3 review\n---\n\n")
        #expect(try cli.succeeds(["journal", "new", "Why I changed program", "--date", "2026-02-27"])
                == "Data/journal/2026-02-27-why-i-changed-program.md\n")
        // The lifter makes one a draft, in their editor.
        let note = folder.url.appendingPathComponent("Data/journal/2026-02-27-why-i-changed-program.md")
        try Data("---\ntitle: Why I changed program\ndraft: true\n---\nThe old one stalled.\n".utf8).write(to: note)

        #expect(try cli.succeeds(["journal", "list"]) == """
            2026-03-02  Block 3 review
                        Data/journal/2026-03-02-block-3-review.md
            2026-02-27  Why I changed program  (draft)
                        Data/journal/2026-02-27-why-i-changed-program.md

            """)
        #expect(try cli.succeeds(["journal"]) == (try cli.succeeds(["journal", "list"])))
        let json = try cli.succeeds(["journal", "list", "--json"])
        #expect(try JSONDecoder().decode([Entry].self, from: Data(json.utf8)) == [
            Entry(date: "2026-03-02", title: "Block 3 review", draft: false, path: Self.reviewPath),
            Entry(date: "2026-02-27", title: "Why I changed program", draft: true, path: "Data/journal/2026-02-27-why-i-changed-program.md"),
        ])
        #expect(json.contains("    \"date\" : \"2026-03-02\",\n    \"draft\" : false,\n    \"path\" : "), "keys sorted: \(json)")

        // Through another folder, the path is as the project was named.
        let elsewhere = CommandRunner(directory: folder.url.deletingLastPathComponent())
        #expect(try elsewhere.succeeds(["journal", "new", "Deload", "--date", "2026-03-09", "--project", folder.url.lastPathComponent])
                == "\(folder.url.lastPathComponent)/Data/journal/2026-03-09-deload.md\n")
    }

    /// (arguments, the one line on stderr, the exit status): each leaves the store as it was.
    static let refusals: [([String], String, Int32)] = [
        (["journal", "new", "Block 3 review!", "--today", "2026-03-02"],
         "error: Data/journal/2026-03-02-block-3-review.md already exists, and a post is never overwritten; edit it, or give the new post another title or --date", 1),
        // Beyond the real clock's tomorrow whatever the year now is, and within the store's years.
        (["journal", "new", "Plans", "--date", "2199-01-01"],
         "error: --date: '2199-01-01' is later than tomorrow; a post is dated on the day it is written or before (see 'strength-site journal new --help')", 64),
        (["journal", "new", "Plans", "--date", "2026-02-30"],
         "error: --date: '2026-02-30' is not a date in the form YYYY-MM-DD (see 'strength-site journal new --help')", 64),
        (["journal", "new", "?!"],
         "error: the title '?!' has no letter or digit to name the post's file by; give it a word (see 'strength-site journal new --help')", 64),
        (["journal", "new", " "],
         "error: the title: a post's title cannot be empty (see 'strength-site journal new --help')", 64),
    ]

    @Test(arguments: refusals)
    func aRefusalIsOneLineAndChangesNothing(_ arguments: [String], _ message: String, _ status: Int32) throws {
        let (folder, cli) = try TemporaryFolder.project()
        defer { withExtendedLifetime(folder) {} }
        _ = try cli.succeeds(["journal", "new", "Block 3 review", "--today", "2026-03-02"])
        try Data("---\ntitle: Block 3 review\n---\nWritten.\n".utf8).write(to: folder.url.appendingPathComponent(Self.reviewPath))
        let before = try folder.dataSnapshot()
        let refused = try cli.run(arguments)
        #expect(refused.status == status, "\(arguments): \(refused.stderr)")
        #expect(refused.stderr == message + "\n")
        #expect(refused.stdout.isEmpty)
        #expect(try folder.dataSnapshot() == before)
    }

    /// A post the store cannot read stops every command with its file and line.
    @Test func aPostThatIsNoPostIsToldByFileAndLine() throws {
        let (folder, cli) = try TemporaryFolder.project()
        defer { withExtendedLifetime(folder) {} }
        _ = try cli.succeeds(["journal", "new", "Block 3 review", "--today", "2026-03-02"])
        try Data("---\ntitle: Block 3 review\nmood: good\n---\n".utf8).write(to: folder.url.appendingPathComponent(Self.reviewPath))
        for arguments in [["journal", "list"], ["journal", "new", "Another"]] {
            let refused = try cli.run(arguments)
            #expect(refused.status == 1)
            #expect(refused.stderr == "error: \(Self.reviewPath):3: 'mood' is not a key of a post's front matter (title, date, draft)\n")
        }
    }

    /// Export then import into a new project keeps the posts byte for byte; `reset` removes them and its
    /// backup, imported, brings them back.
    @Test func exportImportAndResetKeepThePosts() throws {
        let (folder, cli) = try TemporaryFolder.project()
        defer { withExtendedLifetime(folder) {} }
        _ = try cli.succeeds(["journal", "new", "Block 3 review", "--today", "2026-03-02"])
        let written = Data("---\r\ntitle: Block 3 review\r\n---\r\nBody \r\n".utf8)
        try written.write(to: folder.url.appendingPathComponent(Self.reviewPath))
        let exported = folder.url.appendingPathComponent("export.json").path
        #expect(try cli.run(["export", "--output", exported]).status == 0)
        let (other, otherCLI) = try TemporaryFolder.project()
        defer { withExtendedLifetime(other) {} }
        let imported = try otherCLI.run(["import", exported])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try Data(contentsOf: other.url.appendingPathComponent(Self.reviewPath)) == written)

        let reset = try cli.run(["reset", "--yes"])
        #expect(reset.status == 0, "\(reset.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(Self.reviewPath).path))
        let backups = folder.url.appendingPathComponent(".strength-site/backups")
        let backup = try #require(try FileManager.default.contentsOfDirectory(atPath: backups.path).first { $0.hasSuffix(".json") })
        let restored = try cli.run(["import", backups.appendingPathComponent(backup).path])
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(try Data(contentsOf: folder.url.appendingPathComponent(Self.reviewPath)) == written)
    }
}
