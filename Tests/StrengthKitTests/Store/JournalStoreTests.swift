import Foundation
import Testing
import TestSupport
@testable import StrengthKit

/// `Data/journal/*.md`: posts read by the store's one door (a name, a kind and a size before a file
/// is opened), read oldest first, written byte for byte and only when new or changed, refused with
/// one line naming the file (and the line, for the front matter), a new one held to "nothing after
/// tomorrow", and kept by export, import and reset's backup.
@Suite struct JournalStoreTests {
    /// With Windows line endings and a trailing space in the body: bytes a rewrite would lose.
    static let review = "---\r\ntitle: Block 3 review\r\n---\r\n\r\nSquat moved. \r\n"
    static let note = "---\ntitle: Deload\ndate: 2025-03-09\ndraft: true\n---\nLight week.\n"

    static func posts() throws -> [JournalPost] {
        [try JournalPost(name: "2025-03-10-deload", text: note), try JournalPost(name: "2025-03-12-block-3-review", text: review)]
    }

    static func sampleData() throws -> ProjectData {
        var data = try StoreRoundTripTests.sampleData()
        data.posts = try posts()
        return data
    }

    @Test func postsLoadOldestFirstAndTheirFilesAreTheirTextsByteForByte() throws {
        let project = try TestProject(try Self.sampleData())
        #expect(try project.store.load() == (try Self.sampleData()))
        #expect(try Data(contentsOf: project.folder.file("Data/journal/2025-03-12-block-3-review.md")) == Data(Self.review.utf8))
        #expect(try Data(contentsOf: project.folder.file("Data/journal/2025-03-10-deload.md")) == Data(Self.note.utf8))
        // Added by hand, dated before the others by its front matter.
        try project.folder.write("---\ntitle: First\ndate: 2025-01-02\n---\n", to: "Data/journal/2025-03-11-first.md")
        #expect(try project.store.load().posts.map(\.name) == ["2025-03-11-first", "2025-03-10-deload", "2025-03-12-block-3-review"])
    }

