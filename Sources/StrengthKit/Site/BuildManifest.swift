import Foundation

/// What the last build of an output folder wrote, kept in the project's `.strength-site/` (not in
/// the published folder): a stamp of all its inputs, and each file's fingerprint and size and
/// modification time when written. A build skips rendering pages whose fingerprint and file are
/// unchanged, and a build whose inputs are byte-for-byte those of the last one stops after checking
/// the files are still there.
struct BuildManifest: Codable, Sendable {
    struct Entry: Codable, Sendable, Equatable {
        var fingerprint: String
        var size: Int
        var modified: Double
    }

    static let formatVersion = 1

    var version = BuildManifest.formatVersion
    var output: String
    var stamp: String
    var files: [String: Entry]

    /// `.strength-site/build-<hash of the output path>.json`.
    static func location(for output: URL, layout: StoreLayout) -> URL {
        var hasher = StableHasher()
        hasher.combine(output.standardizedFileURL.path)
        return layout.cacheDirectory.appendingPathComponent("build-\(hasher.hex).json")
    }

    /// The manifest of the last build into `output`, or `nil` when there is none or it is not usable.
    static func load(for output: URL, layout: StoreLayout) -> BuildManifest? {
        guard let data = try? Data(contentsOf: location(for: output, layout: layout)),
              let manifest = try? JSONDecoder().decode(BuildManifest.self, from: data),
              manifest.version == formatVersion, manifest.output == output.standardizedFileURL.path else { return nil }
        return manifest
    }

    func save(layout: StoreLayout) throws {
        let url = BuildManifest.location(for: URL(fileURLWithPath: output), layout: layout)
        do {
            try FileSystem.createDirectory(url.deletingLastPathComponent())
            try FileSystem.writeQuickly(try JSONEncoder().encode(self), to: url)
        } catch {
            throw SiteError(path: url.path, reason: "the build cache cannot be written: \(error)")
        }
    }

    /// Whether `path` under the folder `root` is still what this manifest says was written.
    func isIntact(_ path: String, under root: String) -> Bool {
        guard let entry = files[path], let current = FileSystem.sizeAndModification(root + "/" + path) else { return false }
        return current.size == entry.size && current.modified == entry.modified
    }
}
