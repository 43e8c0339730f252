import Foundation
import Testing
@testable import StrengthKit

/// Every hand-written fixture (`Fixtures/imports`) is detected as its dialect and imports with the
/// workouts and sets counted by hand from its rows, then adds nothing when imported again; and every
/// dialect the importer knows has a fixture.
///
/// Counts: workouts are the distinct start times (Strong, Hevy), days (FitNotes, Fitbod 2019),
/// workout numbers (StrongLifts) or sessions (JEFIT); sets are the set rows minus rest, note and
/// never-filled-in rows (Strong), each `Sets` count (Fitbod 2019), the filled `Set N` pairs not
/// marked `-` (StrongLifts) and the packed entries other than `0x0` (JEFIT).
@Suite struct WrittenFixtureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var dialect: ImportDialect
        /// The dialect as the summary names it.
        var name: String
        var workouts: Int
        var sets: Int
        var units: WeightUnit? = nil
        var map: [ImportNameMapping] = []
        var testDescription: String { file }
    }

    /// `units:` on the unitless Strong files too small for their plate arithmetic to tell.
    static let cases: [Case] = [
        // 16 rows − 2 Rest Timer − 1 never filled in.
        Case(file: "strong/A-comma-12-columns.csv", dialect: .strongA, name: "A (comma, 12 columns)", workouts: 3, sets: 13, units: .kg),
        // Leg Day written twice (9 rows − 1 Rest Timer, once), Upper 5, Finisher's two equal failure sets.
        Case(file: "strong/A-comma-workout-written-twice.csv", dialect: .strongA, name: "A (comma, 12 columns)", workouts: 3, sets: 15, units: .kg),
        // Hack Squat 60 → 130, confirmed by the 125 after it (progress); Cable Curl 100 among 10s, a lone spike (held, still a set).
        Case(file: "strong/A-comma-progression-and-a-lone-spike.csv", dialect: .strongA, name: "A (comma, 12 columns)", workouts: 5, sets: 12,
             units: .kg),
        Case(file: "strong/A-prime-comma-10-columns-no-notes.csv", dialect: .strongAPrime, name: "A′ (comma, 10 columns, no notes)",
             workouts: 2, sets: 10, units: .lb),
        // Plate arithmetic points both ways; kilograms cut to a decimal in pounds (13.2, 17.6, 30.8) say lb.
        Case(file: "strong/A-prime-comma-10-columns-kilograms-cut-to-a-decimal-in-pounds.csv", dialect: .strongAPrime,
             name: "A′ (comma, 10 columns, no notes)", workouts: 2, sets: 15),
        // 15 rows − 1 Rest Timer; float noise on round pounds (37.49999999999999) and 16.53 (7.5 kg) say lb.
        Case(file: "strong/A-comma-12-columns-float-noise-in-pounds.csv", dialect: .strongA, name: "A (comma, 12 columns)", workouts: 2, sets: 14),
        Case(file: "strong/A1-comma-11-columns-no-duration.csv", dialect: .strongA1, name: "A1 (comma, 11 columns, no duration)", workouts: 2, sets: 7),
        Case(file: "strong/A0-comma-10-columns-no-duration-no-rpe.csv", dialect: .strongA0, name: "A0 (comma, 10 columns, no duration)", workouts: 2, sets: 7, units: .kg),
        // 11 rows − 4 Ruhezeit.
        Case(file: "strong/A-comma-German-header.csv", dialect: .strongA, name: "A (comma, 12 columns), German header", workouts: 2, sets: 7,
             units: .kg, map: [ImportNameMapping(theirs: "Rudergerät Time", ours: "Rowing Machine")]),
        Case(file: "strong/A-comma-French-header-CRLF.csv", dialect: .strongA, name: "A (comma, 12 columns), French header", workouts: 2, sets: 7, units: .kg),
        Case(file: "strong/A-comma-Chinese-header-kg-shown-in-lb.csv", dialect: .strongA, name: "A (comma, 12 columns), Chinese header",
             workouts: 2, sets: 5, units: .lb),
        // 8 rows − 1 rest row in Italian.
        Case(file: "strong/A-comma-Italian-header-by-position.csv", dialect: .strongA,
             name: "A (comma, 12 columns), unrecognised, columns taken by position header", workouts: 2, sets: 7, units: .kg),
        Case(file: "strong/B0-semicolon-12-columns.csv", dialect: .strongB0, name: "B0 (semicolon, 12 columns, unit on every row)", workouts: 2, sets: 6),
        Case(file: "strong/B1-semicolon-13-columns-kg-and-lbs-rows.csv", dialect: .strongB1, name: "B1 (semicolon, 13 columns, unit on every row)",
             workouts: 2, sets: 7),
        Case(file: "strong/B-semicolon-14-columns-newline-in-note.csv", dialect: .strongB, name: "B (semicolon, 14 columns, unit on every row)",
             workouts: 2, sets: 5),
        // 14 rows − 1 Note − 1 Rest Timer − 1 never filled in.
        Case(file: "strong/C-semicolon-every-field-quoted.csv", dialect: .strongC, name: "C (semicolon, every field quoted, Workout #)", workouts: 3, sets: 11),
        Case(file: "strong/OLDEST-comma-unit-as-column-name-CRLF.csv", dialect: .strongOldest, name: "OLDEST (comma, unit as the column name)",
             workouts: 2, sets: 6),
        Case(file: "strong/OLDEST-semicolon-lines-wrapped-in-quotes.csv", dialect: .strongOldest, name: "OLDEST (semicolon, unit as the column name)",
             workouts: 2, sets: 6),
        Case(file: "hevy/weight_kg-distance_km-English-months.csv", dialect: .hevy, name: "(14 columns, weight in kg, distance in km)", workouts: 3, sets: 17),
        // Push written twice (5 once), Pull 4, Legs' Squat twice in a row (4: one exercise is no copy).
        Case(file: "hevy/weight_kg-workout-written-twice.csv", dialect: .hevy, name: "(14 columns, weight in kg, distance in km)", workouts: 3, sets: 13),
        // Four sets whose rows a note broken over lines split, joined back; two that were whole.
        Case(file: "hevy/semicolon-resaved-notes-broken-over-lines.csv", dialect: .hevy, name: "(13 columns, weight in kg, distance in km)",
             workouts: 2, sets: 6),
        Case(file: "hevy/weight_lbs-distance_miles-Turkish-months.csv", dialect: .hevy, name: "(14 columns, weight in lb, distance in mi)", workouts: 3, sets: 5),
        Case(file: "hevy/weight_kg-distance_miles-Portuguese-months.csv", dialect: .hevy, name: "(14 columns, weight in kg, distance in mi)", workouts: 4, sets: 6),
        Case(file: "hevy/weight_lbs-distance_km-Spanish-months.csv", dialect: .hevy, name: "(14 columns, weight in lb, distance in km)", workouts: 3, sets: 4),
        Case(file: "hevy/weight_kg-distance_km-German-months.csv", dialect: .hevy, name: "(14 columns, weight in kg, distance in km)", workouts: 3, sets: 4),
        Case(file: "hevy/weight_kg-distance_km-French-months.csv", dialect: .hevy, name: "(14 columns, weight in kg, distance in km)", workouts: 3, sets: 4),
        Case(file: "hevy/weight_kg-distance_km-Italian-months.csv", dialect: .hevy, name: "(14 columns, weight in kg, distance in km)", workouts: 4, sets: 4),
        Case(file: "fitnotes/old-header-Weight-lbs.csv", dialect: .fitnotesOld, name: "(old header, Weight (lbs))", workouts: 2, sets: 8),
        Case(file: "fitnotes/old-header-Weight-kgs.csv", dialect: .fitnotesOld, name: "(old header, Weight (kgs))", workouts: 1, sets: 3),
        // An ab circuit of four done three times (12: FitNotes numbers no sets, so it is not folded), Squat 3.
        Case(file: "fitnotes/old-header-ab-circuit-done-three-times.csv", dialect: .fitnotesOld, name: "(old header, Weight (kgs))", workouts: 2, sets: 15),
        // Chin Up and Dip typed with the lifter's body weight (held, still sets), a Weighted Dip and a Pull Up with added load.
        Case(file: "fitnotes/new-header-body-weight-as-load.csv", dialect: .fitnotesNew, name: "(new header, Weight Unit on every row, Comment)",
             workouts: 7, sets: 23),
        Case(file: "fitnotes/new-header-unquoted-commas-in-names.csv", dialect: .fitnotesNew, name: "(new header, Weight Unit on every row)",
             workouts: 2, sets: 6),
        Case(file: "fitnotes/new-header-Comment-lbs-2-decimals.csv", dialect: .fitnotesNew, name: "(new header, Weight Unit on every row, Comment)",
             workouts: 2, sets: 4),
        // Workout A 5 + 4 (one `-`) + 5, workout B 5 (one 0) + 5 + 1 (`1×5`).
        Case(file: "stronglifts/kg-BOM-12-hour-times.csv", dialect: .stronglifts, name: "(5 set columns, weights in kg)", workouts: 2, sets: 25),
        // Workout 7 5 + 5 + 5, workout 8 5 + 4 (one `-`) + 1.
        Case(file: "stronglifts/lb-BOM.csv", dialect: .stronglifts, name: "(5 set columns, weights in lb)", workouts: 2, sets: 25),
        Case(file: "fitbod/current-times-with-UTC-offset.csv", dialect: .fitbod, name: "(11 columns, times with a UTC offset)", workouts: 2, sets: 8),
        // A ride of 122 km in 5:26, a 5 km run in 3:20 and a 60 km swim, held; a ride and a run that are not.
        Case(file: "fitbod/current-impossible-ride.csv", dialect: .fitbod, name: "(11 columns, times with a UTC offset)", workouts: 4, sets: 5),
        // Sit Up in three equal rows 3, then 1 + 3 holds, then 2.
        Case(file: "fitbod/current-three-equal-rows-and-timed-holds.csv", dialect: .fitbod, name: "(11 columns, times with a UTC offset)",
             workouts: 3, sets: 9),
        // Sets 1 + 3 + 2 + 1 + 2.
        Case(file: "fitbod/2019-dates-only-Sets-count.csv", dialect: .fitbod2019, name: "(2019 shape, dates only)", workouts: 2, sets: 9),
        // Sessions 11 and 12 and one log with no session; 3 + 2 + 3 + 3 − `0x0` + 1.
        Case(file: "jefit/multi-section-export-lbs.csv", dialect: .jefit, name: "(multi-section export)", workouts: 3, sets: 11),
        // 4 + 2 + 1 sets, then 1 + 2.
        Case(file: "export/strength-site-export.json", dialect: .export, name: "(schema version 1)", workouts: 2, sets: 10),
    ]

    @Test func everyFixtureIsInTheTable() throws {
        #expect(try WrittenFixtures.allFiles() == Self.cases.map(\.file).sorted())
    }

    @Test(arguments: cases)
    func isDetectedAsItsDialectAndImportsItsCountsThenAgainAddsNothing(_ fixture: Case) throws {
        let parsed = try WrittenFixtures.read(fixture.file)
        #expect(parsed.format.kind == fixture.dialect)
        #expect(parsed.format.app == fixture.dialect.app)
        #expect(parsed.format.dialect == fixture.name)
        var data = ImportFixtures.freshData()
        let options = ImportOptions(units: fixture.units, nameMap: fixture.map)
        let first = try ImportPlanner.apply([parsed], to: &data, options: options, dryRun: false).files[0]
        #expect(first.workoutsAdded == fixture.workouts)
        #expect(first.setsAdded == fixture.sets)
        #expect(data.workouts.count == fixture.workouts)
        #expect(data.workouts.reduce(0) { $0 + $1.setCount } == fixture.sets)
        try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/nonexistent")))
        let before = data
        let again = try ImportPlanner.apply([try WrittenFixtures.read(fixture.file)], to: &data, options: options, dryRun: false).files[0]
        #expect(again.workoutsAdded == 0)
        #expect(again.setsAdded == 0)
        #expect(again.workoutsAlreadyPresent == fixture.workouts)
        #expect(data == before)
    }

    /// Fails for a dialect registered (`Importer.dialects`) without a fixture file detected as it.
    @Test(arguments: ImportDialect.allCases)
    func everyDialectTheImporterKnowsHasAFixture(_ dialect: ImportDialect) throws {
        let detected = try WrittenFixtures.allFiles().filter { try WrittenFixtures.read($0).format.kind == dialect }
        #expect(!detected.isEmpty, "no file in Fixtures/imports is detected as \(dialect); write one and add it to WrittenFixtureTests.cases")
    }

    /// The languages of Strong's header synonym table, and the by-position fallback for the others.
    @Test func everyStrongHeaderLanguageHasAFixture() throws {
        let languages = Set(StrongColumn.languages.values).union(["unrecognised, columns taken by position"])
        let names = try WrittenFixtures.allFiles().map { try WrittenFixtures.read($0).format.dialect }
        for language in languages.sorted() {
            #expect(names.contains { $0.hasSuffix(", \(language) header") }, "no Strong fixture with a \(language) header")
        }
    }
}
