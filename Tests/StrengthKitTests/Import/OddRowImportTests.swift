import Foundation
import Testing
@testable import StrengthKit

/// What real exports hold — typos beyond the store's ranges, a date in the future, sets that do not
/// fit their exercise, a file that names no unit — never refuses the file: such rows are skipped or
/// converted and listed by line (`--strict` stops at the first instead), and the unit comes from plate
/// arithmetic or, when that does not tell, from `--units`. Files in `Fixtures/odd` (see its README).
@Suite struct OddRowImportTests {
    static let root = TestPaths.fixtures.appendingPathComponent("odd")

    static func parse(_ name: String, options: ImportReadOptions = ImportReadOptions()) throws -> ParsedImport {
        try ImportReader.read(path: root.appendingPathComponent(name).path, display: name, options: options)
    }

    /// Imports into a new kg project in Berlin, 2026-11-24 being the real clock's day (so 2099 is the future).
    static func importFile(_ name: String, options: ImportOptions = ImportOptions(), into data: inout ProjectData) throws -> ImportFileReport {
        var options = options
        options.latestArrival = Timestamp(iso8601: "2026-11-25T00:00:00Z")
        let report = try ImportPlanner.apply([try parse(name)], to: &data, options: options, dryRun: false).files[0]
        try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/nonexistent")))
        return report
    }

