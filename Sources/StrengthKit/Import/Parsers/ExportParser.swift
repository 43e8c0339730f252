/// Turns the rows of one export, header first, into workouts. Pure: rows in, values out.
///
/// `consume` reads a whole row before changing any state, so a row it rejects (an
/// `ImportRowError`) can be skipped with `--skip-bad-rows` and the rest still reads correctly.
protocol ExportParser {
    var format: DetectedFormat { get }
    mutating func consume(_ row: CSVRow, warnings: inout ImportWarnings) throws
    /// The workouts in the order they first appear in the file.
    mutating func finish(warnings: inout ImportWarnings) throws -> [SourceWorkout]
}
