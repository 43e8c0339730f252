import Foundation
import Testing
@testable import StrengthKit

/// Numbers at and beyond Int64's range in every parser's columns and in an export document: each is
/// read, or the row is listed (or, with `--strict`, the import stops with one line naming the file);
/// no conversion traps, and nothing out of range reaches the store.
@Suite struct ImportNumberEdgeTests {
    static let hostileNumbers = [
        "9.2e18", "9.3e18", "-9.3e18", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "1e308", "inf", "nan", "99999999999999999999999999999999",
    ]

    /// Every number in the first data row of each CSV section (JEFIT's file has several) or anywhere in
    /// an export document, replaced in turn by each hostile number.
    static func variants(of text: String, isDocument: Bool) -> [String] {
        // Split between scalars: a CRLF file's "\r\n" is one Character, which no Character "\n" matches.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        var rowsToFuzz: [Int] = []
        if isDocument {
            rowsToFuzz = Array(lines.indices)
        } else {
            var headerSeen = false
            for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                if line.hasPrefix("###") {
                    headerSeen = false
                } else if !headerSeen {
                    headerSeen = true
                    if let next = lines.indices.first(where: { $0 > index && !lines[$0].isEmpty && !lines[$0].hasPrefix("###") }),
                       !lines[next].hasPrefix("###") {
                        rowsToFuzz.append(next)
                    }
                }
            }
        }
        let number = /-?[0-9]+(\.[0-9]+)?/
        var variants: [String] = []
        for row in rowsToFuzz {
            let line = lines[row]
            for match in line.matches(of: number) {
                for hostile in hostileNumbers {
                    var changed = line
                    changed.replaceSubrange(match.range, with: hostile)
                    lines[row] = changed
                    variants.append(lines.joined(separator: "\n"))
                }
            }
            lines[row] = line
        }
        return variants
    }

    @Test(arguments: try WrittenFixtures.allFiles().filter { !$0.hasSuffix(".md") })
    func hugeNumbersInEveryColumnNeverTrap(_ file: String) throws {
        let text = try String(contentsOfFile: WrittenFixtures.path(file), encoding: .utf8)
        let variants = Self.variants(of: text, isDocument: file.hasSuffix(".json"))
        #expect(variants.count >= Self.hostileNumbers.count * 3, "too few numbers found in \(file)")
        for variant in variants {
            for strict in [false, true] {
                Self.importOrExplain(variant, strict: strict)
            }
        }
    }

    /// Reads and imports `text` into a new project: the result validates, or the error is one
    /// `ImportError` line naming the file.
    static func importOrExplain(_ text: String, strict: Bool) {
        do {
            let parsed = try ImportReader.read(source: MemoryByteSource(text), display: "edge.csv",
                                               options: ImportReadOptions(strict: strict))
            var data = ImportFixtures.freshData()
            try ImportPlanner.apply([parsed], to: &data, options: ImportOptions(units: .kg, strict: strict), dryRun: false)
            try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/nonexistent")))
        } catch let error as ImportError {
            #expect(error.description.hasPrefix("edge.csv"), "\(error)")
            #expect(!error.description.contains("\n"), "\(error)")
        } catch {
            Issue.record("\(type(of: error)): \(error)\n\(text)")
        }
    }

    /// The Strong row of the issue: a weight of 9.3e18 is listed as a value the store cannot hold. (A
    /// negative one is, as any negative weight of a weight × reps exercise, kept in the set's notes.)
    @Test(arguments: ["9.2e18", "9.3e18", "1e308", "99999999999999999999999", "-9.3e18"])
    func aStrongWeightBeyondIntIsASkippedRow(_ weight: String) throws {
        let text = ImportBehaviourTests.strongHeader + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",1,\(weight),5,0,0,,,\n"
            + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",2,100,5,0,0,,,\n"
        var data = ImportFixtures.freshData()
        let report = try ImportPlanner.apply([try ImportBehaviourTests.parse(text)], to: &data, options: ImportOptions(units: .kg),
                                             dryRun: false).files[0]
        if weight.hasPrefix("-") {
            #expect(report.skippedRows.isEmpty)
            #expect(data.workouts.first?.exercises.first?.sets.first?.notes == "Also in the export: -9.3e+18 kg")
        } else {
            #expect(report.skippedRows.map(\.line) == [2])
            #expect(report.setsAdded == 1)
        }
    }

    @Test(arguments: [
        ("9223372036854775807", nil), ("99999999999999999999", nil), ("9.3e18", nil), ("1e308", nil),
        ("99999999999h", nil), ("9999999999999999h 5m", nil), ("4195", 4195), ("1h 5m", 3900), ("296.0", 296),
    ] as [(String, Int?)])
    func strongDurationsBeyondABillionSecondsAreNotDurations(_ text: String, seconds: Int?) {
        #expect(ImportTimeText.strongDuration(text) == seconds)
    }

    @Test(arguments: [
        ("1700000000", 1_700_000_000), ("-62135596800", -62_135_596_800), ("253402300799", 253_402_300_799),
        ("253402300800", nil), ("-62135596801", nil), ("9223372036854775807", nil), ("9.3e18", nil), ("", nil),
    ] as [(String, Int64?)])
    func epochSecondsOnlyOfDaysTheCalendarHas(_ text: String, seconds: Int64?) {
        #expect(ImportTimeText.epochSeconds(text) == seconds)
    }

    @Test func strongLiftsHoursBeyondABillionSecondsAreNotADuration() throws {
        #expect(try ImportNumber.seconds(fromHours: "0.75", column: "Duration (hours)", line: 2) == 2700)
        #expect(try ImportNumber.seconds(fromHours: "-1", column: "Duration (hours)", line: 2) == -3600)
        for text in ["9.3e18", "1e308", "300000", "-9.3e18"] {
            #expect(throws: ImportRowError(line: 2, message: "Duration (hours): '\(text)' is not a number of hours")) {
                try ImportNumber.seconds(fromHours: text, column: "Duration (hours)", line: 2)
            }
        }
    }
}
