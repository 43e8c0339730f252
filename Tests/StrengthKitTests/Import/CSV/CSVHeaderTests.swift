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

    @Test(arguments: [
        (["Weight(kg)": "kilograms", "Weight": "as written"], "as written", "100"),
        // The order of the list decides, not the header's.
        (["Notes": "notes", "Reps": "reps"], "notes", "felt good"),
        (["Reps": "reps", "Weight": "as written"], "reps", "5"),
        (["Weight(kg)": "kilograms", "Weight(lb)": "pounds"], nil, ""),
    ] as [(KeyValuePairs<String, String>, String?, String)])
    func anAliasReadsTheFirstOfItsColumnsThatTheHeaderHas(columns: KeyValuePairs<String, String>, meaning: String?, field: String) {
        var header = Self.header
        let chosen = header.alias("weight", toFirstOf: columns)
        #expect(chosen == meaning)
        #expect(header.field("weight", in: CSVRow(fields: ["2025-03-14", "5", "100", "6", "felt good"], line: 2)) == field)
    }

    @Test(arguments: [4, 6])
    func aRowOfAnotherFieldCountIsRefusedAtItsLine(count: Int) {
        let row = CSVRow(fields: Array(repeating: "1", count: count), line: 7)
        #expect(throws: ImportRowError(line: 7, message: "has \(count) fields; the header has 5")) { try Self.header.check(row) }
        #expect(throws: Never.self) { try Self.header.check(CSVRow(fields: Array(repeating: "1", count: 5), line: 8)) }
    }
}
