import Foundation
import Testing
@testable import StrengthKit

/// The streaming CSV reader: RFC 4180 with the quirks of real exports, strict where lenient would lose data.
@Suite struct ImportCSVReaderTests {
    static func rows(_ text: String, delimiter: Character = ",", chunked: Bool = false) throws -> [CSVRow] {
        let reader = CSVRowReader(source: MemoryByteSource(text), delimiter: UInt8(ascii: delimiter.unicodeScalars.first!))
        var rows: [CSVRow] = []
        while let row = try reader.next() { rows.append(row) }
        return rows
    }

    static func error(_ text: String, limits: CSVLimits = .standard) -> ImportRowError? {
        let reader = CSVRowReader(source: MemoryByteSource(text), delimiter: UInt8(ascii: ","), limits: limits)
        do {
            while try reader.next() != nil {}
            return nil
        } catch let error as ImportRowError {
            return error
        } catch {
            return nil
        }
    }

    @Test func quotedFieldsWithDoubledQuotesDelimitersAndRealLineBreaks() throws {
        let text = "a,b,c\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\n4,5,6\n"
        let rows = try Self.rows(text)
        #expect(rows.map(\.fields) == [["a", "b", "c"], ["x, y", "say \"hi\"", "two\nlines"], ["4", "5", "6"]])
        // The record after a field spanning two lines starts on line 4.
        #expect(rows.map(\.line) == [1, 2, 4])
    }

    @Test func semicolonsCRLFBOMBlankLinesAndNoFinalNewline() throws {
        let text = "\u{FEFF}Date;Name\r\n\r\n2025-01-01;\"A;B\"\r\n\n2025-01-02;C"
        let rows = try Self.rows(text, delimiter: ";")
        #expect(rows.map(\.fields) == [["Date", "Name"], ["2025-01-01", "A;B"], ["2025-01-02", "C"]])
        #expect(rows.map(\.line) == [1, 3, 5])
    }

    @Test func emptyFieldsAndQuotedEmptyFieldsAndQuotesInsideUnquotedFields() throws {
        let rows = try Self.rows("a,,\"\",5'10\"\n")
        #expect(rows.map(\.fields) == [["a", "", "", "5'10\""]])
    }

    @Test func carriageReturnAloneEndsALine() throws {
        let rows = try Self.rows("a,b\rc,d\r")
        #expect(rows.map(\.fields) == [["a", "b"], ["c", "d"]])
        #expect(rows.map(\.line) == [1, 2])
    }

    @Test func multibyteTextAcrossChunkBoundaries() throws {
        // 70,000 bytes of emoji and ZWJ sequences in one field: more than one 64 KiB chunk.
        let long = String(repeating: "❤️‍🔥Ü", count: 4_000)
        let rows = try Self.rows("name,x\n\"\(long)\",1\n")
        #expect(rows[1].fields == [long, "1"])
    }

    @Test(arguments: [
        ("a,b\n\"bench \"heavy\" day\",1\n", 2, "a quote inside a quoted field is not doubled"),
        ("a,b\n1,\"never closed\n2,3\n", 2, "a quoted field opened here never closes"),
        ("a,b\n1,2\n3,\u{0}4\n", 3, "contains a NUL byte"),
    ])
    func malformedInputIsAnErrorWithItsLine(_ text: String, line: Int, message: String) {
        let error = Self.error(text)
        #expect(error?.line == line)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test func bytesThatAreNotUTF8AreAnError() throws {
        var bytes = Array("a,b\n1,".utf8)
        bytes += [0xFF, 0xFE, 0x41, 0x0A]
        let reader = CSVRowReader(source: MemoryByteSource(bytes), delimiter: UInt8(ascii: ","))
        #expect(throws: ImportRowError(line: 2, message: "is not UTF-8 text (save the export as UTF-8 and try again)")) {
            while try reader.next() != nil {}
        }
    }

    @Test func aFieldLongerThanTheLimitStopsReadingInsteadOfGrowing() {
        let limits = CSVLimits(maximumFieldBytes: 1_000, maximumRecordBytes: 4_000, maximumFields: 50)
        let unclosed = "a,b\n1,\"" + String(repeating: "x", count: 5_000)
        #expect(Self.error(unclosed, limits: limits)?.message == "a field is longer than 1000 bytes (a quote opened on line 2 may never close)")
        let wide = "a\n" + String(repeating: "1,", count: 100) + "\n"
        #expect(Self.error(wide, limits: limits)?.message == "a record has more than 50 fields")
    }

    @Test func unwrapsLinesQuotedWhole() throws {
        var warnings = ImportWarnings()
        let row = CSVRow(fields: ["2018-06-27 16:26:53;\"B\";\"Squat\";1;15;5;;0;\"\";\"\""], line: 2)
        let unwrapped = try ImportReader.unwrapQuotedLine(row, delimiter: UInt8(ascii: ";"), columns: 10, warnings: &warnings)
        #expect(unwrapped.fields == ["2018-06-27 16:26:53", "B", "Squat", "1", "15", "5", "", "0", "", ""])
        #expect(unwrapped.line == 2)
        #expect(throws: ImportRowError.self) {
            try ImportReader.unwrapQuotedLine(CSVRow(fields: ["1;2"], line: 3), delimiter: UInt8(ascii: ";"), columns: 10, warnings: &warnings)
        }
    }

    @Test func delimiterIsSniffedFromTheHeaderOutsideQuotes() {
        #expect(ExportFormatDetector.delimiter(ofFirstLineIn: Array("Date;Workout Name;Exercise Name\n1,2,3,4\n".utf8)) == UInt8(ascii: ";"))
        #expect(ExportFormatDetector.delimiter(ofFirstLineIn: Array("\"a;b;c\",d,e\n".utf8)) == UInt8(ascii: ","))
        #expect(ExportFormatDetector.delimiter(ofFirstLineIn: Array("\n\n### SETTING ###\n".utf8)) == UInt8(ascii: ","))
    }
}
