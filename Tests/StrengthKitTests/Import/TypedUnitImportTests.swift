import Foundation
import Testing
@testable import StrengthKit

/// A file the import finds typed in the unit the project does not show marks its sets so
/// (`WorkoutSet.typedUnit`): they are shown as they were typed, their records and totals in the
/// project's unit. A file typed in the project's unit marks nothing.
@Suite struct TypedUnitImportTests {
    static let pounds = "strong/A-comma-12-columns-float-noise-in-pounds.csv"
    static let kilograms = "strong/OLDEST-comma-unit-as-column-name-CRLF.csv"

    static func imported(_ file: String, into unit: WeightUnit) throws -> (ImportFileReport, [WorkoutSet]) {
        var data = HistoryFixture(units: unit, timeZone: "Europe/Berlin").data
        let report = try WrittenFixtures.importFile(file, into: &data)
        return (report, data.workouts.sortedOldestFirst().flatMap { $0.exercises.flatMap(\.sets) })
    }

    /// (file, project unit, the unit its sets keep, its first set as shown).
    @Test(arguments: [
        // Strong kept kilograms and wrote pounds: 115.0 is 115 lb, 52.16 kg; its rest timer row gives the rest.
        (pounds, WeightUnit.kg, WeightUnit?.some(.lb), "115 lb × 8 rest 2:00"),
        (pounds, .lb, nil, "115 lb × 8 rest 2:00"),
        (kilograms, .lb, .kg, "72.5 kg × 5"),
        (kilograms, .kg, nil, "72.5 kg × 5"),
    ])
    func aFileTypedInTheOtherUnitMarksItsSets(_ file: String, _ unit: WeightUnit, _ kept: WeightUnit?, _ first: String) throws {
        let (report, sets) = try Self.imported(file, into: unit)
        #expect(report.units?.typedIn == kept ?? unit)
        #expect(sets.filter { $0.weightKg != nil }.map(\.typedUnit) == Array(repeating: kept, count: sets.filter { $0.weightKg != nil }.count))
        #expect(DisplayFormatter(unit: unit).set(sets[0], type: .weightReps) == first)
    }

    /// Each weight is read as what was typed (`WeightSnapper.reading`), and so is its unit: a pound lifter's
    /// StrongLifts file holds the 20 kg bar as 44.1 (lb), typed in kg; Fitbod writes kilograms, and a lifter's
    /// curl of 11.33980925 kg is 25 lb exactly.
    @Test(arguments: [
        ("stronglifts/lb-BOM.csv", "Barbell Row", "20 kg × 5"),
        ("stronglifts/lb-BOM.csv", "Squat", "135 lb × 5"),
        ("fitbod/current-times-with-UTC-offset.csv", "Barbell Curl", "25 lb × 10"),
        ("fitbod/current-times-with-UTC-offset.csv", "Dumbbell Bench Press", "22.5 kg × 8"),
    ])
    func eachSetKeepsTheUnitItsWeightWasTypedIn(_ file: String, _ exercise: String, _ shown: String) throws {
        var data = HistoryFixture(units: .kg, timeZone: "Europe/Berlin").data
        try WrittenFixtures.importFile(file, into: &data)
        let id = try WrittenFixtures.exercise(named: exercise, in: data).id
        let sets = data.workouts.sortedOldestFirst().flatMap { $0.exercises.filter { $0.exercise == id }.flatMap(\.sets) }
        #expect(sets.contains { DisplayFormatter(unit: .kg).set($0, type: .weightReps) == shown }, "\(sets)")
    }
}