    /// A change elsewhere leaves every post as it is; a new post writes its file and nothing else.
    @Test func aPostOnlyReadIsNeverWritten() throws {
        let project = try TestProject(try Self.sampleData())
        let (_, report) = try project.store.update { data in _ = try LibraryEditor.addCategory(name: "Grip", in: &data) }
        #expect(report.changedFiles == ["exercises.json"])
        let (post, added) = try project.store.update { data in
            try JournalEditor.newPost(title: "Next block", on: LocalDay("2025-03-14")!, in: &data, layout: project.store.layout)
        }
        #expect(added.changedFiles == ["journal/2025-03-14-next-block.md"])
        #expect(try project.folder.read("Data/journal/2025-03-14-next-block.md") == "---\ntitle: Next block\n---\n\n")
        #expect(try project.store.load().posts.last == post)
        // Gone from the data, gone from the folder.
        let (_, removed) = try project.store.update { $0.posts.removeAll { $0.name == post.name } }
        #expect(removed.changedFiles == ["journal/2025-03-14-next-block.md"])
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("Data/journal/2025-03-14-next-block.md").path))
    }

    @Test func aPostHasItsCap() {
        #expect(StoreLayout.sizeLimit(of: "journal/2025-03-12-block-3-review.md") == (256 << 10, "a post"))
    }

    /// (what, how `Data/journal/` is spoilt, the one line of the load's error).
    static let refused: [(String, @Sendable (URL) throws -> Void, String)] = [
        ("a name that is no date and slug", { try JournalStoreTests.write("---\ntitle: x\n---\n", $0, "notes.md") },
         "Data/journal/notes.md: journal/ holds only posts, each named YYYY-MM-DD-slug.md: a date, a hyphen, then lowercase letters, digits and single hyphens; rename it or move it out of Data/"),
        ("a slug in capitals", { try JournalStoreTests.write("---\ntitle: x\n---\n", $0, "2025-03-12-Review.md") },
         "Data/journal/2025-03-12-Review.md: journal/ holds only posts, each named YYYY-MM-DD-slug.md: a date, a hyphen, then lowercase letters, digits and single hyphens; rename it or move it out of Data/"),
        ("a file that is not Markdown", { try JournalStoreTests.write("x", $0, "2025-03-12-photo.jpg") },
         "Data/journal/2025-03-12-photo.jpg: journal/ holds only posts, each named YYYY-MM-DD-slug.md: a date, a hyphen, then lowercase letters, digits and single hyphens; rename it or move it out of Data/"),
        ("a folder named as a post", { try FileManager.default.createDirectory(at: $0.appendingPathComponent("2025-03-12-folder.md"), withIntermediateDirectories: true) },
         "Data/journal/2025-03-12-folder.md: is a folder where the store keeps a file; move it out of Data/"),
        ("a FIFO", { guard mkfifo($0.appendingPathComponent("2025-03-12-pipe.md").path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) } },
         "Data/journal/2025-03-12-pipe.md: is a FIFO (named pipe), not a file, so it was not opened; remove it from Data/"),
        ("a file over the cap", { try JournalStoreTests.write("---\ntitle: x\n---\n" + String(repeating: "x", count: 256 << 10), $0, "2025-03-12-huge.md") },
         "Data/journal/2025-03-12-huge.md: is larger than a post can be (256 KB), so it was not read; move it out of Data/"),
        ("bytes that are not UTF-8", { try Data([0x2D, 0x2D, 0x2D, 0x0A, 0xFF, 0x0A]).write(to: $0.appendingPathComponent("2025-03-12-binary.md")) },
         "Data/journal/2025-03-12-binary.md: cannot be read: it is not UTF-8 text; a post is a Markdown file saved as UTF-8"),
        ("an unknown key", { try JournalStoreTests.write("---\ntitle: Block 3 review\ntags: squat\n---\n", $0, "2026-03-02-block-3-review.md") },
         "Data/journal/2026-03-02-block-3-review.md:3: 'tags' is not a key of a post's front matter (title, date, draft)"),
        ("a blank line in front matter never closed", { try JournalStoreTests.write("---\ntitle: x\n\nBody\n", $0, "2025-03-12-open.md") },
         "Data/journal/2025-03-12-open.md:3: '' is not a 'key: value' line; the front matter holds only those, up to the line '---'"),
        ("front matter never closed", { try JournalStoreTests.write("---\ntitle: x\n", $0, "2025-03-12-open.md") },
         "Data/journal/2025-03-12-open.md:1: the front matter opened here is never closed: end it with a line '---'"),
        ("a key given twice", { try JournalStoreTests.write("---\ntitle: x\ndraft: true\ntitle: y\n---\n", $0, "2025-03-12-twice.md") },
         "Data/journal/2025-03-12-twice.md:4: 'title' is given twice (first on line 2); a key is given once"),
        ("a name's date outside the store's years", { try JournalStoreTests.write("---\ntitle: x\n---\n", $0, "2300-01-01-far.md") },
         "Data/journal/2300-01-01-far.md: the name's date 2300-01-01 is not between the years 1900 and 2200"),
        ("a front matter's date outside the store's years", { try JournalStoreTests.write("---\ntitle: x\ndate: 1899-12-31\n---\n", $0, "2025-03-12-old.md") },
         "Data/journal/2025-03-12-old.md:3: date: 1899-12-31 is not between the years 1900 and 2200"),
    ]

    static func write(_ text: String, _ folder: URL, _ name: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    @Test(arguments: refused)
    func aPostThatIsNoPostIsRefusedInOneLineAndNothingIsWritten(_ what: String, _ spoil: @Sendable (URL) throws -> Void, _ expected: String) throws {
        let project = try TestProject(try Self.sampleData())
        try spoil(project.folder.file("Data/journal"))
        let before = try StoreBadInputTests.snapshot(project.folder.url)
        let loadError = try #require(throws: StoreError.self) { try project.store.load() }
        #expect(loadError.description == expected, "\(what)")
        let updateError = try #require(throws: StoreError.self) {
            try project.store.update { data in _ = try LibraryEditor.addCategory(name: "Grip", in: &data) }
        }
        #expect(updateError == loadError)
        #expect(try StoreBadInputTests.snapshot(project.folder.url) == before)
    }

    /// A link that stays in the project is followed; one that leads out of it is refused, unread.
    @Test func aLinkOutOfTheProjectIsRefused() throws {
        let project = try TestProject(try Self.sampleData())
        let outside = try TemporaryDirectory()
        try outside.write("---\ntitle: Secret\n---\n", to: "secret.md")
        try project.folder.write("---\ntitle: Kept\n---\n", to: "drafts/kept.md")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: project.folder.file("Data/journal/2025-03-13-kept.md").path, withDestinationPath: "../../drafts/kept.md")
        #expect(try project.store.load().posts.map(\.title).contains("Kept"))
        try manager.createSymbolicLink(atPath: project.folder.file("Data/journal/2025-03-13-secret.md").path,
                                       withDestinationPath: outside.file("secret.md").path)
        let error = try #require(throws: StoreError.self) { try project.store.load() }
        #expect(error.path == "Data/journal/2025-03-13-secret.md")
        #expect(error.description.contains(": is a symbolic link to ") && error.description.hasSuffix(
            ", outside the project, so it was not read; move what it links to into Data/"))
    }

    /// `journal` itself must be a folder.
    @Test func aFileWhereTheJournalFolderGoesIsRefused() throws {
        let project = try TestProject()
        try project.folder.write("notes", to: "Data/journal")
        #expect(throws: StoreError(path: "Data/journal", reason: .unexpectedFile("is a file where the store keeps a folder; move it out of Data/"))) {
            try project.store.load()
        }
    }

    /// A post no load could read is never written.
    @Test func aPostOverItsCapIsNotWritten() throws {
        let project = try TestProject()
        let huge = try JournalPost(name: "2025-03-12-huge", text: "---\ntitle: Huge\n---\n" + String(repeating: "x", count: 256 << 10))
        let error = try #require(throws: StoreError.self) { try project.store.update { $0.posts = [huge] } }
        #expect(error.description == "Data/journal/2025-03-12-huge.md: cannot be written: it would be 262,164 bytes, larger than a post can be (256 KB) (nothing was changed)")
    }

    /// The clock's tomorrow (15 Mar 2025 here) is the latest a new post may be dated, by its name or
    /// its front matter; a post already there keeps its date, whatever it is.
    @Test func aNewPostIsNoLaterThanTomorrow() throws {
        let project = try TestProject(try Self.sampleData())
        let store = ProjectStore(projectDirectory: project.folder.url, displayPrefix: ".",
                                 latestArrival: Timestamp(iso8601: "2025-03-15T00:00:00Z"))
        try store.update { $0.posts.append(try JournalPost(name: "2025-03-15-tomorrow", text: "---\ntitle: T\n---\n")) }
        #expect(throws: StoreError(path: "Data/journal/2025-03-16-later.md", reason: .invalid(
            field: "date", "2025-03-16 is later than tomorrow; a post is dated on the day it is written or before"))) {
            try store.update { $0.posts.append(try JournalPost(name: "2025-03-16-later", text: "---\ntitle: T\n---\n")) }
        }
        #expect(throws: StoreError(path: "Data/journal/2025-03-01-moved.md", reason: .invalid(
            field: "date", "2025-04-01 is later than tomorrow; a post is dated on the day it is written or before"))) {
            try store.update { $0.posts.append(try JournalPost(name: "2025-03-01-moved", text: "---\ntitle: T\ndate: 2025-04-01\n---\n")) }
        }
        // Written by hand (or by another clock): it loads and other changes go on.
        try project.folder.write("---\ntitle: Plan\n---\n", to: "Data/journal/2025-06-01-plan.md")
        try store.update { data in _ = try LibraryEditor.addCategory(name: "Grip", in: &data) }
        #expect(try store.load().posts.map(\.name).last == "2025-06-01-plan")
    }

    /// Export, reset, import gives the same document, and the same files byte for byte.
    @Test func exportResetImportKeepsThePostsByteForByte() throws {
        let project = try TestProject(try Self.sampleData())
        let first = try DataTransfer.exportData(try project.store.load())
        try project.store.update { DataTransfer.reset(&$0) }
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("Data/journal/2025-03-12-block-3-review.md").path))
        let document = try ExportDocumentImport.read(first, path: "export.json")
        try project.store.update { data in _ = try ExportDocumentImport.merge(document, into: &data, replaceSettings: false, path: "export.json") }
        #expect(try project.store.load().posts == (try Self.posts()))
        #expect(try Data(contentsOf: project.folder.file("Data/journal/2025-03-12-block-3-review.md")) == Data(Self.review.utf8))
        #expect(try DataTransfer.exportData(try project.store.load()) == first)
    }

    @Test func resetEmptiesTheJournalAndItsBackupKeepsIt() throws {
        let project = try TestProject(try Self.sampleData())
        let backup = BackupFile(reason: "reset", time: Timestamp(iso8601: "2025-03-20T10:00:00Z")!)
        let (_, report) = try project.store.update(backup: backup) { DataTransfer.reset(&$0) }
        #expect(try project.store.load().posts.isEmpty)
        let saved = try ExportDocumentImport.read(try Data(contentsOf: try #require(report.backup)), path: "backup.json")
        #expect(saved.posts == (try Self.posts()))
    }

    /// Restored into a project with no history, the document's posts come with the project's own of
    /// other names; merged into one with history, a post of a name the project has is kept as it is.
    @Test func importKeepsThePosts() throws {
        let document = ExportDocument(try Self.sampleData())
        let mine = [try JournalPost(name: "2025-03-12-block-3-review", text: "---\ntitle: Mine\n---\n"),
                    try JournalPost(name: "2024-12-01-start", text: "---\ntitle: Start\n---\n")]

        var empty = ProjectData(library: StarterLibrary.library, posts: mine)
        #expect(try ExportDocumentImport.merge(document, into: &empty, replaceSettings: false, path: "export.json").restored)
        #expect(empty.posts == (try Self.posts()) + [mine[1]])

        var withHistory = ProjectData(library: StarterLibrary.library,
                                      bodyWeight: BodyWeightLog(entries: [BodyWeightEntry(date: LocalDay("2025-01-02")!, weightKg: 79)]),
                                      posts: mine)
        #expect(try !ExportDocumentImport.merge(document, into: &withHistory, replaceSettings: false, path: "export.json").restored)
        #expect(withHistory.posts == mine + [try Self.posts()[0]])
    }

    /// The export document went to version 4 with posts; a version 3 document (no `posts`) still
    /// imports, as one without posts.
    @Test func aVersionThreeExportImportsWithoutPosts() throws {
        let project = try TestProject(try Self.sampleData())
        let current = String(decoding: try DataTransfer.exportData(try project.store.load()), as: UTF8.self)
        #expect(current.contains("\"schemaVersion\" : 4"))
        var version3 = try #require(try JSONSerialization.jsonObject(with: Data(current.utf8)) as? [String: Any])
        version3["schemaVersion"] = 3
        version3["posts"] = nil
        let old = try ExportDocumentImport.read(try JSONSerialization.data(withJSONObject: version3), path: "old.json")
        #expect(old.posts.isEmpty && old.workouts.count == 1)
        version3["schemaVersion"] = 4
        #expect(throws: StoreError(path: "four.json", reason: .malformed(field: "posts", "missing (required)"))) {
            try ExportDocumentImport.read(try JSONSerialization.data(withJSONObject: version3), path: "four.json")
        }
    }

    /// A document's posts are held to the store's rules as it is read, naming the document and the post.
    @Test func aDocumentsPostsAreHeldToTheRules() throws {
        var data = try Self.sampleData()
        data.posts.append(try JournalPost(name: "2025-03-10-deload", text: "---\ntitle: Again\n---\n"))
        #expect(throws: StoreError(path: "export.json", reason: .invalid(field: "posts[1].name", "another post has the name '2025-03-10-deload' too"))) {
            try ExportDocumentImport.read(try StoreCoding.encode(ExportDocument(data)), path: "export.json")
        }
        let text = String(decoding: try StoreCoding.encode(ExportDocument(try Self.sampleData())), as: UTF8.self)
            .replacingOccurrences(of: "draft: true", with: "draft: maybe")
        #expect(throws: StoreError(path: "export.json", reason: .malformed(field: "posts[0].text", "line 4: draft: 'maybe' is neither true nor false"))) {
            try ExportDocumentImport.read(Data(text.utf8), path: "export.json")
        }
    }
}
