import Foundation

/// The bytes of every file a load reads, read once under the lock: a build hashes them to see
/// whether anything changed and decodes the same bytes when something did.
struct StoreFiles: Sendable {
    /// Relative path in `Data/` → contents, for the files that exist.
    var contents: [String: Data]
    /// `workouts/YYYY/ID.json`, sorted.
    var workoutPaths: [String]
    /// A hash of every path and its bytes.
    var digest: String
}
