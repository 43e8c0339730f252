import Foundation

/// Writes into `.strength-site/cache/`: files that only save time (the store image, the analysis
/// checkpoint), so no fsync — a file lost in a crash is made again by the next build.
enum BuildCache {
    static func write(_ bytes: [UInt8], to url: URL) throws {
        do {
            try FileSystem.replaceQuickly(bytes, at: url)
        } catch {
            throw StoreError(path: url.path, reason: .unwritable("\(error); it is only a cache, safe to remove"))
        }
    }
}
