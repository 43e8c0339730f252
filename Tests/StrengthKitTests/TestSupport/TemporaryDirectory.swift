import Foundation

/// A fresh folder under the system temp directory, removed when the test is done with it.
final class TemporaryDirectory {
    let url: URL

    init(_ name: String = "strength-site-tests") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ relativePath: String) -> URL { url.appendingPathComponent(relativePath) }

    func write(_ text: String, to relativePath: String) throws {
        let target = file(relativePath)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: file(relativePath), encoding: .utf8)
    }
}
