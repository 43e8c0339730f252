/// What a build may take over from the last one: the pages of a planning task whose inputs'
/// fingerprint (`SiteKind`) is the one the last build recorded for every page of that task, and whose
/// files are still as that build left them. Nothing is trusted blindly: a missing or foreign manifest, another
/// fingerprint, or a file touched since means the task is planned, rendered and compared again.
struct PageReuse: Sendable {
    /// The inputs every page shares (`SharedSources`: settings, library, programs, base URL; then the
    /// theme, this program and the output folder): the start of every fingerprint, so a change there
    /// changes them all.
    let seed: UInt64
    /// Each workout's file digest, by workout id.
    private let workoutDigests: [String: UInt64]
    /// Per task of the last build, its paths (sorted) and the fingerprint they were all made with,
    /// when they were all made with one and all are intact in the output folder as this build found
    /// it. Decided once here, beside the planner's tables, rather than path by path while planning.
    private let keptByTask: [String: (paths: [String], fingerprint: UInt64)]

    /// What the last build wrote, as the build read it from its manifest (`BuildManifest`): each
    /// page of a planning task with the fingerprint it was made with, nil when it had none or is no
    /// longer as that build left it.
    struct LastPage {
        var path: String
        var task: String
        var fingerprint: UInt64?
    }

    init(seed: UInt64, workoutDigests: [String: UInt64], lastBuild: some Sequence<LastPage>) {
        self.seed = seed
        self.workoutDigests = workoutDigests
        var byTask: [String: (paths: [String], fingerprint: UInt64?)] = [:]
        for page in lastBuild {
            if let index = byTask.index(forKey: page.task) {
                byTask.values[index].paths.append(page.path)
                if byTask.values[index].fingerprint != page.fingerprint { byTask.values[index].fingerprint = nil }
            } else {
                byTask[page.task] = ([page.path], page.fingerprint)
            }
        }
        keptByTask = byTask.compactMapValues { task in task.fingerprint.map { (task.paths.sorted(), $0) } }
    }

    /// The digest of the workout's file, or nil when the store has no file for it.
    func workoutDigest(_ id: String) -> UInt64? {
        workoutDigests[id]
    }

    /// The paths `task` wrote last time, when every one of them was made from inputs with this
    /// `fingerprint` and is intact on disk; otherwise nil.
    func keptPaths(task: String, fingerprint: UInt64) -> [String]? {
        guard let kept = keptByTask[task], kept.fingerprint == fingerprint else { return nil }
        return kept.paths
    }

    /// The fingerprint of outputs made from `inputs` and the shared inputs (the seed); nil when a
    /// part of the inputs cannot be known (a workout whose file is not the store's).
    func fingerprint(of inputs: some StableHashable) -> UInt64? {
        var hasher = StableHasher()
        hasher.combine(seed)
        hasher.add(inputs)
        return hasher.isComplete ? hasher.value : nil
    }

    /// The pages `task` wrote last time when they were made with this `fingerprint`, otherwise the
    /// pages planned anew, marked with the task and fingerprint for the next build.
    func reusing(task: String, fingerprint: UInt64?, plan: () -> [PlannedPage]) -> [PlannedPage] {
        guard let fingerprint else { return plan() }
        if let kept = keptPaths(task: task, fingerprint: fingerprint) {
            return kept.map { PlannedPage(keeping: $0, task: task, fingerprint: fingerprint) }
        }
        return plan().map { page in
            var page = page
            page.task = task
            page.fingerprint = fingerprint
            return page
        }
    }
}
