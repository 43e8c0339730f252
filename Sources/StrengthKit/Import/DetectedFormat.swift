/// Which app and which of its dialects a file was read as, for the summary.
package struct DetectedFormat: Hashable, Sendable, Codable, CustomStringConvertible {
    var app: ImportApp
    /// The dialect's entry in the list of every dialect the importer knows.
    var kind: ImportDialect
    /// e.g. `A (comma, 12 columns), German header`: the dialect's code, then its details.
    var dialect: String

    /// - Parameter details: what else the header told, e.g. `(comma, 12 columns), German header`.
    init(_ kind: ImportDialect, details: String) {
        app = kind.app
        self.kind = kind
        dialect = kind.code.isEmpty ? details : "\(kind.code) \(details)"
    }

    package var description: String { dialect.isEmpty ? app.displayName : "\(app.displayName) \(dialect)" }
}
