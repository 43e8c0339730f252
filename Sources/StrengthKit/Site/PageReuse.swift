/// What a build may take over from the last one: the pages of a planning task whose inputs'
/// fingerprint is the one the last build recorded for every page of that task, and whose files are
/// still as that build left them. Nothing is trusted blindly: a missing or foreign manifest, another
/// fingerprint, or a file touched since means the task is planned, rendered and compared again.
struct PageReuse: Sendable {
    /// The inputs every page shares (settings, library, programs, theme, program, base URL): the
    /// start of every fingerprint, so a change there changes them all.
    let seed: UInt64
    /// Each workout's file digest, by workout id.
    private let workoutDigests: [String: UInt64]
    /// The output folder as this build found it.
    private let listing: FolderListing
    private let previous: BuildManifest?
    private let pagesByTask: [String: [String]]

    init(seed: UInt64, workoutDigests: [String: UInt64], previous: BuildManifest?, listing: FolderListing) {
        self.seed = seed
        self.workoutDigests = workoutDigests
        self.previous = previous
        self.listing = listing
        var pagesByTask: [String: [String]] = [:]
        for (path, entry) in previous?.files ?? [:] where !entry.task.isEmpty {
            pagesByTask[entry.task, default: []].append(path)
        }
        self.pagesByTask = pagesByTask
    }

    /// The digest of the workout's file, or nil when the store has no file for it.
    func workoutDigest(_ id: String) -> UInt64? {
        workoutDigests[id]
    }

    /// The paths `task` wrote last time, when every one of them was made from inputs with this
    /// `fingerprint` and is intact on disk; otherwise nil.
    func keptPaths(task: String, fingerprint: UInt64) -> [String]? {
        guard let previous, let paths = pagesByTask[task] else { return nil }
        for path in paths {
            guard let entry = previous.files[path], entry.fingerprint == fingerprint, entry.isIntact(path, in: listing) else { return nil }
        }
        return paths.sorted()
    }
}
