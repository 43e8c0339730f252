import Foundation

/// Joins back a row that a spreadsheet broke where its note broke.
///
/// An export saved again by a spreadsheet can lose the quotes around a note that spans lines: the
/// row then ends with the note's first line, each further line of the note is a line of its own, and
/// the last of them carries the rest of the row after the note's tail (a Hevy export saved with `;`):
///
///     Piernas;22 Sep 2023, 11:35;22 Sep 2023, 13:15;;Hack Squat (Machine);31.8 = 2 de 15.9;;;;;;;
///     "40.8 = 31.8 + 2 de 4.5 kg""";0;normal;31.8;12;;;;;;;;
///
/// A line continues the row before it when it does not start a row of its own (its date does not
/// read), the row's cells end at a note, and the line's cells fit in the columns after that note: its
/// first cell is the note's next line, and the cells after it are the rest of the row. A quote the
/// broken quoting left at the end of the line's text is dropped. A spreadsheet may also have kept the
/// whole note in the row's cell and still written its later lines after it: those echoes are not
/// added twice. A line that continues a note whose row is already whole cannot be placed: it is
/// skipped, and the message names the row it continues and the set it held. Any other line that
/// starts no row goes on to the parser, which says what is wrong with it.
///
/// Rows are passed on one behind: a row is held until the next shows whether it continues it.
struct NoteContinuationJoiner {
    let layout: ExportRowLayout
    private var held: HeldRow?

    init(layout: ExportRowLayout) {
        self.layout = layout
    }

    /// A row not yet passed on, and what is known of the lines that continue it.
    private struct HeldRow {
        var row: CSVRow
        /// Whether a joined line has brought the cells after its note: no further line continues it.
        var isWhole = false
        /// How many of the note's lines later lines have repeated (its first line never is), or `nil`
        /// once a line was added to it.
        var echoedLines: Int? = 1
        /// Blank lines since the last line joined: empty lines of the note, if another line follows.
        var blankLines = 0
        var joinedLines = false
    }

    /// Takes the next row (blank ones too) and adds the rows to pass on now to `output`. A
    /// continuation line that cannot be placed is added to `skipped`.
    mutating func push(_ row: CSVRow, to output: inout [CSVRow], warnings: inout ImportWarnings, skipped: inout [ImportRowError]) {
        guard var current = held else {
            if !row.isBlank { held = HeldRow(row: row) }
            return
        }
        if row.isBlank {
            if openNote(of: current) != nil { held?.blankLines += 1 }
        } else if let note = continuedNote(of: current, by: row) {
            if note.isOpen {
                join(row, to: &current, at: note.column)
                held = current
            } else {
                skipped.append(ImportRowError(line: row.line, message: unplaced(row, continuing: current.row, at: note.column)))
            }
        } else {
            held = HeldRow(row: row)
            output.append(release(current, warnings: &warnings))
        }
    }

    /// Adds the row still held, at the end of the file, to `output`.
    mutating func finish(to output: inout [CSVRow], warnings: inout ImportWarnings) {
        if let current = held { output.append(release(current, warnings: &warnings)) }
        held = nil
    }

    private func release(_ held: HeldRow, warnings: inout ImportWarnings) -> CSVRow {
        if held.joinedLines {
            warnings.add("a note a spreadsheet broke over lines (its quotes lost when the file was saved again) was joined back onto its row",
                         line: held.row.line)
        }
        return held.row
    }

    /// The note of `held` that `line` continues: its open note, else its last note with text (then
    /// `line` cannot be placed), when `line` fits in the columns after it and does not start a row of
    /// its own. Lines as the app wrote them fail the first test at once, so a date is read only for a
    /// line that could continue a note.
    private func continuedNote(of held: HeldRow, by line: CSVRow) -> (column: Int, isOpen: Bool)? {
        let candidate: (column: Int, isOpen: Bool)
        if let open = openNote(of: held), fits(line, after: open) {
            candidate = (open, true)
        } else if let last = layout.noteColumns.last(where: { !Self.isBlank(held.row[$0]) }), fits(line, after: last) {
            candidate = (last, false)
        } else {
            return nil
        }
        return layout.readsAsAnchor(line[layout.anchorColumn]) ? nil : candidate
    }

    /// The first note column at or after the row's last filled cell: the note its cells end at, or
    /// `nil` when a cell after every note is filled in (the row is whole). Worked out only when a line
    /// that starts no row follows it, which a file as the app wrote it never has.
    private func openNote(of held: HeldRow) -> Int? {
        let row = held.row
        guard !held.isWhole, row.fields.count <= layout.columnCount else { return nil }
        let lastFilled = row.fields.lastIndex { !Self.isBlank($0) } ?? -1
        return layout.noteColumns.first { $0 >= lastFilled }
    }

    /// Whether every filled cell of `line` lies within its first cell and the columns after `column`.
    private func fits(_ line: CSVRow, after column: Int) -> Bool {
        let room = layout.columnCount - column - 1
        return line.fields.dropFirst(1 + room).allSatisfy(Self.isBlank)
    }

    private func join(_ line: CSVRow, to held: inout HeldRow, at column: Int) {
        var fields = held.row.fields + Array(repeating: "", count: max(0, layout.columnCount - held.row.fields.count))
        let text = Self.withoutStrayQuote(line[0])
        let noteLines = fields[column].split(separator: "\n", omittingEmptySubsequences: false)
        if let echoed = held.echoedLines, echoed < noteLines.count, String(noteLines[echoed]).importTrimmed == text.importTrimmed {
            held.echoedLines = echoed + 1
        } else {
            fields[column] += String(repeating: "\n", count: held.blankLines + 1) + text
            held.echoedLines = nil
        }
        held.blankLines = 0
        let rest = line.fields.dropFirst()
        if !rest.allSatisfy(Self.isBlank) {
            for (offset, cell) in rest.prefix(layout.columnCount - column - 1).enumerated() { fields[column + 1 + offset] = cell }
            held.isWhole = true
        }
        held.row.fields = fields
        held.joinedLines = true
    }

    /// Why `line` is skipped: it continues the note of a row that is already whole.
    private func unplaced(_ line: CSVRow, continuing row: CSVRow, at column: Int) -> String {
        let exercise = Self.oneLine(row[layout.exerciseColumn])
        var message = "continues the note of line \(row.line)" + (exercise.isEmpty ? "" : " (\(ImportNumber.shortened(exercise)))")
            + ", whose row is already whole, so it cannot be joined back (a note a spreadsheet broke over lines)"
        let cells = line.fields.dropFirst().enumerated().compactMap { offset, cell -> String? in
            let position = column + 1 + offset
            guard !cell.importTrimmedLines.isEmpty, position < layout.columnCount else { return nil }
            return "\(layout.columnNames[position]) \(ImportNumber.shortened(Self.oneLine(cell)))"
        }
        message += cells.isEmpty
            ? "; its text was left out: '\(ImportNumber.shortened(Self.oneLine(Self.withoutStrayQuote(line[0]))))'"
            : "; the set it held was skipped: " + cells.joined(separator: ", ")
        return message
    }

    /// Whether a cell holds nothing but spaces and line breaks.
    private static func isBlank(_ cell: String) -> Bool {
        cell.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// Text from the file for a message of one line.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The text without the one quote that broken quoting leaves at its end (`kg"` of `"kg"""`).
    static func withoutStrayQuote(_ text: String) -> String {
        let quotes = text.reduce(0) { $0 + ($1 == "\"" ? 1 : 0) }
        return quotes % 2 == 1 && text.hasSuffix("\"") ? String(text.dropLast()) : text
    }
}
