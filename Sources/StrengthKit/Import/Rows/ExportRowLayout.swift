/// Where an app's rows hold what the row-level mending reads before its parser does
/// (`NoteContinuationJoiner`, `RepeatedWorkoutFolder`). Only for exports whose every row is one set
/// (or one pseudo-row) of one workout: Strong, Hevy, FitNotes and Fitbod; StrongLifts writes a
/// workout per row and JEFIT sections, so their parsers have none.
struct ExportRowLayout: Sendable {
    /// The header's names, for messages.
    var columnNames: [String]
    /// The columns whose texts together say which workout a row belongs to (Strong: Date and Workout Name).
    var workoutColumns: [Int]
    /// The columns that name the workout in a message: its name, when the app writes one, and its start.
    var labelColumns: [Int]
    var exerciseColumn: Int
    /// Free text: where a line break in a note falls, and what an app may leave empty in a later copy
    /// of a row (Strong writes the workout's notes on its first row only).
    var noteColumns: [Int]
    /// The column that numbers each exercise's sets, for an app that writes one (Strong's Set Order,
    /// Hevy's set_index); `nil` for FitNotes and Fitbod.
    var setIndexColumn: Int?
    /// The column whose text every row of its own starts with (its date or time).
    var anchorColumn: Int
    /// Whether a text of `anchorColumn` reads as the app's date or time.
    var readsAsAnchor: @Sendable (String) -> Bool

    var columnCount: Int { columnNames.count }

    /// How a message names the workout of `row`: "Leg", 2019-03-17 08:21:34.
    func label(of row: CSVRow) -> String {
        labelColumns.map { row[$0].importTrimmedLines }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// Whether `later` says what `first` says: every cell equal, but a note, which may also be empty.
    func isCopy(_ later: CSVRow, of first: CSVRow) -> Bool {
        guard later.fields.count == first.fields.count else { return false }
        for (index, (a, b)) in zip(first.fields, later.fields).enumerated() where a != b {
            guard noteColumns.contains(index), b.importTrimmedLines.isEmpty else { return false }
        }
        return true
    }
}
