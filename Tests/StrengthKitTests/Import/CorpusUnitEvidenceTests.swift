import Foundation
import Testing
@testable import StrengthKit

/// Every real Strong export in `../shared/fixtures/imports/strong` that names no unit is read in the
/// unit its lifter used, or the import asks for `--units` (`nil`) when its numbers cannot tell.
///
/// The units were judged by hand from the lifts: a 205 bench press and 15-30 lateral raises are
/// pounds; Olympic lifts in 5s up to 135 with a 77.5 and a 102.5 could be either (Alexandros).
/// Before conversion residue counted, alara96 asked (its 13.2, 17.6, 30.8 — kilograms cut to a
/// decimal in pounds — were not counted) and glenjoy99 was read as kg (its 37.49999999999999 counted
/// as a kilogram dumbbell).
@Suite(.enabled(if: ImportFixtures.corpusAvailable, ImportFixtures.corpusNote))
struct CorpusUnitEvidenceTests {
    static let expected: [String: WeightUnit?] = [
        "A-comma-10col-noNotes_2023-2026_W-D__alara96-Strong-App-Analysis.csv": .lb,
        "A-comma-localized-DE_2025-2026_Ruhezeit__Eliah3-sports-tracking.csv": nil,  // 4.5 and 5.3 only
        "A-comma-localized-FR_2023_CRLF__SebastienRdgs-stronger.csv": .kg,
        "A-comma-localized-ZH_2020-2023_kg-logged-exported-as-lbs__DericMei-My-WorkOut-Project.csv": .lb,
        "A-comma-noDuration-localized-ZH_2019__dyang504-workout_dashboard.csv": nil,  // 2.5, 10, 20
        "A-comma-noDuration_2019_lbs-converted-to-kg__mtanzim-vis-strong-go__alt.csv": .kg,
        "A-comma-noDuration_2019_russian-workout-name_elliptical__andrewgrinko-strongcharts.csv": nil,
        "A-comma_2020-2021_swimming-aerobics-cardio__AlexandrosKyriakakis-StrongAppAnalytics.csv": nil,
        "A-comma_2020-2026_W-D-F-RestTimer_48h-duration_escaped-quotes__Andrew50-Lifting.csv": .lb,
        "A-comma_2021_lbs_emoji-ZWJ-names_rowing-cardio__albTian-strong-export-parser.csv": .lb,
        "A-comma_2025_RestTimer-rows_short-durations__glenjoy99-workoutdashboard.csv": .lb,
        "A-comma_iOS-labelled_2021-2023__imacek-lifting-with-friends__apple-strong.csv": .lb,
        "THIRD-PARTY-SYNTHETIC_NNBSP-pm-12h-date__jake-walker-workout-converter__sample_data_strong.csv": .kg,
    ]

    @Test func everyUnitlessExportIsReadInItsLiftersUnitOrAsks() throws {
        let folder = ImportFixtures.root.appendingPathComponent("strong")
        var decided: [String: WeightUnit?] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".csv") }) {
            let parsed = try ImportFixtures.read("strong/" + file)
            let unitless = parsed.workouts.flatMap { $0.exercises.flatMap { $0.sets.compactMap(\.weight) } }.filter { $0.unit == nil }
            guard !unitless.isEmpty else { continue }
            decided[file] = WeightEvidence.of(unitless).favoured()
        }
        #expect(decided == Self.expected)
    }
}
