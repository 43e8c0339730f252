import Foundation
import Testing
import TestSupport
@testable import StrengthKit

/// The output folder is the user's: a build writes the site's pages, removes only what an earlier
/// build wrote, keeps everything else, and never goes through a symbolic link.
@Suite struct OutputFolderTests {
    static let today = LocalDay("2025-03-12")!

    func build(_ project: TestProject, output: URL? = nil, force: Bool = false, home: URL? = nil) throws -> BuildReport {
        try SiteBuilder(store: project.store, output: output, force: force, homeDirectory: home).build(today: { _ in Self.today })
    }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    @Test func foldersThatAreNotSitesAreRefused() throws {
        let project = try TestProject(try SiteFixture.history().data)
        let home = try TemporaryDirectory("home")
        try project.folder.write("theme", to: "Templates/style.css")
        try project.folder.write("[core]", to: ".git/config")
        try project.folder.write("cache", to: ".strength-site/cache/x")
        let refused: [(URL, String)] = [
            (project.folder.url, "would contain the project"),
            (project.folder.url.deletingLastPathComponent(), "would contain the project"),
            (URL(fileURLWithPath: "/"), "is the root folder"),
            (home.url, "is your home folder"),
            (project.folder.file("Data"), "Data/"),
            (project.folder.file("Data/workouts/site"), "Data/"),
            (project.folder.file("Templates"), "Templates/"),
            (project.folder.file(".strength-site"), ".strength-site/"),
            (project.folder.file(".strength-site/cache"), ".strength-site/"),
            (project.folder.file(".git"), ".git folder"),
            (project.folder.file(".git/site"), ".git folder"),
        ]
        for (output, reason) in refused {
            let error = try #require(throws: SiteError.self) { try build(project, output: output, force: true, home: home.url) }
            #expect(error.reason.contains(reason), "\(output.path): \(error)")
        }
        #expect(try project.folder.read("Templates/style.css") == "theme")
        #expect(try project.folder.read(".git/config") == "[core]")
        #expect(exists(project.folder.file("Data/settings.json")))
    }

    @Test func aFolderWeNeverBuiltIsRefusedUnlessForcedAndKeepsItsFiles() throws {
        let project = try TestProject(try SiteFixture.history().data)
        let out = try TemporaryDirectory("out")
        try out.write("hi\n", to: "CNAME")
        try out.write("x", to: "notes.txt")
        let error = try #require(throws: SiteError.self) { try build(project, output: out.url) }
        #expect(error.reason.contains("holds 2 files no strength-site build wrote (CNAME, notes.txt)"))
        #expect(!exists(out.file("index.html")))

        let forced = try build(project, output: out.url, force: true)
        #expect(forced.removed.isEmpty)
        #expect(forced.keptForeign == ["CNAME", "notes.txt"])
        #expect(try out.read("CNAME") == "hi\n")
        // Built before, so no --force is needed any more, and the kept files are not reported again.
        let again = try build(project, output: out.url)
        #expect(again.keptForeign.isEmpty && again.removed.isEmpty)
        #expect(try out.read("notes.txt") == "x")
    }

    @Test func anEmptyOrMissingFolderNeedsNoForce() throws {
        let project = try TestProject(try SiteFixture.history().data)
        let out = try TemporaryDirectory("out")
        _ = try build(project, output: out.url)
        _ = try build(project, output: out.file("new/site"))
        #expect(exists(out.file("index.html")) && exists(out.file("new/site/index.html")))
    }

    @Test func deletingTheCacheDoesNotLockTheLifterOutOfSite() throws {
        let project = try TestProject(try SiteFixture.history().data)
        _ = try build(project)
        try FileManager.default.removeItem(at: project.folder.file(".strength-site"))
        let report = try build(project)
        #expect(report.removed.isEmpty && report.keptForeign.isEmpty)
        #expect(exists(project.folder.file("Site/index.html")))
    }

    @Test func aForeignFileIsReportedOnce() throws {
        let project = try TestProject(try SiteFixture.history().data)
        _ = try build(project)
        try project.folder.write("me.example.com\n", to: "Site/CNAME")
        #expect(try build(project).keptForeign == ["CNAME"])
        #expect(try build(project).keptForeign.isEmpty)
        try project.folder.write("google-site-verification: x", to: "Site/google123.html")
        #expect(try build(project).keptForeign == ["google123.html"])
        #expect(try project.folder.read("Site/CNAME") == "me.example.com\n")
    }

