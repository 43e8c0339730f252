import Testing
@testable import StrengthKit

/// Rows a spreadsheet broke where a note broke, joined back; what cannot be placed, skipped and named.
@Suite struct NoteContinuationJoinerTests {
    /// A Hevy export of 13 columns (no superset_id) saved again with `;`, as a real one was.
    static let hevyHeader = "title;start_time;end_time;description;exercise_title;exercise_notes;set_index;set_type;weight_kg;reps;distance_km;duration_seconds;rpe"

    /// The rows of `text` (after `header`) as the joiner passes them on, with what it skipped and warned.
    static func join(_ text: String, header: String = hevyHeader) throws -> (rows: [CSVRow], skipped: [ImportRowError], warnings: [ImportWarning]) {
        let reader = CSVRowReader(source: MemoryByteSource(header + "\n" + text), delimiter: UInt8(ascii: ";"))
        let headerRow = try #require(try reader.next())
        let parser = try ExportFormatDetector.parser(for: headerRow, delimiter: UInt8(ascii: ";"), requested: nil, path: "test.csv")
        var joiner = NoteContinuationJoiner(layout: try #require(parser.rowLayout))
        var warnings = ImportWarnings()
        var skipped: [ImportRowError] = []
        var rows: [CSVRow] = []
        while let row = try reader.next() { joiner.push(row, to: &rows, warnings: &warnings, skipped: &skipped) }
        joiner.finish(to: &rows, warnings: &warnings)
        return (rows, skipped, warnings.all)
    }

    @Test func theRestOfARowAfterItsNotesLastLineIsJoinedBack() throws {
        let result = try Self.join("""
            Piernas;22 Sep 2023, 11:35;22 Sep 2023, 13:15;;Hack Squat (Machine);31.8 = 2 de 15.9;;;;;;;
            "40.8 = 31.8 + 2 de 4.5 kg\"\"\";0;normal;31.8;12;;;;;;;;
            Piernas;22 Sep 2023, 11:35;22 Sep 2023, 13:15;;Leg Extension (Machine);;0;normal;45;12;;;

            """)
        #expect(result.rows == [
            CSVRow(fields: ["Piernas", "22 Sep 2023, 11:35", "22 Sep 2023, 13:15", "", "Hack Squat (Machine)",
                            "31.8 = 2 de 15.9\n40.8 = 31.8 + 2 de 4.5 kg", "0", "normal", "31.8", "12", "", "", ""], line: 2),
            CSVRow(fields: ["Piernas", "22 Sep 2023, 11:35", "22 Sep 2023, 13:15", "", "Leg Extension (Machine)", "", "0", "normal", "45", "12", "", "", ""],
                   line: 4),
        ])
        #expect(result.skipped.isEmpty)
        #expect(result.warnings.map(\.lines) == [[2]])
    }

    /// The note whole in its quoted cell, and its later lines written again after it, the last with the set.
    @Test func laterLinesThatRepeatAWholeNoteAreNotAddedTwice() throws {
        let result = try Self.join("""
            Espalda-Bíceps;3 Oct 2023, 11:05;3 Oct 2023, 12:05;;Inverted Row;"3/10 al fallo = 20
            +40% = 28 en total
            +50% = 30 en total";;;;;;;
            +40% = 28 en total;;;;;;;;;;;;
            "+50% = 30 en total\"\"\";0;normal;;20;;;;;;;;

            """)
        #expect(result.rows.map(\.fields) == [
            ["Espalda-Bíceps", "3 Oct 2023, 11:05", "3 Oct 2023, 12:05", "", "Inverted Row",
             "3/10 al fallo = 20\n+40% = 28 en total\n+50% = 30 en total", "0", "normal", "", "20", "", "", ""],
        ])
        #expect(result.skipped.isEmpty)
    }

    /// A spreadsheet writes an empty line of the note as a row of empty cells.
    @Test func noteLinesInTheMiddleAndABlankLineAreKept() throws {
        let result = try Self.join("""
            Push;1 Oct 2023, 18:00;1 Oct 2023, 19:00;;Bench Press (Barbell);first;;;;;;;
            second;;;;;;;;;;;;
            ;;;;;;;;;;;;
            third;1;normal;80;5;;;;;;;;

            """)
        #expect(result.rows.map { $0[5] } == ["first\nsecond\n\nthird"])
        #expect(result.rows.map { $0[6] + " " + $0[9] } == ["1 5"])
    }

    /// After a row that is whole, a line that is not a row of its own but fits after its note is named, not parsed.
    @Test func aLineContinuingTheNoteOfAWholeRowIsSkippedAndItsSetNamed() throws {
        let result = try Self.join("""
            Back;3 Oct 2023, 11:05;3 Oct 2023, 12:05;;Inverted Row;3/10 al fallo;0;normal;;20;;;
            +50% = 30 en total;1;normal;;28;;;;;;;;
            Back;3 Oct 2023, 11:05;3 Oct 2023, 12:05;;Curl;;0;normal;12;10;;;

            """)
        #expect(result.rows.map(\.line) == [2, 4])
        #expect(result.skipped == [ImportRowError(line: 3, message: "continues the note of line 2 (Inverted Row), whose row is already whole, so it cannot be joined back (a note a spreadsheet broke over lines); the set it held was skipped: set_index 1, set_type normal, reps 28")])
    }

    /// A Strong row ends at its notes; a row after it with a date that does not read is a row of its own,
    /// left to the parser (which names its date), not a note's line.
    @Test func aRowWithADateThatDoesNotReadIsNotANotesLine() throws {
        let header = "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes"
        let result = try Self.join("""
            2019-01-11 12:31:54;Leg;Deadlift (Barbell);1;100;kg;5;;;;0;;
            2019-13-45 12:31:54;Leg;Deadlift (Barbell);2;100;kg;5;;;;0;;

            """, header: header)
        #expect(result.rows.map(\.line) == [2, 3])
        #expect(result.rows[0][11].isEmpty)
        #expect(result.skipped.isEmpty)
    }
}
