/// Turns the rows of one export, header first, into workouts. Pure: rows in, values out.
///
/// `consume` reads a whole row before changing any state, so a row it rejects (an
/// `ImportRowError`) can be skipped with `--skip-bad-rows` and the rest still reads correctly.
protocol ExportParser: SendableMetatype {
    /// Its app, registered once (`Importer.all` lists it).
    static var importer: Importer { get }
    /// The parser for a file with this header, or `nil` when the header is not one of its app's.
    init?(header: CSVRow, delimiter: UInt8)
    var format: DetectedFormat { get }
    /// Where its rows hold their workout, exercise, notes and set number, for the mending before
    /// parsing (`RowMending`); `nil` when a row is not one set of one workout.
    var rowLayout: ExportRowLayout? { get }
    mutating func consume(_ row: CSVRow, warnings: inout ImportWarnings) throws
    /// The workouts in the order they first appear in the file.
    mutating func finish(warnings: inout ImportWarnings) throws -> [SourceWorkout]
}
