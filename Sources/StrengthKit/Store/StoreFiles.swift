import Foundation

/// The bytes of every file a load reads, read once under the lock: a build hashes them to see
/// whether anything changed and decodes the same bytes when something did.
struct StoreFiles: Sendable {
    /// Relative path in `Data/` → contents, for the files that exist.
    var contents: [String: Data]
    /// `workouts/YYYY/ID.json`, sorted.
    var workoutPaths: [String]

    /// A hash of every path and its bytes (the build's "has anything changed?" check), on all cores.
    func digest() -> String {
        let paths = contents.keys.sorted()
        let digests = ResultSlots<UInt64>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            var hasher = StableHasher()
            hasher.combine(paths[index])
            contents[paths[index]]?.withUnsafeBytes { hasher.combine(buffer: $0) }
            digests[index] = hasher.value
        }
        var hasher = StableHasher()
        for digest in digests.values() { hasher.combine(digest) }
        return hasher.hex
    }
}
