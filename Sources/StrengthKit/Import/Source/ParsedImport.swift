/// One export file read into workouts (or, for strength-site's own JSON, into its document),
/// before anything is matched against the store.
public struct ParsedImport: Sendable {
    /// The file as the user named it.
    var path: String
    var format: DetectedFormat
    var workouts: [SourceWorkout] = []
    /// Set for strength-site's own export document, which `ExportDocumentImport.merge` imports.
    var document: ExportDocument?
    /// Data rows read (records after the header, blank lines not counted).
    var rows: Int = 0
    /// Rows that could not be read and were left out, with why.
    var skippedRows: [ImportRowError] = []
    /// Workouts the export wrote more than once, stored once or as they are (`RepeatedWorkoutFolder`).
    var repeatedWorkouts: [RepeatedWorkout] = []
    var warnings: ImportWarnings = ImportWarnings()

    /// The file name without folders, as recorded in each workout's source.
    var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
