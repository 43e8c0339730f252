/// What a build did.
public struct BuildReport: Sendable, Equatable {
    /// Every file the site has.
    public var files: Int
    public var written: [String]
    /// Files an earlier build wrote that the site no longer has.
    public var removed: [String]
    /// Files in the output folder that no build of ours wrote, kept, seen for the first time.
    public var keptForeign: [String] = []
    /// Symbolic links in the output folder, left alone (never followed), seen for the first time.
    public var symlinks: [String] = []
    /// The site's pages not written because their path is or goes through a symbolic link.
    public var blocked: [String] = []
    /// Template tags whose keys no page model answers (`Theme.unknownKeys`), each `file:line: …`.
    public var unknownKeys: [String] = []
    /// Why the theme was rendered by swift-mustache instead of compiled (see `Theme`), or `nil`.
    public var uncompiledTheme: String? = nil
    /// The workouts in the store the site was built from.
    var workouts: Int
    /// The day the build took as today.
    var day: LocalDay
    /// The base URL the site was built for (`--base-url` or the settings'), or `nil`.
    var baseURL: String? = nil
    /// Files already holding the right bytes.
    public var unchanged: Int { files - written.count }
    /// Of those, the pages taken over from the last build by their inputs' fingerprint, neither
    /// planned nor rendered (`PageReuse`).
    public var reused: Int = 0
}
