import Foundation

/// The bytes of every file a load reads, read once under the lock (`ProjectStore.snapshot()`): a
/// build hashes them to see whether anything changed, and decodes and validates the same bytes
/// when something did, as `ProjectStore.load()` does in one go.
struct StoreSnapshot: Sendable {
    let layout: StoreLayout
    /// Relative path in `Data/` → contents, for the files that exist.
    var contents: [String: Data]
    /// `workouts/YYYY/ID.json`, sorted.
    var workoutPaths: [String]

    /// How many workout files the store holds.
    var workoutCount: Int { workoutPaths.count }

    /// The settings (defaults when `settings.json` is missing), without decoding the rest.
    func settings() throws -> Settings {
        try StoreReader(layout: layout, removeStaleFiles: false).decodeSettings(self)
    }

    /// The values, not validated.
    func decode() throws -> ProjectData {
        try StoreReader(layout: layout, removeStaleFiles: false).decode(self)
    }

    /// A hash of every path and its bytes: the build's "has anything changed?" check.
    func digest() -> String { Self.digest(of: fileDigests()) }

    /// `digest()` from digests already made.
    static func digest(of fileDigests: [String: UInt64]) -> String {
        var hasher = StableHasher()
        for path in fileDigests.keys.sorted() { hasher.combine(fileDigests[path] ?? 0) }
        return hasher.hex
    }

    /// Each file's hash of its path and bytes, on all cores. The live session is left out: the site
    /// does not show it, so logging a set mid-workout must not make the next build rebuild anything.
    func fileDigests() -> [String: UInt64] {
        let paths = contents.keys.filter { $0 != StoreLayout.sessionPath }.sorted()
        let contents = contents
        let digests = Parallel.map(paths.count) { index in
            var hasher = StableHasher()
            hasher.combine(paths[index])
            contents[paths[index]]?.withUnsafeBytes { hasher.combine(buffer: $0) }
            return hasher.value
        }
        return Dictionary(uniqueKeysWithValues: zip(paths, digests))
    }
}
