import Foundation

/// A fresh folder under the system temp directory, removed when the value goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("strength-site-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var runner: CommandRunner { CommandRunner(directory: url) }

    /// Every file under `Data/` except the lock, with its bytes.
    func dataSnapshot() throws -> [String: Data] {
        let root = url.appendingPathComponent("Data")
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = enumerator?.nextObject() as? URL {
            guard try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true, file.lastPathComponent != ".lock" else { continue }
            files[String(file.path.dropFirst(root.path.count))] = try Data(contentsOf: file)
        }
        return files
    }
}
