/// What a build did.
public struct BuildReport: Sendable, Equatable {
    /// Every file the site has.
    public var files: Int
    public var written: [String]
    public var removed: [String]
    /// Why the theme was rendered by swift-mustache instead of compiled (see `Theme`), or `nil`.
    public var uncompiledTheme: String? = nil
    /// The workouts in the store the site was built from.
    public var workouts: Int
    /// The day the build took as today.
    public var day: LocalDay
    /// Files already holding the right bytes.
    public var unchanged: Int { files - written.count }
}