    /// Legs: squat 140×5, 2956×5, 140×5; push-ups 877777 and 20. Run: 1585 km in 30:00, 5.2 km in 26:00.
    /// Later (2099): squat 100×5.
    @Test func valuesBeyondTheStoresRangesAndAFutureWorkoutAreSkippedAndListed() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importFile("hevy-typos.csv", into: &data)
        #expect(report.workoutsInFile == 3)
        #expect(report.workoutsAdded == 2)
        #expect(report.setsAdded == 4)  // 2 squats + 1 push-up set + 1 run
        #expect(report.skippedRows.map(\.line) == [3, 5, 7, 9])
        #expect(report.skippedRows[0].message == "Squat (Barbell): 2956 kg is beyond 1500 kg; the row was skipped")
        #expect(report.skippedRows[1].message == "Push Up: 877777 is more than 10000; the row was skipped")
        #expect(report.skippedRows[2].message == "Running: 1585000 m is beyond 1000 km; the row was skipped")
        #expect(report.skippedRows[3].message == "a workout starting 2099-01-03 18:00 is later than tomorrow; skipped")
        let run = try #require(data.workouts.first { $0.name == "Run" })
        #expect(run.exercises[0].sets == [WorkoutSet(durationSeconds: 1560, distanceMeters: 5200)])
        let legs = try #require(data.workouts.first { $0.name == "Legs" })
        #expect(legs.exercises.map { $0.sets.count } == [2, 1])
        #expect(legs.exercises[1].sets == [WorkoutSet(reps: 20)])
        // No warning about the skipped 1,585 km: it is listed once, as skipped.
        #expect(!report.warnings.contains { $0.message.contains("over 100 km") })
    }

    /// (The store is left as it was because the import runs inside `ProjectStore.update`, which
    /// discards the change when it throws: `ImportEndToEndTests` checks that through the binary.)
    @Test func strictStopsAtTheFirstSuchRow() throws {
        var data = ImportFixtures.freshData()
        #expect(throws: ImportError(path: "hevy-typos.csv", line: 3, message: "Squat (Barbell): 2956 kg is beyond 1500 kg; the row was refused (--strict)")) {
            try Self.importFile("hevy-typos.csv", options: ImportOptions(strict: true), into: &data)
        }
    }

    /// `Farmer’s Carry` (curly apostrophe) 40 kg for 0.02 km twice, then 50 kg for 45 s; the library's
    /// `Farmer's Carry` is weight & duration.
    @Test func setsThatDoNotFitTheirExerciseAreConvertedNotRefused() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importFile("strong-farmers-carry.csv", into: &data)
        #expect(report.newExercises.map(\.name) == [])  // the same exercise, typography aside
        #expect(report.setsAdded == 4)
        let carry = try #require(data.workouts.first?.exercises.first)
        #expect(carry.exercise == "farmers-carry")
        #expect(carry.sets == [
            WorkoutSet(weightKg: 40, durationSeconds: 0, notes: "Also in the export: 0.02 km"),
            WorkoutSet(weightKg: 40, durationSeconds: 0, notes: "Also in the export: 0.02 km"),
            WorkoutSet(weightKg: 50, durationSeconds: 45),
        ])
        #expect(report.skippedRows.isEmpty)
        let warning = try #require(report.warnings.first { $0.message.hasPrefix("2 of the 3 sets of \"Farmer’s Carry\"") })
        #expect(warning.lines == [2])
        #expect(report.warnings.contains { $0.message.hasPrefix("Farmer’s Carry: a set with no time") && $0.lines == [2, 3] })
    }

    /// Fitbod 2019: Plank 3 sets of 30 reps; the library's Plank is a duration.
    @Test func aFitbodPlankWithRepsGoesInInOneRun() throws {
        var data = ImportFixtures.freshData()
        let report = try Self.importFile("fitbod-plank-reps.csv", into: &data)
        #expect(report.workoutsAdded == 1 && report.setsAdded == 6)
        let plank = try #require(data.workouts.first?.exercises.first { $0.exercise == "plank" })
        #expect(plank.sets == Array(repeating: WorkoutSet(durationSeconds: 0, notes: "Also in the export: 30 reps"), count: 3))
    }

    @Test func poundPlatesAreReadAsPounds() throws {
        var data = ImportFixtures.freshData(units: .kg)
        let report = try Self.importFile("strong-pounds.csv", into: &data)
        let units = try #require(report.units)
        #expect(units.unit == .lb && units.source == .evidence)
        // 135, 185, 225, 315, 225, 185, 135 are bars with 45 lb plates; 45 and the dumbbells tell nothing.
        #expect(units.evidence?.lbPlateLoads == 7)
        #expect(units.evidence?.kgScore == 0)
        #expect(units.evidence?.lbExamples == [135, 185, 225, 315])
        let squats = data.workouts[0].exercises[0].sets.compactMap(\.weightKg)
        #expect(squats == [45, 135, 185, 225, 315, 225, 185, 135].map { WeightUnit.lb.kilograms($0) })
    }

    /// Read as kilograms where the project shows kg; where it shows lb, a pound lifter's 2.5 lb
    /// steps would look the same, so the import asks (`ImportUnits.platesAloneDoubt`).
    @Test func kilogramPlatesAreReadAsKilograms() throws {
        var pounds = ImportFixtures.freshData(units: .lb)
        #expect { try Self.importFile("strong-kilograms.csv", into: &pounds) } throws: { error in
            "\(error)".contains("only plate arithmetic says kg (16, 22, 24, 62.5 …)")
        }
        var data = ImportFixtures.freshData(units: .kg)
        let report = try Self.importFile("strong-kilograms.csv", into: &data)
        let units = try #require(report.units)
        #expect(units.unit == .kg && units.source == .evidence)
        // 62.5 and 102.5 need 1.25 lb plates (whole); 16, 22, 24 are dumbbells in 2 kg steps (half each).
        #expect(units.evidence?.kgBarbellLoads == 2)
        #expect(units.evidence?.kgDumbbellLoads == 3)
        #expect(units.evidence?.kgScore == 3.5)
        #expect(data.workouts[0].exercises[0].sets.compactMap(\.weightKg) == [20, 60, 62.5, 80, 100, 102.5, 100, 80])
    }

    @Test func weightsThatFitBothUnitsAskForUnits() throws {
        var data = ImportFixtures.freshData()
        #expect(throws: ImportError(path: "strong-ambiguous.csv", message: "names no unit, and its weights (20, 40, 60, 80, 100 …) fit "
            + "kilogram and pound plates alike; import again with --units kg or --units lb (the unit the app showed when you exported)")) {
            try Self.importFile("strong-ambiguous.csv", into: &data)
        }
        let report = try Self.importFile("strong-ambiguous.csv", options: ImportOptions(units: .lb), into: &data)
        #expect(report.units?.source == .option && report.units?.unit == .lb)
    }

    @Test(arguments: [
        // Each with what counts: kg barbell loads, kg dumbbell loads, lb plate loads.
        ([62.5, 102.5, 61.25], 3, 0, 0),
        ([12.5, 17.5, 16, 18, 22, 12, 14], 0, 5, 0),         // 12 and 14 are light dumbbells in both units
        ([135, 185, 225, 275, 315, 365, 405, 95, 45], 0, 0, 7),  // 95 and 45 are loads in both units
        ([20, 40, 60, 100, 140, 15, 25, 35], 0, 0, 0),
    ])
    func plateArithmeticCountsOnlyWhatOneUnitMakes(_ values: [Double], kgBarbell: Int, kgDumbbell: Int, lbPlates: Int) {
        let evidence = WeightEvidence.of(values.map { SourceWeight(value: $0, unit: nil) })
        #expect(evidence.weights == values.count)
        #expect(evidence.kgBarbellLoads == kgBarbell)
        #expect(evidence.kgDumbbellLoads == kgDumbbell)
        #expect(evidence.lbPlateLoads == lbPlates)
    }

    @Test(arguments: [
        // A number as Strong wrote it (no unit) → what its residue says: the numbers are kg, lb, or neither.
        (74.99999999999999, WeightUnit?.some(.lb)),  // 75 went through Strong's kilograms: typed in the unit shown
        (12.500000000000002, .lb),
        (185.00000000000003, .lb),
        (16.53, .lb),                                 // 7.5 kg in pounds to two decimals (16.5347)
        (264.55, .lb),                                // 120 kg (264.5547)
        (13.2, .lb),                                  // 6 kg cut to one decimal (13.2277)
        (30.8, .lb),                                  // 14 kg cut (30.8647)
        (44.09245243697551, .lb),                     // 20 kg, every decimal
        (6.8, .kg),                                   // 15 lb in kilograms to one decimal (6.8039)
        (20.41, .kg),                                 // 45 lb (20.4117)
        (61.23496, .kg),                              // 135 lb, every decimal
        (75.0, nil), (37.5, nil), (16.5, nil),        // typed numbers: for plate arithmetic
        (5.3, nil),                                   // round in neither unit
    ])
    func conversionResidueNamesTheUnitTheFileIsWrittenIn(_ value: Double, unit: WeightUnit?) {
        let evidence = WeightEvidence.of([SourceWeight(value: value, unit: nil)])
        #expect(evidence.convertedFromKilograms == (unit == .lb ? 1 : 0))
        #expect(evidence.convertedFromPounds == (unit == .kg ? 1 : 0))
    }

    /// Residue decides before plate arithmetic, however few of the weights it is: a conversion is
    /// no coincidence of equipment. Too little of it leaves the plates to decide.
    @Test func residueDecidesBeforePlates() {
        let plates = Array(repeating: 62.5, count: 40) + Array(repeating: 100.0, count: 400)
        let weights = (plates + [13.2, 17.6, 16.53]).map { SourceWeight(value: $0, unit: nil) }
        #expect(WeightEvidence.of(weights).favoured() == .lb)
        let fewer = (plates + [13.2, 17.6]).map { SourceWeight(value: $0, unit: nil) }
        #expect(WeightEvidence.of(fewer).favoured() == .kg)
    }

    @Test(arguments: [
        // kg score, lb score, weights → favoured
        (3.0, 0.0, 10, WeightUnit?.some(.kg)),
        (2.5, 0.0, 10, nil),            // fewer than 3
        (3.0, 0.0, 200, nil),           // fewer than 2 % of 200
        (10.0, 4.0, 100, WeightUnit?.some(.kg)),  // 2.5 times
        (9.0, 4.0, 100, nil),
        (4.0, 10.0, 100, WeightUnit?.some(.lb)),
    ])
    func aUnitMustWinClearly(kg: Double, lb: Double, weights: Int, favoured: WeightUnit?) {
        var evidence = WeightEvidence()
        evidence.weights = weights
        evidence.kgBarbellLoads = Int(kg)
        evidence.kgDumbbellLoads = Int((kg - Double(Int(kg))) * 2)
        evidence.lbPlateLoads = Int(lb)
        #expect(evidence.favoured() == favoured)
    }
}
