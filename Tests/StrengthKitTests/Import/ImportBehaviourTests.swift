import Foundation
import Testing
@testable import StrengthKit

/// Idempotency, units, names and time zones, across whole files.
@Suite struct ImportBehaviourTests {
    static func parse(_ text: String, name: String = "memory.csv", options: ImportReadOptions = ImportReadOptions()) throws -> ParsedImport {
        try ImportReader.read(source: MemoryByteSource(text), display: name, options: options)
    }

    static let strongHeader = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"

    /// The LiftLog pair: the same FitNotes history exported in kgs and in lbs (2 decimals).
    @Test(.enabled(if: ImportFixtures.corpusAvailable, ImportFixtures.corpusNote))
    func kilogramAndPoundExportsOfOneHistoryGiveTheSameStore() throws {
        var fromKilograms = ImportFixtures.freshData()
        var fromPounds = ImportFixtures.freshData()
        try ImportFixtures.importFile("fitnotes/NEW-header-withComment_2026_kgs__LiftLog-tests__fitnotes-android-export-kgs.csv", into: &fromKilograms)
        try ImportFixtures.importFile("fitnotes/NEW-header-withComment_2026_lbs-converted-2dp__LiftLog-tests__fitnotes-android-export-lbs.csv", into: &fromPounds)
        // Only the recorded file name differs.
        func withoutFileNames(_ data: ProjectData) -> ProjectData {
            var copy = data
            for index in copy.workouts.indices { copy.workouts[index].source.file = nil }
            return copy
        }
        #expect(withoutFileNames(fromKilograms) == withoutFileNames(fromPounds))
        // And either after the other adds nothing.
        let again = try ImportFixtures.importFile("fitnotes/NEW-header-withComment_2026_lbs-converted-2dp__LiftLog-tests__fitnotes-android-export-lbs.csv", into: &fromKilograms)
        #expect(again.workoutsAdded == 0)
        #expect(again.workoutsAlreadyPresent == 2)
    }

    @Test(.enabled(if: ImportFixtures.corpusAvailable, ImportFixtures.corpusNote))
    func anOverlappingNewerExportAddsOnlyTheNewWorkouts() throws {
        let file = "strong/A-comma_2020-2026_W-D-F-RestTimer_48h-duration_escaped-quotes__Andrew50-Lifting.csv"
        let full = try String(contentsOfFile: ImportFixtures.path(file), encoding: .utf8)
        // The export as it was at the end of 2023: the rows dated before 2024 (no field spans lines here).
        let lines = full.split(separator: "\n", omittingEmptySubsequences: false)
        let older = lines.prefix { !$0.hasPrefix("2024-") }.joined(separator: "\n") + "\n"
        var data = ImportFixtures.freshData()
        let options = ImportOptions(units: .lb)
        let first = try ImportPlanner.apply([try Self.parse(older, name: file)], to: &data, options: options, dryRun: false).files[0]
        let second = try ImportPlanner.apply([try ImportFixtures.read(file)], to: &data, options: options, dryRun: false).files[0]
        #expect(first.workoutsAdded > 500)
        #expect(second.workoutsAlreadyPresent == first.workoutsAdded)
        #expect(first.workoutsAdded + second.workoutsAdded == 1163)
        #expect(data.workouts.count == 1163)
    }

    /// Strong rewrites the whole history in its current dialect: a 2025 C export of 2019 workouts
    /// finds them already imported from the 2019 B export (the key is the start time).
    @Test(.enabled(if: ImportFixtures.corpusAvailable, ImportFixtures.corpusNote))
    func aNewerDialectOfTheSameHistoryFindsItsWorkouts() throws {
        var data = ImportFixtures.freshData()
        try ImportFixtures.importFile("strong/B-semicolon_2019_kg-and-lbs-mixed-per-row_plank-mi__mtanzim-vis-strong-go.csv", into: &data)
        let newer = try ImportFixtures.importFile("strong/C-semicolon-allquoted_2019-data-in-2025-export_plank-seconds__mtanzim-vis-strong-go__exampleB.csv", into: &data)
        #expect(newer.workoutsAdded == 0)
        #expect(newer.workoutsAlreadyPresent == 2)
    }

