import Foundation
import Testing
import TestSupport
@testable import StrengthKit

/// The door of `Data/` and `Templates/`: what may be opened, and the words for what may not.
@Suite struct EntryAdmissionTests {
    /// A project with a `Templates/` folder, a file and a folder outside it to link to.
    func project() throws -> (folder: TemporaryDirectory, outside: TemporaryDirectory, door: EntryAdmission) {
        let folder = try TemporaryDirectory()
        let outside = try TemporaryDirectory("outside")
        try folder.write("body {}", to: "Templates/style.css")
        try folder.write("body {}", to: "shared/style.css")
        try outside.write("secret", to: "secret.txt")
        return (folder, outside, EntryAdmission(project: folder.url, keeper: "the theme", folder: "Templates/"))
    }

    @Test func theKindsOfEntryAndWhatEachGets() throws {
        let (folder, outside, door) = try project()
        let manager = FileManager.default
        let templates = folder.file("Templates").path
        try manager.createSymbolicLink(atPath: templates + "/inside.css", withDestinationPath: "../shared/style.css")
        try manager.createSymbolicLink(atPath: templates + "/outside.css", withDestinationPath: outside.file("secret.txt").path)
        try manager.createSymbolicLink(atPath: templates + "/nowhere.css", withDestinationPath: "missing.css")
        try manager.createSymbolicLink(atPath: templates + "/shared", withDestinationPath: "../shared")
        #expect(mkfifo(templates + "/pipe.css", 0o644) == 0)
        let secret = FileSystem.resolvedPath(outside.file("secret.txt").path)
        let cases: [(name: String, expected: EntryKind, refusal: String?)] = [
            ("style.css", .file, nil),
            ("inside.css", .file, nil),
            ("shared", .folder, nil),
            ("outside.css", .file, "is a symbolic link to \(secret), outside the project, so it was not read; move what it links to into Templates/"),
            ("nowhere.css", .file, "is a symbolic link that leads nowhere; remove it from Templates/"),
            ("pipe.css", .file, "is a FIFO (named pipe), not a file, so it was not opened; remove it from Templates/"),
            ("pipe.css", .folder, "is a FIFO (named pipe), not a folder, so it was not opened; remove it from Templates/"),
            ("shared", .file, "is a folder where the theme keeps a file; move it out of Templates/"),
            ("style.css", .folder, "is a file where the theme keeps a folder; move it out of Templates/"),
        ]
        for (name, expected, refusal) in cases {
            let path = templates + "/" + name
            let outcome = Result { () throws(EntryAdmission.Refusal) in try door.admit(path, EntryKind.of(path), as: expected) }
            switch (outcome, refusal) {
            case (.success, nil): break
            case (.failure(.unexpected(let words)), let refusal?): #expect(words == refusal, "\(name)")
            default: Issue.record("\(name) as \(expected): \(outcome), expected \(refusal ?? "admitted")")
            }
        }
    }

    @Test func aFileOverItsCapIsRefusedBeforeItIsRead() throws {
        let (folder, _, door) = try project()
        let path = folder.file("Templates/huge.css").path
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        #expect(ftruncate(descriptor, 4 << 20 + 1) == 0)  // sparse: no byte is written
        close(descriptor)
        #expect(throws: EntryAdmission.Refusal.unexpected(
            "is larger than a theme file can be (4 MB), so it was not read; move it out of Templates/")) {
            try door.read(path, maximumSize: 4 << 20, what: "a theme file")
        }
        #expect(try door.read(folder.file("Templates/style.css").path, maximumSize: 7, what: "a theme file").contents == Data("body {}".utf8))
    }

    @Test func aFIFOIsNotWaitedOn() throws {
        let (folder, _, door) = try project()
        let path = folder.file("Templates/pipe.css").path
        #expect(mkfifo(path, 0o644) == 0)
        // Opened without blocking (no writer ever comes), then refused for what it is.
        #expect(throws: EntryAdmission.Refusal.unexpected("is not a regular file, so it was not read; remove it from Templates/")) {
            try door.read(path, maximumSize: 4 << 20, what: "a theme file")
        }
    }
}
