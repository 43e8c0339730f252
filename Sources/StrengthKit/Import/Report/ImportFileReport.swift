/// What importing one file added (or, with `--dry-run`, would add), and what it found already there.
package struct ImportFileReport: Hashable, Sendable, Codable {
    package var path: String
    package var format: DetectedFormat
    package var rows: Int
    package var workoutsInFile: Int
    package var workoutsAdded: Int
    package var setsAdded: Int
    /// Workouts whose source key the store already has (imported before).
    package var workoutsAlreadyPresent: Int
    package var newExercises: [ImportedExercise]
    /// New exercises neither the catalogue nor their names place in a muscle group.
    package var uncategorized: [String]
    /// `--map` names and imported names saved as aliases of existing exercises.
    package var aliasesAdded: [String]
    /// The local days of the first and last workout in the file, `YYYY-MM-DD`.
    package var firstDay: String?
    package var lastDay: String?
    /// `nil` when the file has no weights.
    package var units: UnitDecision?
    package var warnings: [ImportWarning]
    package var skippedRows: [SkippedRow]
    /// Rows kept that look like a typo (`OutlierRule`), in file order.
    package var likelyTypos: [LikelyTypo]
    /// Workouts the file wrote more than once, one copy after the other: stored once, or as they are.
    package var repeatedWorkouts: [RepeatedWorkout]
    /// For strength-site's own export documents: what `ExportDocumentImport.merge` did.
    package var document: ImportSummary?

    /// A row left out: unreadable, or holding what the store cannot (a value out of range, a date after tomorrow).
    package struct SkippedRow: Hashable, Sendable, Codable {
        package var line: Int
        package var message: String
    }

    /// A row far beyond its exercise's history, kept: what is odd about it, and the command that fixes it.
    package struct LikelyTypo: Hashable, Sendable, Codable {
        package var line: Int
        package var message: String
        /// `strength-site history edit ID --exercise "Deadlift" --set 2 --to 140x5`.
        package var fix: String
    }

    init(path: String, format: DetectedFormat, rows: Int) {
        self.path = path
        self.format = format
        self.rows = rows
        workoutsInFile = 0
        workoutsAdded = 0
        setsAdded = 0
        workoutsAlreadyPresent = 0
        newExercises = []
        uncategorized = []
        aliasesAdded = []
        warnings = []
        skippedRows = []
        likelyTypos = []
        repeatedWorkouts = []
    }
}
