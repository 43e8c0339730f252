import Foundation

/// The bytes of every file a load reads, read once under the lock (`ProjectStore.snapshot()`): a
/// build hashes them to see whether anything changed, and decodes and validates the same bytes
/// when something did, as `ProjectStore.load()` does in one go.
///
/// With the last build's `StoreImage`, a workout file whose signature is the image's is not read:
/// its digest and decoded value come from the image (`reused`).
struct StoreSnapshot: Sendable {
    let layout: StoreLayout
    /// Relative path in `Data/` → contents, for the files read.
    var contents: [String: Data]
    /// `workouts/YYYY/ID.json`, sorted: every workout file, read or reused.
    var workoutPaths: [String]
    /// Each workout file's signature when it was read or found equal to the image's.
    var signatures: [String: FileSignature] = [:]
    /// The image the reused entries are in.
    var image: StoreImage?
    /// The workout files not read, by path: their signature was the image's.
    var reused: [String: StoreImage.Entry] = [:]

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

    /// The values, not validated, and the ids of the workouts that came from the image: they passed
    /// the rules the image names (`StoreImage.validatedUnder`).
    func decodeNotingImage() throws -> (data: ProjectData, imageWorkoutIDs: Set<String>) {
        try StoreReader(layout: layout, removeStaleFiles: false).decodeNotingImage(self)
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
        var all = Dictionary(uniqueKeysWithValues: zip(paths, digests))
        for (path, entry) in reused { all[path] = entry.digest }
        return all
    }

    /// Whether a workout file was read rather than taken from the image.
    var readWorkoutFiles: Bool {
        contents.keys.contains { $0.hasPrefix(StoreLayout.workoutsFolder + "/") }
    }

    /// How many workout files a build may read beside the image, and how many of its entries may be
    /// stale, before it writes a new one: reading a few files again costs the next build less than
    /// rewriting an image of thousands of workouts costs this one.
    static let imageRewriteThreshold = 32

    /// Whether the image there will not do for the next build (see `nextImage`): checked before
    /// decoding the workouts a new one would hold.
    func needsNewImage(validatedUnder: UInt64, threshold: Int = imageRewriteThreshold) -> Bool {
        guard let image, image.validatedUnder == validatedUnder else { return true }
        return workoutPaths.count - reused.count > threshold || image.count - reused.count > threshold
    }

    /// The image the next build should start from — every workout file's signature, digest and
    /// value, the reused ones copied from the last image — or nil when the image there will do: it
    /// holds the workouts of these rules (`validatedUnder`) and no more than `threshold` files were
    /// read beside it or are gone from it. Write it only once every workout passed the rules.
    /// `workouts` are the decoded workouts (each at its id's path); `digests`, `fileDigests()`.
    func nextImage(identity: String, workouts: [Workout], digests: [String: UInt64], validatedUnder: UInt64,
                   threshold: Int = imageRewriteThreshold) -> [UInt8]? {
        guard needsNewImage(validatedUnder: validatedUnder, threshold: threshold) else { return nil }
        var read: [String: Workout] = [:]
        for workout in workouts {
            let path = StoreLayout.workoutPath(id: workout.id)
            if reused[path] == nil { read[path] = workout }
        }
        var output = StoreImage.start(identity: identity, validatedUnder: validatedUnder, count: workoutPaths.count,
                                      capacity: contents.values.reduce(0) { $0 + $1.count } / 2 + 64 * workoutPaths.count)
        for path in workoutPaths {
            guard let signature = signatures[path], let digest = digests[path] else { return nil }
            if let entry = reused[path], let image {
                StoreImage.appendEntry(path: path, signature: signature, digest: digest, to: &output) { image.appendPayload(of: entry, to: &$0) }
            } else if let workout = read[path] {
                StoreImage.appendEntry(path: path, signature: signature, digest: digest, to: &output) {
                    WorkoutImageCoder.append(workout, to: &$0)
                }
            } else {
                return nil
            }
        }
        StoreImage.finish(&output)
        return output
    }
}
