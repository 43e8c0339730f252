/// What a build did.
public struct BuildReport: Sendable, Equatable {
    /// Every file the site has.
    public var files: Int
    package var written: [String]
    /// Files an earlier build wrote that the site no longer has.
    package var removed: [String]
    /// Files in the output folder that no build of ours wrote, kept, seen for the first time.
    package var keptForeign: [String] = []
    /// Symbolic links in the output folder, left alone (never followed), seen for the first time.
    package var symlinks: [String] = []
    /// The site's pages not written because their path is or goes through a symbolic link.
    package var blocked: [String] = []
    /// Template tags whose keys no page model answers (`Theme.unknownKeys`), each `file:line: …`.
    package var unknownKeys: [String] = []
    /// Why the theme was rendered by swift-mustache instead of compiled (see `Theme`), or `nil`.
    package var uncompiledTheme: String? = nil
    /// The workouts in the store the site was built from.
    package var workouts: Int
    /// The day the build took as today.
    package var day: LocalDay
    /// The base URL the site was built for (`--base-url` or the settings'), or `nil`.
    package var baseURL: String? = nil
    /// Files already holding the right bytes.
    package var unchanged: Int { files - written.count }
    /// Of those, the pages taken over from the last build by their inputs' fingerprint, neither
    /// planned nor rendered (`PageReuse`).
    var reused: Int = 0
}
