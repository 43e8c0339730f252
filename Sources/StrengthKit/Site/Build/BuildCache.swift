import Foundation

/// What builds keep in `.strength-site/cache/` for the next one, and the rule all of it follows:
/// every file there is safe to delete. A file that is missing, damaged, torn, of another format or
/// of another program is read as "nothing remembered", and the build does the work that file would
/// have spared it, to the same bytes. Files are replaced whole (written beside and renamed, so a
/// reader sees the old one or the new one) and not fsynced: one lost in a crash is made again.
///
/// - The store image (`StoreImage`): every workout file's signature, digest and decoded value, so
///   the next build reads only the workout files that changed.
/// - The analysis checkpoint (`AnalyticsEngine+Checkpoint`): the analysis of all but the newest
///   workouts, so the next build analyses only those.
/// - A manifest per output folder (`BuildManifest`, named by `outputKey`, which moves with the
///   project): what the last build into that folder wrote,
///   so pages whose bytes or inputs did not change are neither written nor planned again. It is
///   also the record of which files there are ours; without it the files an earlier build wrote
///   that the site no longer has are kept (and reported) rather than removed, and a folder other
///   than the project's `Site/` that holds files needs `--force` — nothing is lost either way.
///
/// So the image, the checkpoint, and the manifest's stamp, hashes and fingerprints only save time,
/// while the manifest's list of written and reported files is a record: a build that ignores the
/// former redoes its work, one that loses the latter keeps files it would have removed.
struct BuildCache: Sendable {
    let folder: URL
    /// The project's folder, its links resolved: an output inside it is remembered by its path in it.
    let project: String

    init(layout: StoreLayout) {
        folder = layout.cacheDirectory
        project = layout.projectDirectory.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// How the cache names an output folder (its links resolved): inside the project by its path in
    /// the project (`project/Site`), so the record of what a build wrote moves with the project when
    /// the folder is moved or copied, and elsewhere by its absolute path.
    func outputKey(for output: URL) -> String {
        let path = output.standardizedFileURL.path
        if path == project { return "project/." }
        let prefix = project.hasSuffix("/") ? project : project + "/"
        return path.hasPrefix(prefix) ? "project/" + path.dropFirst(prefix.count) : path
    }

    var storeImageFile: URL { folder.appendingPathComponent("store-image") }
    var analysisCheckpointFile: URL { folder.appendingPathComponent("analysis") }

    /// `build-<hash of the output folder's key>.txt`: one per folder built into.
    func manifestFile(for output: URL) -> URL {
        manifestFile(key: outputKey(for: output))
    }

    private func manifestFile(key: String) -> URL {
        var hasher = StableHasher()
        hasher.combine(key)
        return folder.appendingPathComponent("build-\(hasher.hex).txt")
    }

    /// The image the last build of a program of this `identity` left, or nil when there is none to use.
    func storeImage(identity: String) -> StoreImage? {
        guard let (bytes, signature) = read(storeImageFile) else { return nil }
        return StoreImage(bytes: bytes, written: signature.modified, identity: identity)
    }

    /// The checkpoint the last build left, or nil when there is none to read. What is in it is
    /// checked by the analysis itself (its key and seal), so reading it trusts nothing.
    func analysisCheckpoint() -> [UInt8]? {
        read(analysisCheckpointFile).map { [UInt8]($0.contents) }
    }

    /// The manifest of the last build into `output`, or nil when there is none or it is not usable.
    func manifest(for output: URL) -> BuildManifest? {
        // A manifest an older build named by the absolute path still says which files are ours.
        for key in [outputKey(for: output), output.standardizedFileURL.path] {
            guard let (bytes, _) = read(manifestFile(key: key)), var manifest = BuildManifest(encoded: bytes), manifest.output == key else { continue }
            manifest.output = outputKey(for: output)
            return manifest
        }
        return nil
    }

    func save(storeImage bytes: [UInt8]) throws {
        try replace(storeImageFile, with: bytes)
    }

    func save(analysisCheckpoint bytes: [UInt8]) throws {
        try replace(analysisCheckpointFile, with: bytes)
    }

    func save(_ manifest: BuildManifest) throws {
        try replace(manifestFile(key: manifest.output), with: manifest.encoded())
    }

    private func read(_ file: URL) -> (contents: Data, signature: FileSignature)? {
        try? FileSystem.contentsAndSignature(ofPath: file.path)
    }

    /// A cache that cannot be written stops the build (no silent fallback), with a reason that says
    /// what the file is.
    private func replace(_ file: URL, with bytes: some ContiguousBytes) throws {
        do {
            try FileSystem.replaceQuickly(bytes, at: file)
        } catch {
            throw SiteError(subject: file.path, reason: "cannot be written: \(error); it is only a cache, safe to delete")
        }
    }
}