    @Test func symbolicLinksInTheOutputAreNeverFollowed() throws {
        let project = try TestProject(try SiteFixture.history().data)
        _ = try build(project)
        let elsewhere = try TemporaryDirectory("elsewhere")
        try elsewhere.write("precious", to: "file.txt")
        try elsewhere.write("also precious", to: "index.html")
        let site = project.folder.file("Site")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("linked").path, withDestinationPath: elsewhere.url.path)
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("loop").path, withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("up").path, withDestinationPath: "..")
        // A page and a folder of pages that are links to elsewhere.
        try manager.removeItem(at: site.appendingPathComponent("index.html"))
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("index.html").path,
                                       withDestinationPath: elsewhere.file("index.html").path)
        try manager.removeItem(at: site.appendingPathComponent("records"))
        try manager.createSymbolicLink(atPath: site.appendingPathComponent("records").path, withDestinationPath: elsewhere.url.path)

        // A change, so that the build writes and prunes.
        try project.store.update { data in data.workouts.removeAll { $0.id == "2025-03-08-0900-easy-run" } }
        let report = try build(project)
        #expect(report.symlinks == ["index.html", "linked", "loop", "records", "up"])
        #expect(report.blocked.filter { !$0.hasPrefix("records/") } == ["index.html"])
        #expect(report.blocked.contains("records/index.html"))
        #expect(try elsewhere.read("file.txt") == "precious")
        #expect(try elsewhere.read("index.html") == "also precious")
        #expect(try manager.contentsOfDirectory(atPath: elsewhere.url.path).sorted() == ["file.txt", "index.html"])
        #expect(exists(project.folder.file("Data/settings.json")))
        #expect(exists(site.appendingPathComponent("history/index.html")))
        // Reported once; the pages they block are said every time they are not written.
        let again = try build(project)
        #expect(again.symlinks.isEmpty)
    }

    /// A `Site` that is a symbolic link is the folder it leads to, held to `-o`'s rules: its files
    /// are someone's, so it is refused unless forced, as `-o` to the same folder is.
    @Test func aLinkedSiteIsTreatedAsTheFolderItLeadsTo() throws {
        let project = try TestProject(try SiteFixture.history().data)
        let mine = try TemporaryDirectory("mine")
        try mine.write("my own page", to: "index.html")
        try mine.write("x", to: "notes.txt")
        try FileManager.default.createSymbolicLink(atPath: project.folder.file("Site").path, withDestinationPath: mine.url.path)
        for output in [nil, mine.url] {
            let error = try #require(throws: SiteError.self) { try build(project, output: output) }
            #expect(error.reason.hasPrefix("holds 2 files no strength-site build wrote (index.html, notes.txt)"), "\(error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: mine.url.path).sorted() == ["index.html", "notes.txt"])
        #expect(try mine.read("index.html") == "my own page")
        let forced = try build(project, force: true)
        #expect(forced.keptForeign == ["notes.txt"])
        #expect(try mine.read("notes.txt") == "x")

        // A link to an empty folder needs no --force, as `-o` to one does not.
        let empty = try TemporaryDirectory("empty")
        try FileManager.default.removeItem(at: project.folder.file("Site"))
        try FileManager.default.createSymbolicLink(atPath: project.folder.file("Site").path, withDestinationPath: empty.url.path)
        _ = try build(project)
        #expect(exists(empty.file("index.html")))
    }

    /// A FIFO, socket or device anywhere in the output is refused with its path before any page
    /// is written (a page written to a FIFO waits for a reader forever).
    @Test func aSpecialFileInTheOutputIsRefused() throws {
        let project = try TestProject(try SiteFixture.history().data)
        _ = try build(project)
        try project.store.update { data in data.workouts.removeAll { $0.id == "2025-03-08-0900-easy-run" } }
        #expect(mkfifo(project.folder.file("Site/assets/pipe").path, 0o644) == 0)
        let pageBefore = try project.folder.read("Site/history/index.html")
        #expect(throws: SiteError(subject: "Site/assets/pipe",
                                  reason: "is a FIFO (named pipe), not a file, so the build did not open it; remove it from Site")) {
            try build(project)
        }
        #expect(try project.folder.read("Site/history/index.html") == pageBefore)
    }

    @Test func anOutputThatIsAFileIsNamedAsOne() throws {
        let project = try TestProject(try SiteFixture.history().data)
        try project.folder.write("text", to: "afile.txt")
        let file = project.folder.file("afile.txt")
        let error = try #require(throws: SiteError.self) { try build(project, output: file) }
        #expect(error.reason == "is a file, not a folder; build into a folder of its own, such as Site/")
        let under = try #require(throws: SiteError.self) { try build(project, output: file.appendingPathComponent("site")) }
        #expect(under.reason == "lies under \(file.path), which is a file, not a folder; build into a folder of its own, such as Site/")
        #expect(try project.folder.read("afile.txt") == "text")
    }
}
