extension PageReuse {
    /// What may be kept of the pages `previous` lists as made by a planning task: a page not as that
    /// build left it in `listing` counts as made without a fingerprint, so its task is planned again.
    init(seed: UInt64, workoutDigests: [String: UInt64], previous: BuildManifest?, listing: FolderListing) {
        let lastBuild = (previous?.files ?? [:]).lazy.filter { !$0.value.task.isEmpty }.map { path, entry in
            LastPage(path: path, task: entry.task, fingerprint: entry.isIntact(path, in: listing) ? entry.fingerprint : nil)
        }
        self.init(seed: seed, workoutDigests: workoutDigests, lastBuild: lastBuild)
    }
}
