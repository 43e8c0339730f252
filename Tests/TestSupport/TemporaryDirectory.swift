import Foundation

/// A fresh folder (shared by the test targets) under the system temp directory, removed when the test is done with it.
package final class TemporaryDirectory {
    package let url: URL

    package init(_ name: String = "strength-site-tests") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    package func file(_ relativePath: String) -> URL { url.appendingPathComponent(relativePath) }

    package func write(_ text: String, to relativePath: String) throws {
        let target = file(relativePath)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    package func read(_ relativePath: String) throws -> String {
        try String(contentsOf: file(relativePath), encoding: .utf8)
    }
}
