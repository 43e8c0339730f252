import DemoHistory
import Foundation
import Testing
@testable import StrengthKit

/// Property tests of the readers: whatever the bytes, reading either succeeds or throws an
/// `ImportError` whose message is one line naming the file — never a crash, never another error.
@Suite struct ImportFuzzTests {
    static func readOrExplain(_ bytes: [UInt8], options: ImportReadOptions = ImportReadOptions()) -> ParsedImport? {
        do {
            return try ImportReader.read(source: MemoryByteSource(bytes), display: "fuzz.csv", options: options)
        } catch let error as ImportError {
            #expect(error.description.hasPrefix("fuzz.csv"))
            #expect(!error.description.contains("\n"), "\(error)")
            #expect(!error.message.isEmpty)
            return nil
        } catch {
            Issue.record("\(type(of: error)): \(error)")
            return nil
        }
    }

    @Test func randomBytesAndRandomBytesAfterARealHeader() {
        var random = SplitMix64(seed: 2026)
        let headers = [
            ImportBehaviourTests.strongHeader,
            "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\",\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\",\"duration_seconds\",\"rpe\"\n",
            "Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time\n",
            "\n### SETTING ###\n",
        ]
        for round in 0..<400 {
            let length = random.below(600)
            var bytes = random.bytes(length)
            if round % 2 == 1 {
                // Printable noise made of the characters CSV cares about, after a real header.
                let alphabet = Array("0123456789,;\"\n\r .-:xW".utf8)
                bytes = Array(headers[round % headers.count].utf8) + bytes.map { alphabet[Int($0) % alphabet.count] }
            }
            _ = Self.readOrExplain(bytes)
            _ = Self.readOrExplain(bytes, options: ImportReadOptions(strict: true))
        }
    }

    @Test(.enabled(if: ImportFixtures.corpusAvailable, ImportFixtures.corpusNote), arguments: [
        "strong/C-semicolon-allquoted_2025_android-tempfile-name__dravenbc-gym-dashboard__strong6846573110033259273.csv",
        "strong/A-comma-noDuration-localized-ZH_2019__dyang504-workout_dashboard.csv",
        "hevy/kg_2025-2026_small_literal-backslash-n_portuguese-notes__FelipeRuizM-hevy-visualizer.csv",
        "fitnotes/PARTLY-HAND-EDITED_NEW-header_2026_lbs_cardio-edge-cases__LiftLog-tests__fitnotes-android-export-lbs-edge-cases.csv",
        "stronglifts/StrongLifts-export_kg_BOM_12h-times__LiftLog-tests__stronglifts-export-kg.csv",
        "strong/OLDEST-semicolon_2018_unit-as-column-name_whole-line-quoted__Brandon-Valley-strong_app_export_tools__export_0.csv",
    ])
    func truncatedFilesReadOrExplainThemselves(_ file: String) throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: ImportFixtures.path(file))))
        var random = SplitMix64(seed: UInt64(bytes.count))
        for _ in 0..<40 {
            let cut = random.below(bytes.count)
            if let parsed = Self.readOrExplain(Array(bytes[..<cut])) {
                var data = ImportFixtures.freshData()
                // What was read imports into a store that validates.
                do {
                    try ImportPlanner.apply([parsed], to: &data, options: ImportOptions(), dryRun: false)
                    try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/nonexistent")))
                } catch let error as ImportError {
                    #expect(!error.description.contains("\n"))
                }
            }
        }
    }

    /// Columns are found by name, so a file whose columns are shuffled reads the same.
    @Test(.enabled(if: ImportFixtures.corpusAvailable, ImportFixtures.corpusNote), arguments: [
        "strong/A-comma_2025_RestTimer-rows_short-durations__glenjoy99-workoutdashboard.csv",
        "strong/C-semicolon-allquoted_2025_android-tempfile-name__dravenbc-gym-dashboard__strong6846573110033259273.csv",
        "hevy/kg_2025-2026_small_literal-backslash-n_portuguese-notes__FelipeRuizM-hevy-visualizer.csv",
    ])
    func shuffledColumnsReadTheSame(_ file: String) throws {
        let original = try ImportFixtures.read(file)
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: ImportFixtures.path(file))))
        let delimiter = ExportFormatDetector.delimiter(ofFirstLineIn: bytes)
        let reader = CSVRowReader(source: MemoryByteSource(bytes), delimiter: delimiter)
        var rows: [[String]] = []
        while let row = try reader.next() { rows.append(row.fields) }
        var random = SplitMix64(seed: 11)
        for _ in 0..<3 {
            var order = Array(rows[0].indices)
            for index in order.indices.reversed() { order.swapAt(index, random.below(index + 1)) }
            let separator = String(UnicodeScalar(delimiter))
            let text = rows.map { row in
                order.map { "\"" + row[$0].replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: separator)
            }.joined(separator: "\n") + "\n"
            let shuffled = try ImportReader.read(source: MemoryByteSource(text), display: file)
            #expect(shuffled.workouts == original.workouts)
        }
    }
}
