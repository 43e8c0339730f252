import Foundation
import Testing
@testable import StrengthKit

/// The hand-written Strong fixtures read set by set. Every expected value is worked out from the
/// rows quoted in the comments, in a new kg project in Europe/Berlin (UTC+1 in winter, UTC+2 from
/// the last Sunday of March to the last Sunday of October). A set typed in pounds keeps the unit
/// (`typedUnit: .lb`).
@Suite struct WrittenFixtureStrongTests {
    typealias Fixtures = WrittenFixtures
    static let lb = WrittenFixtures.pounds

    /// `2025-03-10 18:02:11,"Push Day",1h 5m,"Bench Press (Barbell)",W,40.0,10.0,0,0.0,"Pause on the chest","Felt strong, slept 8h",`
    /// then 1 80×5 @8, Rest Timer 180, 2 80×5 @8.5, Rest Timer 180, F 80×3 @10, D 60×8; Plank 60 s and 45 s.
    /// `2025-03-12 07:30:00,"Run, then ""legs""",45m,"Running",1,0,0.0,5.2,1560.0,"","Easy pace\nthen squats",`,
    /// Squat 100×5, 100×5, 100×0. `2025-03-14 18:00:00,"Pull",55s`: Pull Up 0×8, 10×6 and a row of zeros.
    @Test func commaA() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("strong/A-comma-12-columns.csv", into: &data, options: ImportOptions(units: .kg))
        #expect(report.units?.unit == .kg)
        #expect(report.units?.source == .option)
        #expect(report.units?.warning == nil)

