import Foundation

/// Where the build keeps the analysis checkpoint (`AnalyticsEngine+Checkpoint`): a cache beside the
/// store image in `.strength-site/cache/`, safe to delete. What is in it is checked by the
/// analysis itself (its key and seal), so reading it trusts nothing.
enum AnalysisCheckpointFile {
    static func location(layout: StoreLayout) -> URL {
        layout.cacheDirectory.appendingPathComponent("analysis")
    }

    /// The checkpoint the last build left, or nil when there is none to read.
    static func load(layout: StoreLayout) -> [UInt8]? {
        guard let (bytes, _) = try? FileSystem.contentsAndSignature(ofPath: location(layout: layout).path) else { return nil }
        return [UInt8](bytes)
    }

    static func save(_ bytes: [UInt8], layout: StoreLayout) throws {
        try BuildCache.write(bytes, to: location(layout: layout))
    }
}
