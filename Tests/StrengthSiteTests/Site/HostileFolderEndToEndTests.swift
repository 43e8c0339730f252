import Foundation
import Testing

/// What a hostile `Templates/` or output folder gets through the binary: a link out of the
/// project, a FIFO, a huge sparse file, a `Site` that is a link, a file where a folder should be.
/// Each ends with one line naming the path, at once, and nothing published or written through.
@Suite struct HostileFolderEndToEndTests {
    static let today = ["--today", "2025-03-20"]

    /// A project with a workout, and a folder outside it holding a secret.
    func project() throws -> (folder: TemporaryFolder, outside: TemporaryFolder) {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        for arguments in [["init", "--time-zone", "UTC"], ["log", "--start", "2025-03-14 18:00", "Bench Press: 100x5"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let outside = try TemporaryFolder()
        try Data("TOP-SECRET".utf8).write(to: outside.url.appendingPathComponent("secret.txt"))
        return (folder, outside)
    }

    /// Every file under `folder` whose bytes hold `text`.
    func files(under folder: URL, holding text: String) -> [String] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var found: [String] = []
        while let file = enumerator?.nextObject() as? URL {
            if let bytes = try? Data(contentsOf: file), String(decoding: bytes, as: UTF8.self).contains(text) { found.append(file.path) }
        }
        return found
    }

    @Test(arguments: ["style.css", "about.mustache"])
    func aThemeFileLinkedFromOutsideIsRefused(name: String) throws {
        let (folder, outside) = try project()
        let secret = outside.url.appendingPathComponent("secret.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Templates/\(name)").path,
                                                   withDestinationPath: secret.path)
        let built = try folder.runner.run(["build"] + Self.today, killedAfter: 60)
        #expect(built.status == 1)
        #expect(built.stderr == "error: Templates/\(name): is a symbolic link to \(secret.resolvingSymlinksInPath().path), outside "
            + "the project, so it was not read; move what it links to into Templates/\n")
        #expect(files(under: folder.url.appendingPathComponent("Site"), holding: "TOP-SECRET").isEmpty)
    }

    @Test func aThemeFileLinkedFromInsideTheProjectIsUsed() throws {
        let (folder, _) = try project()
        let shared = folder.url.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try Data("body { color: rebeccapurple }\n".utf8).write(to: shared.appendingPathComponent("style.css"))
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Templates/style.css").path,
                                                   withDestinationPath: "../shared/style.css")
        let built = try folder.runner.run(["build"] + Self.today, killedAfter: 60)
        #expect(built.status == 0, "\(built.stderr)")
        let stylesheet = try String(contentsOf: folder.url.appendingPathComponent("Site/assets/style.css"), encoding: .utf8)
        #expect(stylesheet == "body { color: rebeccapurple }\n")
    }

    /// A `Templates/` that is itself a link out of the project is neither read nor written through.
    @Test func aLinkedTemplatesFolderIsNeitherReadNorEjectedInto() throws {
        let (folder, outside) = try project()
        let templates = folder.url.appendingPathComponent("Templates")
        try FileManager.default.removeItem(at: templates)
        try Data("body { content: 'TOP-SECRET' }".utf8).write(to: outside.url.appendingPathComponent("style.css"))
        try FileManager.default.createSymbolicLink(atPath: templates.path, withDestinationPath: outside.url.path)
        let message = "error: Templates: is a symbolic link to \(outside.url.resolvingSymlinksInPath().path), outside the project, "
            + "so it was not read; move what it links to into the project\n"
        let built = try folder.runner.run(["build"] + Self.today, killedAfter: 60)
        #expect(built.status == 1)
        #expect(built.stderr == message)
        #expect(files(under: folder.url.appendingPathComponent("Site"), holding: "TOP-SECRET").isEmpty)
        for arguments in [["theme", "eject"], ["theme", "eject", "--force"]] {
            let ejected = try folder.runner.run(arguments, killedAfter: 60)
            #expect(ejected.status == 1, "\(arguments)")
            #expect(ejected.stderr == message, "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).sorted() == ["secret.txt", "style.css"])
    }

    @Test func aFIFOInTemplatesIsRefusedAtOnce() throws {
        let (folder, _) = try project()
        #expect(mkfifo(folder.url.appendingPathComponent("Templates/style.css").path, 0o644) == 0)
        let built = try folder.runner.run(["build"] + Self.today, killedAfter: 20)
        #expect(built.status == 1)
        #expect(built.stderr == "error: Templates/style.css: is a FIFO (named pipe), not a file, so it was not opened; remove it from Templates/\n")
    }

    /// A theme file over 4 MiB (sparse: it takes no disk) is refused before it is read.
    @Test func aHugeThemeFileIsRefusedBeforeItIsRead() throws {
        let (folder, _) = try project()
        let path = folder.url.appendingPathComponent("Templates/style.css").path
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        #expect(ftruncate(descriptor, 4 << 20 + 1) == 0)
        close(descriptor)
        let built = try folder.runner.run(["build"] + Self.today, killedAfter: 60)
        #expect(built.status == 1)
        #expect(built.stderr == "error: Templates/style.css: is larger than a theme file can be (4 MB), so it was not read; move it out of Templates/\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Site/assets/style.css").path))
    }

    /// A `Site` that is a link to a folder of the user's own files is that folder, as `-o` would
    /// name it: refused without --force, and nothing of theirs is overwritten.
    @Test func aLinkedSiteIsTreatedAsDashOItsTarget() throws {
        let (folder, outside) = try project()
        let mine = outside.url.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("my own page".utf8).write(to: mine.appendingPathComponent("index.html"))
        try Data("x".utf8).write(to: mine.appendingPathComponent("notes.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Site").path, withDestinationPath: mine.path)
        let refusal = "holds 2 files no strength-site build wrote (index.html, notes.txt); build into an empty folder, or pass --force "
            + "to build beside them (they are kept; a file at the path of one of the site's pages is replaced)\n"
        let built = try folder.runner.run(["build"] + Self.today, killedAfter: 60)
        #expect(built.status == 1)
        #expect(built.stderr == "error: Site: " + refusal)
        let named = try folder.runner.run(["build", "-o", mine.path] + Self.today, killedAfter: 60)
        #expect(named.stderr == "error: \(mine.path): " + refusal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: mine.path).sorted() == ["index.html", "notes.txt"])
        #expect(try String(contentsOf: mine.appendingPathComponent("index.html"), encoding: .utf8) == "my own page")
    }

    /// The last build into the real `Site/` says nothing of the folder a link put in its place.
    @Test func aSiteSwappedForALinkAfterABuildIsTreatedAsDashOItsTarget() throws {
        let (folder, outside) = try project()
        #expect(try folder.runner.run(["build"] + Self.today).status == 0)
        let mine = outside.url.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("my own page".utf8).write(to: mine.appendingPathComponent("index.html"))
        let site = folder.url.appendingPathComponent("Site")
        try FileManager.default.removeItem(at: site)
        try FileManager.default.createSymbolicLink(atPath: site.path, withDestinationPath: mine.path)
        let built = try folder.runner.run(["build"] + Self.today, killedAfter: 60)
        #expect(built.status == 1)
        #expect(built.stderr.hasPrefix("error: Site: holds 1 file no strength-site build wrote (index.html)"))
        #expect(try String(contentsOf: mine.appendingPathComponent("index.html"), encoding: .utf8) == "my own page")
    }

    @Test(arguments: ["index.html", "assets/pipe"])
    func aFIFOInTheOutputIsRefusedAtOnce(path: String) throws {
        let (folder, _) = try project()
        #expect(try folder.runner.run(["build"] + Self.today).status == 0)
        #expect(try folder.runner.run(["log", "--start", "2025-03-16 18:00", "Squat: 100x5"]).status == 0)
        let fifo = folder.url.appendingPathComponent("Site/\(path)")
        try? FileManager.default.removeItem(at: fifo)
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let built = try folder.runner.run(["build"] + Self.today, killedAfter: 20)
        #expect(built.status == 1)
        #expect(built.stderr == "error: Site/\(path): is a FIFO (named pipe), not a file, so the build did not open it; remove it from Site\n")
    }

    @Test func anOutputThatIsAFileIsNamedAsOne() throws {
        let (folder, _) = try project()
        try Data("text".utf8).write(to: folder.url.appendingPathComponent("afile.txt"))
        let built = try folder.runner.run(["build", "-o", "afile.txt"] + Self.today, killedAfter: 60)
        #expect(built.status == 1)
        #expect(built.stderr == "error: afile.txt: is a file, not a folder; build into a folder of its own, such as Site/\n")
    }
}
