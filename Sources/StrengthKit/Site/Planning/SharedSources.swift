/// What `SharedInputs` is made from, and nothing else, as the store holds it: the settings, the
/// exercise library and the programs by their files' digests, the base URL, and whether the journal
/// has a published post (the menu shows it then). Its stable hash,
/// generated over every stored property, is the part of every page fingerprint's seed that covers
/// them (`SiteBuilder.pageReuse`): what the shared inputs start reading joins this value, and so the seed.
struct SharedSources: StableHashable, Sendable {
    let settings: Stored<Settings>
    let library: Stored<ExerciseLibrary>
    let programs: Stored<Programs>
    /// `--base-url`, or the settings'.
    let baseURL: String?
    /// Whether the journal has a post that is not a draft: its menu entry shows then.
    let hasPublishedPosts: Bool

    /// - Parameter fileDigests: the store's (`StoreSnapshot.fileDigests()`), or nil where no
    ///   fingerprint is made (the hash is then unknown).
    init(_ data: ProjectData, baseURL: String?, fileDigests: [String: UInt64]?) {
        settings = Stored(data.settings, file: StoreLayout.settingsPath, in: fileDigests)
        library = Stored(data.library, file: StoreLayout.exercisesPath, in: fileDigests)
        programs = Stored(data.programs, file: StoreLayout.programsPath, in: fileDigests)
        self.baseURL = baseURL
        hasPublishedPosts = data.posts.contains { !$0.draft }
    }
}
