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
    /// Rows kept and held (`SetReview`): shown, counted nowhere until the lifter confirms or fixes
    /// them, in file order.
    package var heldRows: [HeldRow]
    /// Rows far beyond their exercise's history that later sessions came near: progress, counted.
    package var bigJumpsKept: Int
    /// Per exercise, the loads that look like body weight typed as load, held (`BodyWeightAsLoad`).
    package var bodyWeightLoads: [BodyWeightLoad]
    /// Workouts the file wrote more than once, one copy after the other: stored once, or as they are.
    package var repeatedWorkouts: [RepeatedWorkout]
    /// For strength-site's own export documents: what `ExportDocumentImport.merge` did.
    package var document: ImportSummary?

    /// A row left out: unreadable, or holding what the store cannot (a value out of range, a date after tomorrow).
    package struct SkippedRow: Hashable, Sendable, Codable {
        package var line: Int
        package var message: String
    }

    /// A row kept and held, why, and the two commands that decide it.
    package struct HeldRow: Hashable, Sendable, Codable {
        package var line: Int
        package var reason: SetReview
        package var message: String
        /// `strength-site history confirm ID --exercise "Deadlift" --set 2`: count it as it is.
        package var confirm: String
        /// `strength-site history edit ID --exercise "Deadlift" --set 2 --to 140kgx5`: fix it.
        package var fix: String
    }

    /// A bodyweight exercise's loads that look like the lifter's body weight: how many, when, the
    /// first lines, and the command that takes them as body weight.
    package struct BodyWeightLoad: Hashable, Sendable, Codable {
        package var exercise: String
        package var sets: Int
        package var firstDay: String
        package var lastDay: String
        package var lines: [Int]
        /// `strength-site history confirm --exercise "Chin Up" --as-body-weight`.
        package var command: String
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
        heldRows = []
        bigJumpsKept = 0
        bodyWeightLoads = []
        repeatedWorkouts = []
    }
}