        let push = try Fixtures.workout(startingAt: "2025-03-10T18:02:11+01:00", in: data)
        #expect(push.name == "Push Day")
        #expect(push.notes == "Felt strong, slept 8h")
        #expect(push.end?.description == "2025-03-10T19:07:11+01:00")  // 1h 5m
        #expect(push.source.app == "strong")
        #expect(push.source.file == "A-comma-12-columns.csv")
        #expect(push.source.line == 2)
        let bench = try Fixtures.exercise(named: "Bench Press (Barbell)", in: data)
        #expect(bench.type == .weightReps)
        #expect(push.exercises.map(\.exercise) == [bench.id, "plank"])
        #expect(push.exercises[0].notes == "Pause on the chest")
        #expect(push.exercises[0].sets == [
            WorkoutSet(kind: .warmup, weightKg: 40, reps: 10),
            WorkoutSet(weightKg: 80, reps: 5, rpe: 8, restSeconds: 180),
            WorkoutSet(weightKg: 80, reps: 5, rpe: 8.5, restSeconds: 180),
            WorkoutSet(kind: .failure, weightKg: 80, reps: 3, rpe: 10),
            WorkoutSet(kind: .drop, weightKg: 60, reps: 8),
        ])
        #expect(push.exercises[1].sets == [WorkoutSet(durationSeconds: 60), WorkoutSet(durationSeconds: 45)])

        let run = try Fixtures.workout(startingAt: "2025-03-12T07:30:00+01:00", in: data)
        #expect(run.name == "Run, then \"legs\"")
        #expect(run.notes == "Easy pace\nthen squats")
        #expect(run.durationSeconds == 45 * 60)
        #expect(run.exercises.map(\.exercise) == ["running", "squat"])
        // A unitless distance in a kg project is kilometres.
        #expect(run.exercises[0].sets == [WorkoutSet(durationSeconds: 1560, distanceMeters: 5200)])
        // 0 reps with a weight is a missed attempt, kept.
        #expect(run.exercises[1].sets == [WorkoutSet(weightKg: 100, reps: 5), WorkoutSet(weightKg: 100, reps: 5), WorkoutSet(weightKg: 100, reps: 0)])

        let pull = try Fixtures.workout(startingAt: "2025-03-14T18:00:00+01:00", in: data)
        #expect(pull.durationSeconds == 55)
        #expect(pull.exercises.map(\.exercise) == ["pull-up"])
        #expect(pull.exercises[0].sets == [WorkoutSet(reps: 8), WorkoutSet(weightKg: 10, reps: 6)])
        #expect(report.warnings.contains { $0.message.contains("never filled in") && $0.lines == [17] })
    }

    /// A′ with `--units lb`: `2024-11-04 06:15:42,"Upper Body Day",57m,"Overhead Press (Barbell)",W,45.0,10.0,0,0.0,`
    /// then 95×8 @7.5, 95×7 @8, D 65×10; Lat Pulldown (Cable) `149.99999999999997`×10 and ×9 (150 lb).
    /// `2024-11-06 06:20:03,"Lower Body Day",1h 2m`: Deadlift W 135×5, `245.00000000000003`×5, ×5 @9, ×5 @9.5.
    @Test func commaAPrimeInPounds() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("strong/A-prime-comma-10-columns-no-notes.csv", into: &data, options: ImportOptions(units: .lb))
        #expect(report.units?.unit == .lb)
        #expect(report.units?.source == .option)
        let upper = try Fixtures.workout(startingAt: "2024-11-04T06:15:42+01:00", in: data)
        #expect(upper.durationSeconds == 57 * 60)
        #expect(upper.notes == nil)
        #expect(upper.exercises[0].sets == [
            WorkoutSet(kind: .warmup, weightKg: Self.lb(45), reps: 10, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(95), reps: 8, rpe: 7.5, typedUnit: .lb),
            WorkoutSet(weightKg: Self.lb(95), reps: 7, rpe: 8, typedUnit: .lb), WorkoutSet(kind: .drop, weightKg: Self.lb(65), reps: 10, typedUnit: .lb),
        ])
        // 150 lb = 68.0388555 kg.
        #expect(upper.exercises[1].sets == [WorkoutSet(weightKg: Self.lb(150), reps: 10, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(150), reps: 9, typedUnit: .lb)])
        #expect(abs(Self.lb(150) - 68.0388555) < 1e-6)
        let lower = try Fixtures.workout(startingAt: "2024-11-06T06:20:03+01:00", in: data)
        #expect(lower.durationSeconds == 62 * 60)
        #expect(lower.exercises[0].sets == [
            WorkoutSet(kind: .warmup, weightKg: Self.lb(135), reps: 5, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(245), reps: 5, typedUnit: .lb),
            WorkoutSet(weightKg: Self.lb(245), reps: 5, rpe: 9, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(245), reps: 5, rpe: 9.5, typedUnit: .lb),
        ])
    }

    /// A1 read as kg (the project's unit): `2019-02-14 07:33:40,"Утренняя тренировка","Elliptical Machine",1,0,0,2.0,330,"","",`;
    /// Bent Over Row (Barbell) `20.41165665`×8 (45 lb), ×8 @8, note "Strict form"; Bicep Curl (Dumbbell) `6.80388555`
    /// ×12 and ×10 (15 lb). `2019-02-16 10:05:12`: the row `22.6796185`×8 twice (50 lb).
    @Test func commaA1WithKilogramsTypedAsPounds() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("strong/A1-comma-11-columns-no-duration.csv", into: &data)
        #expect(report.units?.unit == .kg)
        #expect(report.units?.typedIn == .lb)
        let morning = try Fixtures.workout(startingAt: "2019-02-14T07:33:40+01:00", in: data)
        #expect(morning.name == "Утренняя тренировка")
        #expect(morning.end == nil, "A1 has no duration")
        let elliptical = try Fixtures.exercise(named: "Elliptical Machine", in: data)
        #expect(elliptical.type == .distanceDuration)
        #expect(morning.exercises[0].sets == [WorkoutSet(durationSeconds: 330, distanceMeters: 2000)])
        #expect(morning.exercises[1].notes == "Strict form")
        #expect(morning.exercises[1].sets == [WorkoutSet(weightKg: Self.lb(45), reps: 8, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(45), reps: 8, rpe: 8, typedUnit: .lb)])
        #expect(morning.exercises[2].sets == [WorkoutSet(weightKg: Self.lb(15), reps: 12, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(15), reps: 10, typedUnit: .lb)])
        let saturday = try Fixtures.workout(startingAt: "2019-02-16T10:05:12+01:00", in: data)
        #expect(saturday.exercises[0].sets == [WorkoutSet(weightKg: Self.lb(50), reps: 8, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(50), reps: 8, typedUnit: .lb)])
    }

    /// A0: `2018-05-02 17:45:10,"Full Body A","Squat (Barbell)",1,60,5,0,0,"","First session back"`, 60×5, 62.5×5;
    /// Chin Up 0×8, 0×6. `2018-05-04 18:01:40,"Full Body B","Deadlift"`: 100×5, 110×3.
    @Test func commaA0() throws {
        var data = ImportFixtures.freshData()
        try Fixtures.importFile("strong/A0-comma-10-columns-no-duration-no-rpe.csv", into: &data, options: ImportOptions(units: .kg))
        let a = try Fixtures.workout(startingAt: "2018-05-02T17:45:10+02:00", in: data)
        #expect(a.name == "Full Body A")
        #expect(a.notes == "First session back")
        #expect(a.end == nil)
        #expect(a.exercises[0].sets == [WorkoutSet(weightKg: 60, reps: 5), WorkoutSet(weightKg: 60, reps: 5), WorkoutSet(weightKg: 62.5, reps: 5)])
        #expect(a.exercises[1].exercise == "chin-up")
        #expect(a.exercises[1].sets == [WorkoutSet(reps: 8), WorkoutSet(reps: 6)])
        let b = try Fixtures.workout(startingAt: "2018-05-04T18:01:40+02:00", in: data)
        #expect(b.exercises.map(\.exercise) == ["deadlift"])
        #expect(b.exercises[0].sets == [WorkoutSet(weightKg: 100, reps: 5), WorkoutSet(weightKg: 110, reps: 3)])
    }

    /// German, with `--map "Rudergerät Time=Rowing Machine"`:
    /// `2025-10-27 17:20:05,"Rücken & Bizeps",1h 6min,"Lat Pulldown (Cable)",1,50.0,12.0,0,0.0,"Griff eng","Nach der Arbeit",`,
    /// Ruhezeit 90, 55×10, Ruhezeit 90; Rudergerät Time 1.5 km in 420 s; Hammer Curl 14×10, Ruhezeit 60, 14×9.
    /// `2025-10-29 18:00:00,"Beine",38min`: Squat 90×6, Ruhezeit 120, 90×6.
    @Test func germanHeaderRestRowsAndAMappedName() throws {
        var data = ImportFixtures.freshData()
        let options = ImportOptions(units: .kg, nameMap: [ImportNameMapping(theirs: "Rudergerät Time", ours: "Rowing Machine")])
        let report = try Fixtures.importFile("strong/A-comma-German-header.csv", into: &data, options: options)
        // The day after the clocks went back (2025-10-26): UTC+1.
        let back = try Fixtures.workout(startingAt: "2025-10-27T17:20:05+01:00", in: data)
        #expect(back.name == "Rücken & Bizeps")
        #expect(back.notes == "Nach der Arbeit")
        #expect(back.durationSeconds == 66 * 60)
        #expect(back.exercises.map(\.exercise) == [try Fixtures.exercise(named: "Lat Pulldown (Cable)", in: data).id, "rowing-machine", "hammer-curl"])
        #expect(back.exercises[0].notes == "Griff eng")
        #expect(back.exercises[0].sets == [WorkoutSet(weightKg: 50, reps: 12, restSeconds: 90), WorkoutSet(weightKg: 55, reps: 10, restSeconds: 90)])
        #expect(back.exercises[1].sets == [WorkoutSet(durationSeconds: 420, distanceMeters: 1500)])
        #expect(back.exercises[2].sets == [WorkoutSet(weightKg: 14, reps: 10, restSeconds: 60), WorkoutSet(weightKg: 14, reps: 9)])
        // The mapped name is remembered as an alias.
        #expect(data.library.exercise(id: "rowing-machine")?.aliases == ["Rudergerät Time"])
        // The catalogue knows Strong's "Lat Pulldown (Cable)" as the library's Lat Pulldown.
        #expect(report.aliasesAdded == ["Lat Pulldown (Cable) → Lat Pulldown", "Rudergerät Time → Rowing Machine"])
        let legs = try Fixtures.workout(startingAt: "2025-10-29T18:00:00+01:00", in: data)
        #expect(legs.durationSeconds == 38 * 60)
        #expect(legs.exercises[0].sets == [WorkoutSet(weightKg: 90, reps: 6, restSeconds: 120), WorkoutSet(weightKg: 90, reps: 6)])
    }

    /// French, CRLF: `2023-09-05 12:15:00,"Pecs et épaules",1h 5min,"Bench Press (Dumbbell)",1,22.5,10,0,0,"","Séance courte",`,
    /// 25×8; Lateral Raise (Dumbbell) 8×15, 8×12. `2023-09-07 12:10:30,"Dos",35min`: Aerobics 600 s; Seated Row (Cable) 45×12 twice.
    @Test func frenchHeaderWithCRLF() throws {
        var data = ImportFixtures.freshData()
        try Fixtures.importFile("strong/A-comma-French-header-CRLF.csv", into: &data, options: ImportOptions(units: .kg))
        let chest = try Fixtures.workout(startingAt: "2023-09-05T12:15:00+02:00", in: data)
        #expect(chest.name == "Pecs et épaules")
        #expect(chest.notes == "Séance courte")
        #expect(chest.durationSeconds == 65 * 60)
        #expect(chest.exercises[0].sets == [WorkoutSet(weightKg: 22.5, reps: 10), WorkoutSet(weightKg: 25, reps: 8)])
        #expect(chest.exercises[1].sets == [WorkoutSet(weightKg: 8, reps: 15), WorkoutSet(weightKg: 8, reps: 12)])
        let back = try Fixtures.workout(startingAt: "2023-09-07T12:10:30+02:00", in: data)
        #expect(back.name == "Dos")
        #expect(back.durationSeconds == 35 * 60)
        #expect(try Fixtures.exercise(named: "Aerobics", in: data).type == .duration)
        #expect(back.exercises[0].sets == [WorkoutSet(durationSeconds: 600)])
        #expect(try Fixtures.exercise(named: "Seated Row (Cable)", in: data).id == back.exercises[1].exercise)
    }

    /// Chinese, kilograms shown in pounds: `2021-04-13 07:10:22,"3.Push",1小时13分钟,"Bench Press (Barbell)",1,44.09245243697551,10,0,0,"热身后","星期二",`
    /// (20 kg), `132.27735731092653`×5 (60 kg), `137.7889138655485`×5 @8 (62.5 kg). `2021-04-15 06:55:00,"4.Pull",49分钟`:
    /// Deadlift (Barbell) `220.46226218487757`×5 (100 kg), `264.55471462185307`×3 (120 kg).
    @Test func chineseHeaderWithKilogramsShownInPounds() throws {
        var data = ImportFixtures.freshData()
        try Fixtures.importFile("strong/A-comma-Chinese-header-kg-shown-in-lb.csv", into: &data, options: ImportOptions(units: .lb))
        let push = try Fixtures.workout(startingAt: "2021-04-13T07:10:22+02:00", in: data)
        #expect(push.name == "3.Push")
        #expect(push.notes == "星期二")
        #expect(push.durationSeconds == 73 * 60)
        #expect(push.exercises[0].notes == "热身后")
        #expect(push.exercises[0].sets == [WorkoutSet(weightKg: 20, reps: 10), WorkoutSet(weightKg: 60, reps: 5), WorkoutSet(weightKg: 62.5, reps: 5, rpe: 8)])
        let pull = try Fixtures.workout(startingAt: "2021-04-15T06:55:00+02:00", in: data)
        #expect(pull.durationSeconds == 49 * 60)
        #expect(pull.exercises[0].sets == [WorkoutSet(weightKg: 100, reps: 5), WorkoutSet(weightKg: 120, reps: 3)])

        // With no --units, the numbers' float noise (kilograms converted to pounds) says lb by itself.
        var byEvidence = ImportFixtures.freshData()
        let report = try Fixtures.importFile("strong/A-comma-Chinese-header-kg-shown-in-lb.csv", into: &byEvidence)
        #expect(report.units?.unit == .lb && report.units?.source == .evidence && report.units?.typedIn == .kg)
        #expect(report.units?.evidence?.convertedFromKilograms == 5)
        #expect(byEvidence.workouts == data.workouts)
        // Read as kg (--units kg), the same numbers are not round: the summary says to use --units lb.
        var asKilograms = ImportFixtures.freshData()
        let wrong = try Fixtures.importFile("strong/A-comma-Chinese-header-kg-shown-in-lb.csv", into: &asKilograms, options: ImportOptions(units: .kg))
        #expect(wrong.units?.warning?.hasSuffix("import again with --units lb") == true)
    }

    /// A header in a language the synonym table lacks, read by position:
    /// `2024-06-18 19:30:00,"Gambe",50m,"Leg Press",1,120.0,12.0,0,0.0,"","Caldo in palestra",`, then
    /// `Timer di riposo` with 120 in Secondi, 140×10, 140×8 @9; Standing Calf Raise 60×15 twice.
    @Test func anotherLanguageByPosition() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("strong/A-comma-Italian-header-by-position.csv", into: &data, options: ImportOptions(units: .kg))
        let legs = try Fixtures.workout(startingAt: "2024-06-18T19:30:00+02:00", in: data)
        #expect(legs.name == "Gambe")
        #expect(legs.notes == "Caldo in palestra")
        #expect(legs.durationSeconds == 50 * 60)
        #expect(legs.exercises.map(\.exercise) == ["leg-press", "standing-calf-raise"])
        #expect(legs.exercises[0].sets == [
            WorkoutSet(weightKg: 120, reps: 12, restSeconds: 120), WorkoutSet(weightKg: 140, reps: 10), WorkoutSet(weightKg: 140, reps: 8, rpe: 9),
        ])
        #expect(report.warnings.contains { $0.message == "Set Order 'Timer di riposo' is not a tag strength-site knows; read as a rest timer" && $0.lines == [3] })
        let push = try Fixtures.workout(startingAt: "2024-06-20T19:45:10+02:00", in: data)
        #expect(push.exercises[0].exercise == "bench-press")
        #expect(push.durationSeconds == 41 * 60)
    }

    /// B0, newest first: `2018-11-05 18:10:44;"Bike";"Cycling";1;;;;6.2;mi.;1800;"";"Zone 2"`;
    /// `2018-11-03 10:22:31;"B";"Squat";1;135;lbs;5;;;0;"";""`, 155 lbs ×5, 175 lbs ×3; Overhead Press 65 lbs ×8 twice.
    @Test func semicolonB0() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("strong/B0-semicolon-12-columns.csv", into: &data)
        #expect(report.units?.source == .file)
        let bike = try Fixtures.workout(startingAt: "2018-11-05T18:10:44+01:00", in: data)
        #expect(bike.notes == "Zone 2")
        // 6.2 mi × 1,609.344 m = 9,977.9328 m, kept to the millimetre.
        #expect(bike.exercises[0].exercise == "cycling")
        #expect(bike.exercises[0].sets == [WorkoutSet(durationSeconds: 1800, distanceMeters: 9977.933)])
        let b = try Fixtures.workout(startingAt: "2018-11-03T10:22:31+01:00", in: data)
        #expect(b.exercises.map(\.exercise) == ["squat", "overhead-press"])
        #expect(b.exercises[0].sets == [WorkoutSet(weightKg: Self.lb(135), reps: 5, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(155), reps: 5, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(175), reps: 3, typedUnit: .lb)])
        #expect(b.exercises[1].sets == [WorkoutSet(weightKg: Self.lb(65), reps: 8, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(65), reps: 8, typedUnit: .lb)])
    }

    /// B1, a unit on every row: `2019-03-08 12:31:54;"Leg";"Squat";1;60;kg;5;;;;0;"";""`, 60 kg ×5 @8;
    /// Leg Extension 90 lbs ×12, ×10; `"Plank";1;;;;;;mi.;60` (a distance unit with no distance).
    /// `2019-03-10 12:05:00;"Upper";"Bench Press";1;50;kg;8;7;;;0;"Flat";""`, 50 kg ×8 @8.
    @Test func semicolonB1WithKilogramAndPoundRows() throws {
        var data = ImportFixtures.freshData()
        try Fixtures.importFile("strong/B1-semicolon-13-columns-kg-and-lbs-rows.csv", into: &data)
        let leg = try Fixtures.workout(startingAt: "2019-03-08T12:31:54+01:00", in: data)
        #expect(leg.exercises.map(\.exercise) == ["squat", "leg-extension", "plank"])
        #expect(leg.exercises[0].sets == [WorkoutSet(weightKg: 60, reps: 5), WorkoutSet(weightKg: 60, reps: 5, rpe: 8)])
        // 90 lb = 40.8233133 kg.
        #expect(leg.exercises[1].sets == [WorkoutSet(weightKg: Self.lb(90), reps: 12, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(90), reps: 10, typedUnit: .lb)])
        #expect(leg.exercises[2].sets == [WorkoutSet(durationSeconds: 60)])
        let upper = try Fixtures.workout(startingAt: "2019-03-10T12:05:00+01:00", in: data)
        #expect(upper.exercises[0].notes == "Flat")
        #expect(upper.exercises[0].sets == [WorkoutSet(weightKg: 50, reps: 8, rpe: 7), WorkoutSet(weightKg: 50, reps: 8, rpe: 8)])
    }

    /// B: `2023-04-02 17:52:29;"Sunday Run";"Running";1;;;;;10.5;km;3300;"";"Long run` + newline + `legs felt heavy";58m`;
    /// `2023-04-04 06:40:00;"Push";"Bench Press";1;80;kg;5;6.5;;;0;"";"";1h 2m`, 80 kg ×5 @7, `82.5;;5;8` (no unit);
    /// Dip 10 kg ×8, note "Belt".
    @Test func semicolonBWithANewlineInANoteAndAMissingUnit() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("strong/B-semicolon-14-columns-newline-in-note.csv", into: &data)
        let run = try Fixtures.workout(startingAt: "2023-04-02T17:52:29+02:00", in: data)
        #expect(run.notes == "Long run\nlegs felt heavy")
        #expect(run.durationSeconds == 58 * 60)
        #expect(run.exercises[0].sets == [WorkoutSet(durationSeconds: 3300, distanceMeters: 10_500)])
        let push = try Fixtures.workout(startingAt: "2023-04-04T06:40:00+02:00", in: data)
        #expect(push.durationSeconds == 62 * 60)
        #expect(push.exercises[0].sets == [
            WorkoutSet(weightKg: 80, reps: 5, rpe: 6.5), WorkoutSet(weightKg: 80, reps: 5, rpe: 7), WorkoutSet(weightKg: 82.5, reps: 5, rpe: 8),
        ])
        #expect(push.exercises[1].exercise == "dip")
        #expect(push.exercises[1].notes == "Belt")
        #expect(push.exercises[1].sets == [WorkoutSet(weightKg: 10, reps: 8)])
        // The record that spans lines 2 and 3 moves the bench set without a unit to line 6.
        #expect(report.warnings.contains { $0.message == "a weight with an empty Weight Unit was read as kg, the unit of most rows" && $0.lines == [6] })
    }

    /// C, a pound user's file in kg (Strong converts with 0.453592): `"1";"2025-02-03 06:45:10";"Push";"3725";
    /// "Bench Press (Barbell)";"Note";...;"Touch and go";"Early, before work"`, then WARM_UP `20.41164`×10 (45 lb),
    /// 1 `61.23492`×5 @8 (135 lb), Rest Timer 150, 2 ×5 @9, FAILURE ×3 @10; Triceps Pushdown `22.6796`×12 (50 lb).
    /// `"2";"2025-02-05 07:47:59";"Cardio";"1980"`: Running (Treadmill) 1600 m in 480 s, 3200 m in 1000 s; Plank 90 s.
    /// `"3";"2025-02-07 06:50:00";"Legs"`: Squat (Barbell) WARM_UP 135 lb ×5, `102.0582`×5 twice (225 lb), an empty row.
    @Test func semicolonCEveryFieldQuoted() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("strong/C-semicolon-every-field-quoted.csv", into: &data)
        #expect(report.units?.unit == .kg)
        #expect(report.units?.source == .file)
        #expect(report.units?.typedIn == .lb)
        let push = try Fixtures.workout(startingAt: "2025-02-03T06:45:10+01:00", in: data)
        #expect(push.notes == "Early, before work")
        #expect(push.durationSeconds == 3725)
        #expect(push.exercises[0].notes == "Touch and go")
        #expect(push.exercises[0].sets == [
            WorkoutSet(kind: .warmup, weightKg: Self.lb(45), reps: 10, typedUnit: .lb),
            WorkoutSet(weightKg: Self.lb(135), reps: 5, rpe: 8, restSeconds: 150, typedUnit: .lb),
            WorkoutSet(weightKg: Self.lb(135), reps: 5, rpe: 9, typedUnit: .lb),
            WorkoutSet(kind: .failure, weightKg: Self.lb(135), reps: 3, rpe: 10, typedUnit: .lb),
        ])
        #expect(push.exercises[1].exercise == "triceps-pushdown")
        #expect(push.exercises[1].sets == [WorkoutSet(weightKg: Self.lb(50), reps: 12, typedUnit: .lb)])
        let cardio = try Fixtures.workout(startingAt: "2025-02-05T07:47:59+01:00", in: data)
        #expect(cardio.notes == nil)
        #expect(cardio.exercises[0].sets == [WorkoutSet(durationSeconds: 480, distanceMeters: 1600), WorkoutSet(durationSeconds: 1000, distanceMeters: 3200)])
        #expect(cardio.exercises[1].sets == [WorkoutSet(durationSeconds: 90)])
        let legs = try Fixtures.workout(startingAt: "2025-02-07T06:50:00+01:00", in: data)
        #expect(legs.exercises[0].sets == [
            WorkoutSet(kind: .warmup, weightKg: Self.lb(135), reps: 5, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(225), reps: 5, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(225), reps: 5, typedUnit: .lb),
        ])
        #expect(report.warnings.contains { $0.message.contains("never filled in") && $0.lines == [15] })
    }

    /// OLDEST, comma, CRLF: `2016-11-14 19:05:12,"W2D1","Squat",0,72.5,5,0.0,0,"Belt from set 2"` (0-based),
    /// 72.5×5 twice more; Bench Press 50×5 twice. `2016-11-16 19:10:40,"Run","Running",0,0.0,0,3.0,1020,""`.
    @Test func oldestCommaWithUnitsAsColumnNames() throws {
        var data = ImportFixtures.freshData()
        try Fixtures.importFile("strong/OLDEST-comma-unit-as-column-name-CRLF.csv", into: &data)
        let w2d1 = try Fixtures.workout(startingAt: "2016-11-14T19:05:12+01:00", in: data)
        #expect(w2d1.name == "W2D1")
        #expect(w2d1.exercises[0].notes == "Belt from set 2")
        #expect(w2d1.exercises[0].sets == Array(repeating: WorkoutSet(weightKg: 72.5, reps: 5), count: 3))
        #expect(w2d1.exercises[1].sets == Array(repeating: WorkoutSet(weightKg: 50, reps: 5), count: 2))
        let run = try Fixtures.workout(startingAt: "2016-11-16T19:10:40+01:00", in: data)
        #expect(run.exercises[0].sets == [WorkoutSet(durationSeconds: 1020, distanceMeters: 3000)])
    }

    /// OLDEST, semicolon, each line wrapped in quotes: `"2018-04-16 17:40:02;""A"";""Bench Press"";1;95;5;;0;"""";""Deload week"""`,
    /// 95 lbs ×5, 100 lbs ×5; Barbell Row 85 lbs ×8 twice. `2018-04-18 17:35:50`, Running 1.5 mi in 1200 s.
    @Test func oldestSemicolonWithWrappedLines() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("strong/OLDEST-semicolon-lines-wrapped-in-quotes.csv", into: &data)
        let a = try Fixtures.workout(startingAt: "2018-04-16T17:40:02+02:00", in: data)
        #expect(a.notes == "Deload week")
        #expect(a.exercises.map(\.exercise) == ["bench-press", "barbell-row"])
        #expect(a.exercises[0].sets == [WorkoutSet(weightKg: Self.lb(95), reps: 5, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(95), reps: 5, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(100), reps: 5, typedUnit: .lb)])
        #expect(a.exercises[1].sets == [WorkoutSet(weightKg: Self.lb(85), reps: 8, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(85), reps: 8, typedUnit: .lb)])
        let walk = try Fixtures.workout(startingAt: "2018-04-18T17:35:50+02:00", in: data)
        // 1.5 mi × 1,609.344 m = 2,414.016 m.
        #expect(walk.exercises[0].sets == [WorkoutSet(durationSeconds: 1200, distanceMeters: 2414.016)])
        #expect(report.warnings.contains { $0.message.hasPrefix("lines wrapped whole in one pair of quotes") && $0.lines == [2, 3, 4, 5, 6, 7] })
    }

    /// A pound lifter's A′ file whose plates point both ways — 135 and 185 for lb; 12.5, 17.5, 27.5,
    /// 32.5 for kg (half each) — and whose cable weights are kilograms cut to a decimal in pounds:
    /// `"Chest Fly ( Cable )",1,13.2` (6 kg is 13.228 lb), `17.6` (8 kg), `"Seated Row (Cable)",1,30.8`
    /// (14 kg is 30.865 lb). Plate arithmetic alone asked for --units; the residue says lb.
    @Test func kilogramsCutToADecimalInPoundsSayPounds() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("strong/A-prime-comma-10-columns-kilograms-cut-to-a-decimal-in-pounds.csv", into: &data)
        let units = try #require(report.units)
        #expect(units.unit == .lb && units.source == .evidence && units.warning == nil)
        #expect(units.evidence?.convertedFromKilograms == 4)
        #expect(units.evidence?.lbResidueExamples == [13.2, 17.6, 30.8])
        #expect(units.evidence?.reason == "what the app's conversions left in its numbers (13.2, 17.6, 30.8)")
        // What the plates alone say is no clear answer: 3 for kg (six loads at half), 4 for lb.
        #expect(units.evidence?.kgScore == 3 && units.evidence?.lbPlateLoads == 4)
        let upper = try Fixtures.workout(startingAt: "2024-09-02T17:40:12+02:00", in: data)
        #expect(upper.exercises[0].sets.compactMap(\.weightKg) == [Self.lb(95), Self.lb(135), Self.lb(135)])
    }

    /// A pound lifter's A file (`glenjoy99`'s shape) with round pounds that went through Strong's
    /// kilograms — `"incline shoulder press",3,37.49999999999999`, `"Bent Over One Arm Row (Dumbbell)",2,37.49999999999999`
    /// twice — and 7.5 kg written in pounds to two decimals (`16.53`, twice). Plate arithmetic alone
    /// counted the noisy 37.5s as kilogram dumbbells and read the file as kg.
    @Test func roundPoundsWithFloatNoiseSayPounds() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("strong/A-comma-12-columns-float-noise-in-pounds.csv", into: &data)
        let units = try #require(report.units)
        #expect(units.unit == .lb && units.source == .evidence)
        #expect(units.evidence?.convertedFromKilograms == 5)
        #expect(units.evidence?.lbResidueExamples == [16.53, 37.49999999999999])
        let push = try Fixtures.workout(startingAt: "2025-05-05T19:02:40+02:00", in: data)
        #expect(push.exercises[1].sets.compactMap(\.weightKg) == [Self.lb(32.5), Self.lb(35), Self.lb(37.5)])
        #expect(push.exercises[2].sets.compactMap(\.weightKg) == [Self.lb(16.53), Self.lb(16.53)])
    }
}
