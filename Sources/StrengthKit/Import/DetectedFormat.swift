/// Which app and which of its dialects a file was read as, for the summary.
public struct DetectedFormat: Hashable, Sendable, Codable, CustomStringConvertible {
    public var app: ImportApp
    /// e.g. `A (comma, 12 columns, German header)`.
    public var dialect: String

    public init(app: ImportApp, dialect: String) {
        self.app = app
        self.dialect = dialect
    }

    public var description: String { dialect.isEmpty ? app.displayName : "\(app.displayName) \(dialect)" }
}