    @Test func identicalRowsAreSeparateSets() throws {
        let row = "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",W,60,10,0,0,,,\n"
        let parsed = try Self.parse(Self.strongHeader + row + row + row)
        var data = ImportFixtures.freshData()
        let report = try ImportPlanner.apply([parsed], to: &data, options: ImportOptions(units: .kg), dryRun: false).files[0]
        #expect(report.setsAdded == 3)
        #expect(data.workouts[0].exercises[0].sets == Array(repeating: WorkoutSet(kind: .warmup, weightKg: 60, reps: 10), count: 3))
        #expect(data.workouts[0].exercises[0].exercise == "bench-press")
    }

    @Test func unitlessWeightsFollowUnitsAndWarnWhenTheEvidenceDisagrees() throws {
        // Three bench sets typed as 20, 30 and 50 kg and written in pounds (44.09 lb is 20 kg).
        let text = Self.strongHeader + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",1,44.09245243697551,5,0,0,,,\n"
            + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",2,66.13867865546327,5,0,0,,,\n"
            + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",3,110.23113109243879,5,0,0,,,\n"
        var byEvidence = ImportFixtures.freshData(units: .kg)
        let evidence = try ImportPlanner.apply([try Self.parse(text)], to: &byEvidence, options: ImportOptions(), dryRun: false).files[0]
        #expect(evidence.units?.unit == .lb)
        #expect(evidence.units?.source == .evidence)
        #expect(evidence.units?.typedIn == .kg)
        #expect(byEvidence.workouts[0].exercises[0].sets.map(\.weightKg) == [20, 30, 50])
        var asOption = ImportFixtures.freshData(units: .kg)
        let option = try ImportPlanner.apply([try Self.parse(text)], to: &asOption, options: ImportOptions(units: .kg), dryRun: false).files[0]
        #expect(option.units?.source == .option)
        #expect(option.units?.warning?.hasPrefix("the weights look like lb (44.09, 66.14, 110.23), but --units kg was given") == true)
    }

    @Test func mappedNamesAreRememberedAsAliases() throws {
        let text = Self.strongHeader + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press (Barbell)\",1,100,5,0,0,,,\n"
        var data = ImportFixtures.freshData()
        let options = ImportOptions(units: .kg, nameMap: [ImportNameMapping(theirs: "Bench Press (Barbell)", ours: "Bench Press")])
        let report = try ImportPlanner.apply([try Self.parse(text)], to: &data, options: options, dryRun: false).files[0]
        #expect(report.newExercises.isEmpty)
        #expect(data.workouts[0].exercises[0].exercise == "bench-press")
        #expect(data.library.exercise(id: "bench-press")?.aliases == ["Bench Press (Barbell)"])
        // Next time no --map is needed.
        let next = Self.strongHeader + "2025-03-16 18:00:00,\"Upper\",1h,\"bench press (barbell)\",1,100,5,0,0,,,\n"
        try ImportPlanner.apply([try Self.parse(next)], to: &data, options: ImportOptions(units: .kg), dryRun: false)
        #expect(data.workouts.map { $0.exercises[0].exercise } == ["bench-press", "bench-press"])
    }

    @Test func wallClockTimesAreInTheImportTimeZoneAndDSTGapsMoveAnHourLater() throws {
        // 2025-03-30 02:30 does not exist in Europe/Berlin (clocks jump from 02:00 to 03:00).
        let text = Self.strongHeader + "2025-03-30 02:30:00,\"Night\",30m,\"Plank\",1,0,0,0,60,,,\n"
            + "2025-07-01 18:00:00,\"Summer\",30m,\"Plank\",1,0,0,0,60,,,\n"
        var data = ImportFixtures.freshData()
        let report = try ImportPlanner.apply([try Self.parse(text)], to: &data, options: ImportOptions(), dryRun: false).files[0]
        #expect(data.workouts.map(\.start.description) == ["2025-03-30T03:30:00+02:00", "2025-07-01T18:00:00+02:00"])
        #expect(report.warnings.contains { $0.message.contains("moved 1 hour later") && $0.lines == [2] })
        var tokyo = ImportFixtures.freshData()
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        try ImportPlanner.apply([try Self.parse(text)], to: &tokyo, options: ImportOptions(timeZone: zone), dryRun: false)
        #expect(tokyo.workouts.map(\.start.description) == ["2025-03-30T02:30:00+09:00", "2025-07-01T18:00:00+09:00"])
    }

