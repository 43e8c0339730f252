/// What importing one file added (or, with `--dry-run`, would add), and what it found already there.
public struct ImportFileReport: Hashable, Sendable, Codable {
    public var path: String
    public var format: DetectedFormat
    public var rows: Int
    public var workoutsInFile: Int
    public var workoutsAdded: Int
    public var setsAdded: Int
    /// Workouts whose source key the store already has (imported before).
    public var workoutsAlreadyPresent: Int
    public var newExercises: [ImportedExercise]
    /// New exercises neither the catalogue nor their names place in a muscle group.
    public var uncategorized: [String]
    /// `--map` names and imported names saved as aliases of existing exercises.
    public var aliasesAdded: [String]
    /// The local days of the first and last workout in the file, `YYYY-MM-DD`.
    public var firstDay: String?
    public var lastDay: String?
    /// `nil` when the file has no weights.
    public var units: UnitDecision?
    public var warnings: [ImportWarning]
    public var skippedRows: [SkippedRow]
    /// Rows kept that look like a typo (`OutlierRule`), in file order.
    public var likelyTypos: [LikelyTypo]
    /// For strength-site's own export documents: what `ExportDocumentImport.merge` did.
    public var document: ImportSummary?

    /// A row left out: unreadable, or holding what the store cannot (a value out of range, a date after tomorrow).
    public struct SkippedRow: Hashable, Sendable, Codable {
        public var line: Int
        public var message: String
    }

    /// A row far beyond its exercise's history, kept: what is odd about it, and the command that fixes it.
    public struct LikelyTypo: Hashable, Sendable, Codable {
        public var line: Int
        public var message: String
        /// `strength-site history edit ID --exercise "Deadlift" --set 2 --to 140x5`.
        public var fix: String
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
    }
}
