import Foundation
import Testing
@testable import StrengthKit

/// Every file in `../shared/fixtures/imports` imports with the number of workouts and sets read off
/// the raw file, then adds nothing when imported again.
///
/// How the counts were derived (a one-off Python script over the raw bytes with Python's `csv`
/// module, not the importer; the rules are the ones README states):
/// - Strong: workouts = distinct `Date` values (each is one contiguous workout in every file);
///   sets = data rows − `Rest Timer`/`Ruhezeit` rows − `Note` rows − rows whose Weight, Reps, Distance
///   and Seconds are all empty or 0 (sets never filled in). OLDEST-semicolon's lines were unwrapped first.
/// - Hevy: workouts = distinct `start_time` values; sets = rows − rows with weight, reps, distance and
///   duration all empty or 0.
/// - FitNotes: workouts = distinct dates; sets = rows − rows with nothing in Weight, Reps, Distance, Time
///   (bilallb's rows with unquoted commas rebuilt first: Date left, the 7 fixed columns right).
/// - Fitbod: workouts = distinct `Date` values that have a non-empty set; sets = rows (× `Sets` in the
///   2019 shape) − rows with no weight, reps, duration or distance.
/// - StrongLifts: workouts = distinct (date, Workout #); sets = filled `Set N` column pairs − those
///   whose `Sets×Reps` token is `-` (skipped).
/// - JEFIT: workouts = distinct `belongsession` of EXERCISE LOGS; sets = packed `WxR` entries − `0x0`.
@Suite(.enabled(if: ImportFixtures.corpusAvailable, ImportFixtures.corpusNote))
struct ImportFixtureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var workouts: Int
        var sets: Int
        var units: WeightUnit? = nil
        var map: [ImportNameMapping] = []
        var testDescription: String { String(file.prefix(60)) }
    }

    static let cases: [Case] = [
        // Strong. Comment: distinct Date values; rows − rest/Note rows − empty rows. `units:` where
        // the file names no unit and neither its conversion residue nor its plate arithmetic tells
        // (the import asks for it; `CorpusUnitEvidenceTests`).
        Case(file: "strong/A-comma-10col-noNotes_2023-2026_W-D__alara96-Strong-App-Analysis.csv", workouts: 342, sets: 5726),  // 5,726 rows, no rest rows
        Case(file: "strong/A-comma-localized-DE_2025-2026_Ruhezeit__Eliah3-sports-tracking.csv", workouts: 13, sets: 181, units: .kg),  // 364 − 180 Ruhezeit − 3 empty
        Case(file: "strong/A-comma-localized-FR_2023_CRLF__SebastienRdgs-stronger.csv", workouts: 25, sets: 533),
        Case(file: "strong/A-comma-localized-ZH_2020-2023_kg-logged-exported-as-lbs__DericMei-My-WorkOut-Project.csv", workouts: 384, sets: 6375),  // 6,778 − 403 of 23 workouts written twice
        Case(file: "strong/A-comma-noDuration-localized-ZH_2019__dyang504-workout_dashboard.csv", workouts: 3, sets: 60, units: .kg),
        Case(file: "strong/A-comma-noDuration_2019_lbs-converted-to-kg__mtanzim-vis-strong-go__alt.csv", workouts: 1, sets: 9),
        Case(file: "strong/A-comma-noDuration_2019_russian-workout-name_elliptical__andrewgrinko-strongcharts.csv", workouts: 10, sets: 208, units: .kg),
        Case(file: "strong/A-comma_2020-2021_swimming-aerobics-cardio__AlexandrosKyriakakis-StrongAppAnalytics.csv", workouts: 86, sets: 1903, units: .kg),
        Case(file: "strong/A-comma_2020-2026_W-D-F-RestTimer_48h-duration_escaped-quotes__Andrew50-Lifting.csv", workouts: 1163, sets: 22888),  // 23,709 − 821 Rest Timer
        Case(file: "strong/A-comma_2021_lbs_emoji-ZWJ-names_rowing-cardio__albTian-strong-export-parser.csv", workouts: 312, sets: 4690),
        Case(file: "strong/A-comma_2025_RestTimer-rows_short-durations__glenjoy99-workoutdashboard.csv", workouts: 13, sets: 165),  // 330 − 165 Rest Timer
        Case(file: "strong/A-comma_iOS-labelled_2021-2023__imacek-lifting-with-friends__apple-strong.csv", workouts: 207, sets: 2223),  // 2,224 − 1 empty
        Case(file: "strong/B-semicolon-12col-noRPE-noDuration_2018-2019_cycling-mi__Brandon-Valley-strong_app_export_tools__export.csv", workouts: 61, sets: 722),  // 723 − 1 empty
        Case(file: "strong/B-semicolon-WorkoutDuration_2022_android-tempfile-name_RPE__joshuayoes-strong-backup__strong54764656928482953.csv", workouts: 25, sets: 418),
        Case(file: "strong/B-semicolon-WorkoutDuration_2023-2024_running-km_real-newline__jonathanwillemans-Fitness-Progress-.csv", workouts: 119, sets: 2048),  // 2,050 lines, one field spans 2
        Case(file: "strong/B-semicolon-WorkoutDuration_Android-labelled_2022-2023__imacek-lifting-with-friends__android-strong.csv", workouts: 126, sets: 1521),
        Case(file: "strong/B-semicolon_2019_kg-and-lbs-mixed-per-row_plank-mi__mtanzim-vis-strong-go.csv", workouts: 385, sets: 6018),  // 6,084 − 66 of 4 workouts written two or three times
        Case(file: "strong/C-semicolon-allquoted_2019-data-in-2025-export_plank-seconds__mtanzim-vis-strong-go__exampleB.csv", workouts: 2, sets: 14),
        Case(file: "strong/C-semicolon-allquoted_2020-2025_WARM_UP-FAILURE_lbs-user-kg-header_real-newline__cmccorkle21-fitness-pipeline.csv", workouts: 574, sets: 7895),  // 8,004 − 109 empty
        Case(file: "strong/C-semicolon-allquoted_2023-2025_spanish-names_RestTimer_lbs-as-kg__amigo163-gym_monitoring.csv", workouts: 107, sets: 1853),  // 2,435 − 582 Rest Timer
        Case(file: "strong/C-semicolon-allquoted_2025_Note-rows_RestTimer-rows__AbishakeSrithar-fitness-tracker-backend.csv", workouts: 47, sets: 868),  // 1,623 − 748 Rest Timer − 7 Note
        Case(file: "strong/C-semicolon-allquoted_2025_android-tempfile-name__dravenbc-gym-dashboard__strong6846573110033259273.csv", workouts: 3, sets: 40),
        Case(file: "strong/C-semicolon-allquoted_2025_running-meters_kg__nicholasiliou-forma.csv", workouts: 190, sets: 4133),
        Case(file: "strong/OLDEST-comma_2016-2017_kg-km-column-names_0-based-SetOrder_CRLF__mlahoz-strong.csv", workouts: 91, sets: 1635),
        Case(file: "strong/OLDEST-semicolon_2018_unit-as-column-name_whole-line-quoted__Brandon-Valley-strong_app_export_tools__export_0.csv", workouts: 5, sets: 66),  // 67 unwrapped lines − 1 empty
        Case(file: "strong/THIRD-PARTY-SYNTHETIC_NNBSP-pm-12h-date__jake-walker-workout-converter__sample_data_strong.csv", workouts: 2, sets: 12),
        // Hevy. Comment: distinct start_time values; rows − empty rows.
        Case(file: "hevy/kg-weight_miles-distance_2021-2025_real-newlines_emoji-ZWJ_supersets__smdesai27-workout_progress_visualize__workouts_austin.csv", workouts: 773, sets: 13650),  // 13,826 lines hold 13,650 records
        Case(file: "hevy/kg_2022-2025_doubled-quotes_real-newlines_running-km__PedroTorrado-Hevy-Load.csv", workouts: 316, sets: 9335),
        Case(file: "hevy/kg_2022-2026_TURKISH-month-names_localized-exercise-names__canonat2326-Can-Onat-Yaren-DSA-210-Project.csv", workouts: 975, sets: 19624),  // 19,627 − 3 empty (reps 0, nothing else)
        Case(file: "hevy/kg_2022-2026_greek-titles_rpe-heavy_supersets__StvrvDimitris-hevy-analyzer.csv", workouts: 232, sets: 4063),
        Case(file: "hevy/kg_2024-2025_all-set-types_rpe_duration0_literal-backslash-n__DaKheera47-strong-statistics__sample_hevy.csv", workouts: 335, sets: 7211),
        Case(file: "hevy/kg_2025-2026_PORTUGUESE-month-names_localized-exercise-names__specttrox-gymlog.csv", workouts: 126, sets: 2115),
        Case(file: "hevy/kg_2025-2026_small_literal-backslash-n_portuguese-notes__FelipeRuizM-hevy-visualizer.csv", workouts: 37, sets: 567),
        Case(file: "hevy/lbs_2022-2026_literal-backslash-n_farmers-walk-weight+distance__SIERRA711-workout-analysis.csv", workouts: 397, sets: 7921),
        Case(file: "hevy/lbs_2024-2025_supersets-0-1-2_sled-push-distance-305__andyjwest-workouts.csv", workouts: 62, sets: 1732),
        // FitNotes. Comment: distinct dates; rows − empty rows.
        Case(file: "fitnotes/NEW-header-noComment_2025_kgs_UNQUOTED-COMMAS-in-exercise-names__bilallb-Data-analysis__FitNotes_Export.csv", workouts: 78, sets: 1624),
        Case(file: "fitnotes/NEW-header-withComment_2026_kgs__LiftLog-tests__fitnotes-android-export-kgs.csv", workouts: 2, sets: 38),
        Case(file: "fitnotes/NEW-header-withComment_2026_lbs-converted-2dp__LiftLog-tests__fitnotes-android-export-lbs.csv", workouts: 2, sets: 38),
        Case(file: "fitnotes/OLD-header_Weight-(lbs)_2017-2020_cardio-mi-m_time-HMMSS__wmgriffi3-barbell-beasts-og__FitNotes_Export.csv", workouts: 508, sets: 11475),  // 11,493 − 18 empty (Side Plank 0:00:00)
        Case(file: "fitnotes/OLD-header_Weight-(lbs)_2020_small__moferg-fitnotes-data-viz__FitNotes_Export_2020_10_04.csv", workouts: 18, sets: 436),
        Case(file: "fitnotes/PARTLY-HAND-EDITED_NEW-header_2026_lbs_cardio-edge-cases__LiftLog-tests__fitnotes-android-export-lbs-edge-cases.csv", workouts: 3, sets: 46),
        // Fitbod. The 2019 shape has no time column: its Plank and Running carry their time in Reps,
        // which the starter Plank and Running (timed types) cannot take, so they are mapped away.
        Case(file: "fitbod/Fitbod-OLD-workouts_2019__FSXAC-FitbodData.csv", workouts: 141, sets: 2986,
             map: [ImportNameMapping(theirs: "Plank", ours: "Plank (reps)"), ImportNameMapping(theirs: "Running", ours: "Running (reps)")]),  // 142 dates, one with only empty rows; 3,003 − 17 empty
        Case(file: "fitbod/Fitbod-WorkoutExport_2021-2022_UTC-offset_leading-spaces_multiplier__joecummings-fitbod_data_exploration.csv", workouts: 178, sets: 2856),
        // StrongLifts. Comment: filled Set N pairs (69) − 16 marked `-` in Sets×Reps.
        Case(file: "stronglifts/StrongLifts-export_kg_BOM_12h-times__LiftLog-tests__stronglifts-export-kg.csv", workouts: 5, sets: 53),
        Case(file: "stronglifts/StrongLifts-export_lb__LiftLog-tests__stronglifts-export-lb.csv", workouts: 5, sets: 53),
        // JEFIT. Comment: 660 sessions; 10,666 packed sets − 226 `0x0`.
        Case(file: "jefit/JEFIT-multisection-export_2010-2026_lbs__walkshard-ai-jefit-cleaner__Jefit.csv", workouts: 660, sets: 10440),
    ]

    @Test func everyFixtureIsInTheTable() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: ImportFixtures.root.path)
        var files: [String] = []
        for folder in folders {
            let inside = try FileManager.default.contentsOfDirectory(atPath: ImportFixtures.root.appendingPathComponent(folder).path)
            files += inside.filter { $0.hasSuffix(".csv") }.map { "\(folder)/\($0)" }
        }
        #expect(files.sorted() == Self.cases.map(\.file).sorted())
        #expect(files.count == 46)
    }

    @Test(arguments: cases)
    func importsWithTheCountsOfTheRawFileAndAgainAddsNothing(_ fixture: Case) throws {
        var data = ImportFixtures.freshData()
        let parsed = try ImportFixtures.read(fixture.file)
        let options = ImportOptions(units: fixture.units, nameMap: fixture.map)
        let first = try ImportPlanner.apply([parsed], to: &data, options: options, dryRun: false).files[0]
        #expect(first.workoutsAdded == fixture.workouts)
        #expect(first.setsAdded == fixture.sets)
        #expect(data.workouts.count == fixture.workouts)
        try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/nonexistent")))
        let before = data
        let again = try ImportPlanner.apply([parsed], to: &data, options: options, dryRun: false).files[0]
        #expect(again.workoutsAdded == 0)
        #expect(again.setsAdded == 0)
        #expect(again.newExercises.isEmpty)
        #expect(again.workoutsAlreadyPresent == first.workoutsAdded)
        #expect(data == before)
    }
}
