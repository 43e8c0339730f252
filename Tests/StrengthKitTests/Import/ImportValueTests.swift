import Foundation
import Testing
@testable import StrengthKit

/// The small parsers and rules behind import, table-driven with values worked out by hand.
@Suite struct ImportValueTests {
    @Test(arguments: [
        ("15 Sep 2025, 07:48", "2025-09-15 07:48"), ("3 Jul 2024, 18:05", "2024-07-03 18:05"),
        ("11 Nis 2026, 13:05", "2026-04-11 13:05"), ("2 Şub 2025, 09:00", "2025-02-02 09:00"), ("9 Ağu 2023, 21:30", "2023-08-09 21:30"),
        ("30 Set 2025, 09:59", "2025-09-30 09:59"), ("1 Fev 2026, 10:00", "2026-02-01 10:00"), ("5 Out 2025, 08:00", "2025-10-05 08:00"),
        ("4 Ene 2025, 12:00", "2025-01-04 12:00"), ("7 Dic 2024, 12:00", "2024-12-07 12:00"),
        ("8 Mär 2025, 12:00", "2025-03-08 12:00"), ("8 Okt 2025, 12:00", "2025-10-08 12:00"),
        ("8 févr. 2025, 12:00", "2025-02-08 12:00"), ("8 août 2025, 12:00", "2025-08-08 12:00"),
        ("8 gen 2025, 12:00", "2025-01-08 12:00"), ("8 ott 2025, 12:00", "2025-10-08 12:00"),
        ("May 15, 2026, 7:26 PM", "2026-05-15 19:26"), ("05.06.2026, 07:30", "2026-06-05 07:30"),
    ])
    func hevyDatesInTheLanguagesSeen(_ text: String, expected: String) throws {
        #expect(try HevyDate.parse(text).description == expected)
    }

    @Test func anUnknownHevyMonthIsAnError() {
        #expect(throws: HevyDate.Failure.unknownMonth("Xyz")) { try HevyDate.parse("1 Xyz 2025, 10:00") }
        #expect(throws: HevyDate.Failure.malformed) { try HevyDate.parse("31 Feb 2025, 10:00") }
    }

    @Test(arguments: [
        ("1h 5m", 3900), ("45m", 2700), ("2h", 7200), ("55s", 55), ("38min", 2280), ("1h 6min", 3960),
        ("1小时13分钟", 4380), ("49分钟", 2940), ("1小时", 3600), ("4195", 4195), ("48h 40m", 175_200),
    ])
    func strongDurations(_ text: String, seconds: Int) {
        #expect(ImportTimeText.strongDuration(text) == seconds)
    }

