/// A problem with a document given to `import` that is not a store problem of its own.
public struct ExportImportError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason) (nothing was imported)" }
}
