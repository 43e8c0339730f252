import Foundation
import Testing
@testable import StrengthKit

/// A workout too large for a workout file is skipped and listed with its lines; the rest of the file
/// is imported, and a dry run says the same as the import.
@Suite struct OversizedWorkoutImportTests {
    static let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"

    static func file() -> String {
        var text = header + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",1,100,5,0,0,,,\n"
        for number in 1...20_000 { text += "2025-03-16 18:00:00,\"Marathon\",5h,\"Squat\",\(number),100,5,0,0,,,\n" }
        return text
    }

    @Test func anOversizedWorkoutIsSkippedAndListedTheRestImported() throws {
        for dryRun in [true, false] {
            var data = HistoryFixture(timeZone: "UTC").data
            let parsed = try ImportBehaviourTests.parse(Self.file(), name: "strong.csv")
            let report = try ImportPlanner.apply([parsed], to: &data, options: ImportOptions(units: .kg), dryRun: dryRun).files[0]
            #expect(report.workoutsAdded == 1)
            #expect(report.setsAdded == 1)
            #expect(report.skippedRows.count == 1)
            #expect(report.skippedRows.first?.line == 3)
            #expect(report.skippedRows.first?.message.hasPrefix("a workout of 20,000 sets (lines 3–20002) would be a file of ") == true)
            #expect(report.skippedRows.first?.message.hasSuffix("larger than a workout file can be (1 MB), so it was skipped; split it into several workouts in the app and import again") == true)
            #expect(data.workouts.map(\.name) == ["Upper"])
        }
        var data = HistoryFixture(timeZone: "UTC").data
        var strict = ImportOptions(units: .kg)
        strict.strict = true
        #expect(throws: ImportError.self) {
            try ImportPlanner.apply([try ImportBehaviourTests.parse(Self.file(), name: "strong.csv")], to: &data, options: strict, dryRun: false)
        }
    }
}