    @Test func notDurations() {
        for text in ["soon", "1x", "h", "5 parsecs"] { #expect(ImportTimeText.strongDuration(text) == nil, "\(text)") }
    }

    @Test func twelveHourStrongDatesWithANarrowNoBreakSpace() {
        #expect(ImportTimeText.localDateTime("2025-01-30 12:34:56\u{202F}pm")?.description == "2025-01-30 12:34:56")
        #expect(ImportTimeText.localDateTime("2025-01-30 12:34:56 AM")?.description == "2025-01-30 00:34:56")
        #expect(ImportTimeText.localDateTime("2025-01-30 01:02:03 pm")?.description == "2025-01-30 13:02:03")
        #expect(ImportTimeText.clockTime("10:56 PM")! == (22, 56))
        #expect(ImportTimeText.clockDuration("1:59:30") == 7170)
    }

    @Test(arguments: [
        ("1", StrongSetOrder.set(.normal)), ("0", .set(.normal)), ("W", .set(.warmup)), ("WARM_UP", .set(.warmup)),
        ("D", .set(.drop)), ("F", .set(.failure)), ("FAILURE", .set(.failure)), ("Rest Timer", .rest), ("Ruhezeit", .rest),
        ("Note", .note), ("Superset", .unknown("Superset")),
    ])
    func strongSetOrderTags(_ text: String, expected: StrongSetOrder) {
        #expect(StrongSetOrder(text) == expected)
    }

    /// Snapping, with the arithmetic: 150 lb = 68.0388555 kg; 135 lb = 61.2349700 kg (Strong's C export
    /// wrote 61.23492, 135 × 0.453592); 77.16 lb (FitNotes, 2 decimals) = 34.99919 kg → 35 kg;
    /// 20.4 kg (StrongLifts, 1 decimal) = 44.974 lb → 45 lb = 20.411657 kg; 44.09245243697551 lb = 20 kg;
    /// 71.32500457763672 kg is float32 for 71.325. The unit a weight was typed in is the reading it snapped
    /// to; 71.325 kg is round in neither, and 0 in both, so they take the file's (kg, for no weights).
    @Test(arguments: [
        (149.99999999999997, WeightUnit.lb, nil as Int?, 68.038856, WeightUnit.lb),
        (61.23492, .kg, nil, 61.23497, .lb),
        (52.163122550000004, .kg, nil, 52.163123, .lb),
        (2.2679618500000003, .kg, nil, 2.267962, .lb),
        (77.16, .lb, 2, 35.0, .kg),
        (198.42, .lb, 2, 90.0, .kg),
        (20.4, .kg, 1, 20.411657, .lb),
        (55.0, .kg, 1, 55.0, .kg),
        (44.09245243697551, .lb, nil, 20.0, .kg),
        (71.32500457763672, .kg, nil, 71.325, .kg),
        (102.5, .kg, nil, 102.5, .kg),
        (6.80388555, .kg, nil, 6.803886, .lb),
        (0, .lb, nil, 0, .kg),
    ])
    func weightsSnapBackToWhatWasTyped(_ value: Double, unit: WeightUnit, decimals: Int?, kilograms: Double, typed: WeightUnit) {
        let snapper = WeightSnapper(weights: [], fallback: .kg)
        let reading = snapper.reading(SourceWeight(value: value, unit: unit, decimals: decimals), in: unit)
        #expect(abs(reading.kilograms - kilograms) < 1e-9)
        #expect(reading.typedIn == typed)
    }

    @Test func unitEvidenceTellsPoundsExportedFromKilograms() {
        // 44.09245 lb is 20 kg: numbers the app converted from kilograms are pounds.
        let values = [44.09245243697551, 66.13867865546327, 110.23113109243879].map { SourceWeight(value: $0, unit: nil) }
        let evidence = WeightEvidence.of(values)
        #expect(evidence.weights == 3 && evidence.convertedFromKilograms == 3 && evidence.convertedFromPounds == 0)
        #expect(evidence.favoured() == .lb)
    }

    @Test(arguments: [
        ("Bench Press (Barbell)", ["WR", "WR", "Wr0"], ExerciseType.weightReps),
        ("Chin Up", ["R", "R", "WR"], .bodyweightReps),
        ("Chin Up (Assisted)", ["WR", "WR"], .bodyweightReps),
        ("Back Extension (Weighted Hyperextension)", ["WR", "WR", "WR"], .bodyweightReps),
        ("Plank", ["S", "S"], .duration),
        ("Weighted Plank", ["WS", "WS"], .weightDuration),
        ("Running", ["DS", "S", "D"], .distanceDuration),
        ("Farmers Walk", ["WD", "WD"], .distanceDuration),
        ("sled back peddle pull", ["W", "W"], .weightReps),
        ("Lateral Raise", ["WR", "WR", "S"], .weightReps),
    ])
    func typeInference(_ name: String, sets: [String], expected: ExerciseType) {
        let shapes = sets.map { code in
            SetShape(SourceSet(weight: code.contains("W") ? SourceWeight(value: 20, unit: .kg) : nil,
                               reps: code.contains("r0") ? 0 : code.contains("R") ? 8 : nil,
                               seconds: code.contains("S") ? 60 : nil,
                               distance: code.contains("D") ? SourceDistance(value: 1, unit: .km) : nil, line: 1))
        }
        #expect(ExerciseTypeInference.infer(name: name, shapes: shapes) == expected)
    }

    @Test func setsThatDoNotFitTheirTypeKeepTheirValuesInNotes() {
        let carry = SourceSet(weight: SourceWeight(value: 225, unit: .lb), distance: SourceDistance(value: 0.01, unit: .mi), line: 7)
        let stored = ImportedSetConverter.convert(carry, shape: SetShape(carry), to: .distanceDuration,
                                                  kilograms: 102.058283, meters: 16.093, notes: nil)
        #expect(stored.set == WorkoutSet(distanceMeters: 16.093, notes: "Also in the export: 225 lb"))
        #expect(SetRules.problem(with: stored.set, for: .distanceDuration) == nil)
        let weightOnly = SourceSet(weight: SourceWeight(value: 295, unit: .lb), line: 8)
        let placeholder = ImportedSetConverter.convert(weightOnly, shape: SetShape(weightOnly), to: .weightReps,
                                                       kilograms: 133.8, meters: nil, notes: nil)
        #expect(placeholder.set == WorkoutSet(weightKg: 133.8, reps: 0))
        #expect(placeholder.lacked == "reps")
    }

    @Test func notesGetRealLineBreaks() {
        #expect(ImportText.notes("Lower: all sets 175 next time\\nLegs: 170") == "Lower: all sets 175 next time\nLegs: 170")
        #expect(ImportText.notes("a\r\nb ") == "a\nb")
        #expect(ImportText.notes("  ") == nil)
    }

    @Test func mapArguments() {
        #expect(ImportNameMapping(argument: "Squat (Barbell)=Squat") == ImportNameMapping(theirs: "Squat (Barbell)", ours: "Squat"))
        #expect(ImportNameMapping(argument: "A=B=C") == ImportNameMapping(theirs: "A=B", ours: "C"))
        #expect(ImportNameMapping(argument: "Squat") == nil)
        #expect(ImportNameMapping(argument: "=Squat") == nil)
    }
}