    @Test(.enabled(if: ImportFixtures.corpusAvailable, ImportFixtures.corpusNote))
    func fitbodOffsetsAreConvertedToTheProjectTimeZone() throws {
        var data = ImportFixtures.freshData()
        try ImportFixtures.importFile("fitbod/Fitbod-WorkoutExport_2021-2022_UTC-offset_leading-spaces_multiplier__joecummings-fitbod_data_exploration.csv", into: &data)
        // `2022-01-05 22:06:49 +0000` is 23:06:49 in Berlin.
        let workout = try #require(data.workouts.first { $0.source.key == "2022-01-05T22:06:49+00:00" })
        #expect(workout.start.description == "2022-01-05T23:06:49+01:00")
    }

    @Test func aBadRowIsSkippedWithItsLineUnlessStrict() throws {
        let text = Self.strongHeader + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",1,100,5,0,0,,,\n"
            + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",2,heavy,5,0,0,,,\n"
        let skipped = try Self.parse(text)
        #expect(skipped.skippedRows == [ImportRowError(line: 3, message: "Weight: 'heavy' is not a number")])
        #expect(skipped.workouts[0].setCount == 1)
        #expect(throws: ImportError(path: "memory.csv", line: 3, message: "Weight: 'heavy' is not a number")) {
            try Self.parse(text, options: ImportReadOptions(strict: true))
        }
    }

    @Test func anExerciseNameWithNoLettersOrDigitsIsSkippedWithItsLine() throws {
        let text = Self.strongHeader + "2025-03-14 18:00:00,\"Upper\",1h,\"💪\",1,100,5,0,0,,,\n"
            + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",1,100,5,0,0,,,\n"
        let message = "the exercise name '💪' has no letters or digits, so the row was skipped; name it with --map \"💪=Some Name\""
        var data = ImportFixtures.freshData()
        let report = try ImportPlanner.apply([try Self.parse(text)], to: &data, options: ImportOptions(units: .kg), dryRun: false).files[0]
        #expect(report.skippedRows == [ImportFileReport.SkippedRow(line: 2, message: message)])
        #expect(data.workouts.map(\.setCount) == [1])
        var strict = ImportFixtures.freshData()
        let refused = message.replacingOccurrences(of: "was skipped", with: "was refused (--strict)")
        #expect(throws: ImportError(path: "memory.csv", line: 2, message: refused)) {
            try ImportPlanner.apply([try Self.parse(text)], to: &strict, options: ImportOptions(units: .kg, strict: true), dryRun: false)
        }
    }

    @Test(.enabled(if: ImportFixtures.corpusAvailable, ImportFixtures.corpusNote))
    func theProductsOwnExportIsRoutedToDataTransfer() throws {
        var source = ImportFixtures.freshData()
        try ImportFixtures.importFile("strong/C-semicolon-allquoted_2025_android-tempfile-name__dravenbc-gym-dashboard__strong6846573110033259273.csv", into: &source)
        let exported = try DataTransfer.exportData(source)
        let parsed = try ImportReader.read(source: MemoryByteSource(Array(exported)), display: "export.json")
        #expect(parsed.format.app == .export)
        var target = ImportFixtures.freshData()
        let report = try ImportPlanner.apply([parsed], to: &target, options: ImportOptions(), dryRun: false).files[0]
        #expect(report.workoutsAdded == 3)
        #expect(target.workouts == source.workouts)
        // The Strong file after its own export adds nothing: the workouts keep their source keys.
        let again = try ImportFixtures.importFile("strong/C-semicolon-allquoted_2025_android-tempfile-name__dravenbc-gym-dashboard__strong6846573110033259273.csv", into: &target)
        #expect(again.workoutsAdded == 0)
    }
}
