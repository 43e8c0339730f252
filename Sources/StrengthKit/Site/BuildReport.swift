/// What a build did.
public struct BuildReport: Sendable, Equatable {
    /// Every file the site has.
    public var files: Int
    public var written: [String]
    public var removed: [String]
    /// Why the theme was rendered by swift-mustache instead of compiled (see `Theme`), or `nil`.
    public var uncompiledTheme: String? = nil
    /// The base URL the site was built for (`--base-url` or the settings'), or `nil`.
    public var baseURL: String? = nil
    /// Files already holding the right bytes.
    public var unchanged: Int { files - written.count }
}
