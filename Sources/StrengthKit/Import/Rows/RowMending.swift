/// What is done to an export's rows between the CSV reader and the app's parser: a note a
/// spreadsheet broke over lines is joined back onto its row (`NoteContinuationJoiner`), then a workout
/// the export wrote more than once is passed on once (`RepeatedWorkoutFolder`). Blank rows carry
/// nothing and are left out. An app whose rows have no `ExportRowLayout` gets them as they are.
struct RowMending {
    private var joiner: NoteContinuationJoiner?
    private var folder: RepeatedWorkoutFolder?
    /// What the joiner passed on, on its way to the folder.
    private var joined: [CSVRow] = []

    init(layout: ExportRowLayout?, handling: RepeatedWorkoutHandling) {
        joiner = layout.map(NoteContinuationJoiner.init)
        folder = layout.map { RepeatedWorkoutFolder(layout: $0, handling: handling) }
    }

    /// The workouts written more than once, found so far.
    var repeatedWorkouts: [RepeatedWorkout] { folder?.found ?? [] }

    /// Takes the next row read and adds the rows to parse now, in file order, to `output`; a line that
    /// cannot be placed is added to `skipped`.
    mutating func push(_ row: CSVRow, to output: inout [CSVRow], warnings: inout ImportWarnings, skipped: inout [ImportRowError]) {
        guard joiner != nil, folder != nil else {
            if !row.isBlank { output.append(row) }
            return
        }
        joiner!.push(row, to: &joined, warnings: &warnings, skipped: &skipped)
        passJoined(to: &output)
    }

    /// Adds the rows still held, at the end of the file, to `output`.
    mutating func finish(to output: inout [CSVRow], warnings: inout ImportWarnings) {
        guard joiner != nil, folder != nil else { return }
        joiner!.finish(to: &joined, warnings: &warnings)
        passJoined(to: &output)
        folder!.finish(to: &output)
    }

    private mutating func passJoined(to output: inout [CSVRow]) {
        for row in joined { folder!.push(row, to: &output) }
        joined.removeAll(keepingCapacity: true)
    }
}
