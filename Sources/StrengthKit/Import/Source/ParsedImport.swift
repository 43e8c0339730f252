/// One export file read into workouts (or, for strength-site's own JSON, into its document),
/// before anything is matched against the store.
public struct ParsedImport: Sendable {
    /// The file as the user named it.
    public var path: String
    public var format: DetectedFormat
    public var workouts: [SourceWorkout]
    /// Set for strength-site's own export document, which `ExportDocumentImport.merge` imports.
    public var document: ExportDocument?
    /// Data rows read (records after the header, blank lines not counted).
    public var rows: Int
    /// Rows that could not be read and were left out, with why.
    public var skippedRows: [ImportRowError]
    public var warnings: ImportWarnings

    public init(path: String, format: DetectedFormat, workouts: [SourceWorkout] = [], document: ExportDocument? = nil,
                rows: Int = 0, skippedRows: [ImportRowError] = [], warnings: ImportWarnings = ImportWarnings()) {
        self.path = path
        self.format = format
        self.workouts = workouts
        self.document = document
        self.rows = rows
        self.skippedRows = skippedRows
        self.warnings = warnings
    }

    /// The file name without folders, as recorded in each workout's source.
    public var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
