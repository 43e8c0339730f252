/// What a build did.
public struct BuildReport: Sendable, Equatable {
    /// Every file the site has.
    public var files: Int
    public var written: [String]
    public var unchanged: Int
    public var removed: [String]
}
