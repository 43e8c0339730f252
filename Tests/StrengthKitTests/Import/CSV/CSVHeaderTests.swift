import Testing
@testable import StrengthKit

/// The header of a one-table export, shared by the Fitbod, Hevy and StrongLifts readers: the same
/// columns found, and the same rows refused, by all three.
@Suite struct CSVHeaderTests {
    static let header = CSVHeader([" Date", "Reps ", "Weight", "Reps", "Notes"])

    @Test func namesAreTrimmedAndATwiceWrittenNameIsItsFirstColumn() {
        #expect(Self.header.names == ["Date", "Reps", "Weight", "Reps", "Notes"])
        #expect(Self.header.position(of: "Date") == 0)
        #expect(Self.header.position(of: "Reps") == 1)
        #expect(Self.header.position(of: "Weight(kg)") == nil)
    }

    @Test(arguments: [
        ("Date", "2025-03-14"),
        ("Reps", " 5 "),
        ("Notes", ""),
        ("Weight(kg)", ""),
    ])
    func aFieldIsReadAsWrittenUnderItsColumnsName(name: String, field: String) {
        let row = CSVRow(fields: ["2025-03-14", " 5 ", "100", "6", ""], line: 2)
        #expect(Self.header.field(name, in: row) == field)
    }

    @Test func anAliasReadsAnotherNamesColumn() {
        var header = Self.header
        header.alias("weight", to: 2)
        #expect(header.field("weight", in: CSVRow(fields: ["2025-03-14", "5", "100", "6", ""], line: 2)) == "100")
    }

    @Test(arguments: [4, 6])
    func aRowOfAnotherFieldCountIsRefusedAtItsLine(count: Int) {
        let row = CSVRow(fields: Array(repeating: "1", count: count), line: 7)
        #expect(throws: ImportRowError(line: 7, message: "has \(count) fields; the header has 5")) { try Self.header.check(row) }
        #expect(throws: Never.self) { try Self.header.check(CSVRow(fields: Array(repeating: "1", count: 5), line: 8)) }
    }
}
