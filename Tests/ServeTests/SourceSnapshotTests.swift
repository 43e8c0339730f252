import Foundation
import Testing
import TestSupport
@testable import Serve
@testable import StrengthKit

/// `serve`'s change detection over snapshots of Data/ and Templates/, and the files it may serve.
@Suite struct SourceSnapshotTests {
    typealias Stamp = SourceSnapshot.Stamp

    @Test func changesAreAddedRemovedAndModifiedFilesSorted() {
        let before = SourceSnapshot(files: [
            "Data/settings.json": Stamp(size: 100, modifiedSeconds: 10),
            "Data/workouts/2025/a.json": Stamp(size: 50, modifiedSeconds: 10),
            "Data/workouts/2025/b.json": Stamp(size: 50, modifiedSeconds: 10, inode: 7),
            "Templates/style.css": Stamp(size: 9, modifiedSeconds: 10, modifiedNanoseconds: 5),
        ])
        var after = before
        #expect(after.changes(since: before).isEmpty)
        after.files["Data/workouts/2025/c.json"] = Stamp(size: 50, modifiedSeconds: 11)
        after.files["Data/workouts/2025/a.json"] = nil
        after.files["Data/workouts/2025/b.json"]?.inode = 8            // replaced by a rename, same size and time
        after.files["Templates/style.css"]?.modifiedNanoseconds = 6     // saved twice within a second
        #expect(after.changes(since: before) == [
            "Data/workouts/2025/a.json", "Data/workouts/2025/b.json", "Data/workouts/2025/c.json", "Templates/style.css",
        ])
    }

    @Test func takeWalksTheWatchedFoldersAndSkipsDotFiles() throws {
        let folder = try TemporaryDirectory()
        try folder.write("{}", to: "Data/settings.json")
        try folder.write("{}", to: "Data/workouts/2025/a.json")
        try folder.write("", to: "Data/.lock")
        try folder.write("{}", to: "Data/.txn/0.staged")
        try folder.write("x", to: "Templates/base.mustache")
        try folder.write("x", to: "Templates/.base.mustache.swp")
        try folder.write("<p>", to: "Site/index.html")
        // A link back up must not loop.
        try FileManager.default.createSymbolicLink(atPath: folder.file("Data/workouts/loop").path, withDestinationPath: "..")
        let snapshot = SourceSnapshot.take(of: folder.url, folders: ["Data", "Templates", "Missing"])
        #expect(snapshot.files.keys.sorted() == ["Data/settings.json", "Data/workouts/2025/a.json", "Templates/base.mustache"])

        try folder.write("{\"a\":1}", to: "Data/workouts/2025/a.json")
        try FileManager.default.removeItem(at: folder.file("Templates/base.mustache"))
        let later = SourceSnapshot.take(of: folder.url, folders: ["Data", "Templates"])
        #expect(later.changes(since: snapshot) == ["Data/workouts/2025/a.json", "Templates/base.mustache"])
    }

    /// A poll opens folders only: a FIFO in `Templates/`, or in its place, is left out at once
    /// (the build that follows refuses it with its path).
    @Test func aFIFOIsNeverOpened() throws {
        let folder = try TemporaryDirectory()
        try folder.write("{}", to: "Data/settings.json")
        try folder.write("x", to: "Templates/base.mustache")
        #expect(mkfifo(folder.file("Templates/style.css").path, 0o644) == 0)
        #expect(mkfifo(folder.file("Pipe").path, 0o644) == 0)
        let snapshot = SourceSnapshot.take(of: folder.url, folders: ["Data", "Templates", "Pipe"])
        #expect(snapshot.files.keys.sorted() == ["Data/settings.json", "Templates/base.mustache"])
    }

    @Test func siteFilesStayInsideTheOutputFolder() throws {
        let folder = try TemporaryDirectory()
        try folder.write("<p>home", to: "Site/index.html")
        try folder.write("<p>history", to: "Site/history/index.html")
        try folder.write("secret", to: "secret.txt")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.file("Site/leak.txt").path, withDestinationPath: folder.file("secret.txt").path)
        try manager.createSymbolicLink(atPath: folder.file("Site/up").path, withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: folder.file("Site/home.html").path, withDestinationPath: "index.html")
        let files = SiteFiles(output: folder.file("Site"))
        let real = try #require(realpath(folder.file("Site").path, nil))
        defer { free(real) }
        let root = String(cString: real)
        #expect(files.entry(at: "index.html") == .file(root + "/index.html"))
        #expect(files.entry(at: "home.html") == .file(root + "/index.html"))
        #expect(files.entry(at: "history") == .folder)
        #expect(files.entry(at: "history/index.html") == .file(root + "/history/index.html"))
        #expect(files.entry(at: "nothing.html") == .missing)
        #expect(files.entry(at: "leak.txt") == .missing)
        #expect(files.entry(at: "up/secret.txt") == .missing)
        #expect(files.entry(at: "up") == .missing)
    }
}
