import Foundation
import Testing
@testable import StrengthKit

/// The hand-written FitNotes, StrongLifts, Fitbod, JEFIT and export fixtures read set by set, in a
/// new kg project in Europe/Berlin. Date-only workouts (FitNotes, Fitbod 2019, a JEFIT log without
/// a session) start at noon. A set typed in pounds keeps the unit (`typedUnit: .lb`).
@Suite struct WrittenFixtureOtherAppTests {
    typealias Fixtures = WrittenFixtures
    static let lb = WrittenFixtures.pounds

    /// `Date,Exercise,Category,Weight (lbs),...`: `2020-09-13,Barbell Squat,Legs,135.0,5,,,`, 155×5, 175×3;
    /// Pushups 0.0×20, ×15. `2020-09-15,Treadmill,Cardio,,,2.5,mi,0:25:40`; `Side Plank,Abs,,,0.0,kg,0:01:00`;
    /// `Dumbbell Curl,Arms,25.0,12,,,`.
    @Test func fitNotesOldHeaderInPounds() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("fitnotes/old-header-Weight-lbs.csv", into: &data)
        #expect(report.units?.unit == .lb)
        let sunday = try Fixtures.workout(startingAt: "2020-09-13T12:00:00+02:00", in: data)
        #expect(sunday.name == "Workout")
        #expect(sunday.end == nil)
        #expect(sunday.exercises[0].sets == [WorkoutSet(weightKg: Self.lb(135), reps: 5, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(155), reps: 5, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(175), reps: 3, typedUnit: .lb)])
        // Exercises the catalogue knows land in the library's own with its muscle groups; FitNotes'
        // coarse category ("Legs") is not needed for them and no such category is created.
        let squat = try Fixtures.exercise(named: "Barbell Squat", in: data)
        #expect(squat.id == "squat" && squat.categories == ["quads", "glutes"])
        #expect(squat.aliases == ["Barbell Squat"])
        #expect(data.library.category(id: "legs") == nil)
        let pushups = try Fixtures.exercise(named: "Pushups", in: data)
        #expect(pushups.id == "push-up" && pushups.type == .bodyweightReps)
        #expect(pushups.categories == ["chest", "triceps"])
        #expect(sunday.exercises[1].sets == [WorkoutSet(reps: 20), WorkoutSet(reps: 15)])
        let tuesday = try Fixtures.workout(startingAt: "2020-09-15T12:00:00+02:00", in: data)
        // 2.5 mi × 1,609.344 m = 4,023.36 m; 0:25:40 is 1,540 s.
        #expect(tuesday.exercises[0].sets == [WorkoutSet(durationSeconds: 1540, distanceMeters: 4023.36)])
        #expect(try Fixtures.exercise(named: "Side Plank", in: data).type == .duration)
        #expect(tuesday.exercises[1].sets == [WorkoutSet(durationSeconds: 60)])
        #expect(tuesday.exercises[2].exercise == "dumbbell-curl")
        #expect(tuesday.exercises[2].sets == [WorkoutSet(weightKg: Self.lb(25), reps: 12, typedUnit: .lb)])
    }

    /// `Weight (kgs)`: `2019-05-06,Deadlift,Back,140.0,3,,,` twice; `Rowing Machine,Cardio,,,2000.0,m,0:08:05`.
    @Test func fitNotesOldHeaderInKilograms() throws {
        var data = ImportFixtures.freshData()
        try Fixtures.importFile("fitnotes/old-header-Weight-kgs.csv", into: &data)
        let day = try Fixtures.workout(startingAt: "2019-05-06T12:00:00+02:00", in: data)
        #expect(day.exercises.map(\.exercise) == ["deadlift", "rowing-machine"])
        #expect(day.exercises[0].sets == [WorkoutSet(weightKg: 140, reps: 3), WorkoutSet(weightKg: 140, reps: 3)])
        #expect(day.exercises[1].sets == [WorkoutSet(durationSeconds: 485, distanceMeters: 2000)])
    }

    /// `2025-05-12,Overhead Press (Each Side, Dumbbells),Shoulders,14.0,kgs,10,,,` (10 fields for 9 columns),
    /// and `Walking Lunge (Each Leg, Dumbbells, Alternating),Legs,10.0,kgs,12,,,` (11) on line 7.
    @Test func fitNotesNamesWithUnquotedCommas() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("fitnotes/new-header-unquoted-commas-in-names.csv", into: &data)
        // The catalogue reads "(Each Side, Dumbbells)" as the dumbbell press; the lunge is unknown, and its
        // words place it (FitNotes' coarse "Legs" would add a category the library does not have).
        #expect(report.newExercises.map(\.name) == [
            "Dumbbell Overhead Press", "Flat Bench Press (Smith Machine)", "Walking Lunge (Each Leg, Dumbbells, Alternating)",
        ])
        #expect(try Fixtures.exercise(named: "Overhead Press (Each Side, Dumbbells)", in: data).categories.first == "shoulders")
        #expect(try Fixtures.exercise(named: "Walking Lunge (Each Leg, Dumbbells, Alternating)", in: data).categories == ["quads"])
        #expect(data.library.category(id: "legs") == nil)
        #expect(report.warnings.contains { $0.message.hasPrefix("an exercise name with unquoted commas was rebuilt") && $0.lines == [2, 3, 7] })
        let first = try Fixtures.workout(startingAt: "2025-05-12T12:00:00+02:00", in: data)
        #expect(first.exercises[0].sets == [WorkoutSet(weightKg: 14, reps: 10), WorkoutSet(weightKg: 14, reps: 8)])
        let second = try Fixtures.workout(startingAt: "2025-05-14T12:00:00+02:00", in: data)
        #expect(second.exercises[0].exercise == "leg-press")
        #expect(second.exercises[1].sets == [WorkoutSet(weightKg: 10, reps: 12)])
    }

    /// Kilograms written as pounds to 2 decimals: `2026-02-09,Lat Pulldown,Back,110.23,lbs,10,,,,""` (50 kg:
    /// 110.231 lb), `121.25,lbs,8,,,,"Wide grip, slow"` (55 kg: 121.254 lb); `Cable Crunch,Abs,88.18` (40 kg: 88.185 lb).
    /// `2026-02-11,Running,Cardio,,,,5.0,km,0:27:30,""`.
    @Test func fitNotesCommentsAndPoundsThatWereKilograms() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("fitnotes/new-header-Comment-lbs-2-decimals.csv", into: &data)
        #expect(report.units?.unit == .lb)
        #expect(report.units?.typedIn == .kg)
        let monday = try Fixtures.workout(startingAt: "2026-02-09T12:00:00+01:00", in: data)
        #expect(monday.exercises[0].exercise == "lat-pulldown")
        #expect(monday.exercises[0].sets == [WorkoutSet(weightKg: 50, reps: 10), WorkoutSet(weightKg: 55, reps: 8, notes: "Wide grip, slow")])
        #expect(monday.exercises[1].sets == [WorkoutSet(weightKg: 40, reps: 15)])
        #expect(try Fixtures.exercise(named: "Cable Crunch", in: data).categories == ["core"])
        let wednesday = try Fixtures.workout(startingAt: "2026-02-11T12:00:00+01:00", in: data)
        #expect(wednesday.exercises[0].sets == [WorkoutSet(durationSeconds: 1650, distanceMeters: 5000)])
    }

    /// `2025/01/06,1,"Workout A",...,"Squat",5×5,...,0.75,6:30 PM,7:15 PM,"",5,60,5,60,5,60,5,60,5,60`;
    /// Bench Press `5/5/5/-/3` with 45 in every weight column and note "Last set grindy"; Barbell Row 5×42.5.
    /// `2025/01/08,2,"Workout B"`, `12:05 PM`: Squat `5/5/5/5/0` at 62.5; Overhead Press 5×30; Deadlift `1×5` at 100.
    @Test func strongLiftsInKilograms() throws {
        var data = ImportFixtures.freshData()
        try Fixtures.importFile("stronglifts/kg-BOM-12-hour-times.csv", into: &data)
        let a = try Fixtures.workout(startingAt: "2025-01-06T18:30:00+01:00", in: data)
        #expect(a.name == "Workout A")
        #expect(a.durationSeconds == 45 * 60)  // 0.75 hours
        #expect(a.exercises.map(\.exercise) == ["squat", "bench-press", "barbell-row"])
        #expect(a.exercises[0].sets == Array(repeating: WorkoutSet(weightKg: 60, reps: 5), count: 5))
        // The `-` set is left out.
        #expect(a.exercises[1].sets == [WorkoutSet(weightKg: 45, reps: 5), WorkoutSet(weightKg: 45, reps: 5), WorkoutSet(weightKg: 45, reps: 5), WorkoutSet(weightKg: 45, reps: 3)])
        #expect(a.exercises[1].notes == "Last set grindy")
        #expect(a.exercises[2].sets == Array(repeating: WorkoutSet(weightKg: 42.5, reps: 5), count: 5))
        // 12:05 PM is five past noon.
        let b = try Fixtures.workout(startingAt: "2025-01-08T12:05:00+01:00", in: data)
        #expect(b.exercises.map(\.exercise) == ["squat", "overhead-press", "deadlift"])
        // The 0 is a missed attempt, kept.
        #expect(b.exercises[0].sets == Array(repeating: WorkoutSet(weightKg: 62.5, reps: 5), count: 4) + [WorkoutSet(weightKg: 62.5, reps: 0)])
        #expect(b.exercises[2].sets == [WorkoutSet(weightKg: 100, reps: 5)])
    }

    /// Pounds: `2024/09/02,7,...,9:05 AM,9:50 AM`, Squat 5×135, Bench Press `5/5/5/5/4` at 95, Barbell Row 5×44.1
    /// ("Just the bar": 20 kg is 44.09 lb, written to one decimal). `2024/09/04,8,...,0.6333333,9:10 AM`:
    /// Overhead Press `-/5/5/5/5` at 65, Deadlift `1×5` at 185.
    @Test func strongLiftsInPounds() throws {
        var data = ImportFixtures.freshData()
        try Fixtures.importFile("stronglifts/lb-BOM.csv", into: &data)
        let seven = try Fixtures.workout(startingAt: "2024-09-02T09:05:00+02:00", in: data)
        #expect(seven.exercises[0].sets == Array(repeating: WorkoutSet(weightKg: Self.lb(135), reps: 5, typedUnit: .lb), count: 5))
        #expect(seven.exercises[1].sets == Array(repeating: WorkoutSet(weightKg: Self.lb(95), reps: 5, typedUnit: .lb), count: 4) + [WorkoutSet(weightKg: Self.lb(95), reps: 4, typedUnit: .lb)])
        #expect(seven.exercises[2].notes == "Just the bar")
        // 44.1 lb is the 20 kg bar, a weight typed in kg: it keeps no unit of its own in this kg project.
        #expect(seven.exercises[2].sets == Array(repeating: WorkoutSet(weightKg: 20, reps: 5), count: 5))
        let eight = try Fixtures.workout(startingAt: "2024-09-04T09:10:00+02:00", in: data)
        #expect(eight.durationSeconds == 38 * 60)  // 0.6333333 hours
        #expect(eight.exercises[1].sets == Array(repeating: WorkoutSet(weightKg: Self.lb(65), reps: 5, typedUnit: .lb), count: 4))
        #expect(eight.exercises[2].sets == [WorkoutSet(weightKg: Self.lb(185), reps: 5, typedUnit: .lb)])
    }

    /// `2022-03-04 23:30:00 +0000,Running, 0,0.0,1500.0,4000.0,...` and Plank 60 s: 00:30 the next day in Berlin.
    /// `2022-03-02 17:40:12 +0000,Dumbbell Bench Press, 10,10.0,...,true,, 2.0`, 22.5×8, 22.5×8 "Slow negatives";
    /// Assisted Chin Up `-18.143694800000002`×8 (40 lb of help), `-13.6077711`×6 (30 lb); Barbell Curl `11.33980925`×10 (25 lb).
    @Test func fitbodTimesWithAnOffset() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("fitbod/current-times-with-UTC-offset.csv", into: &data)
        #expect(report.lastDay == "2022-03-05")
        let night = try Fixtures.workout(startingAt: "2022-03-05T00:30:00+01:00", in: data)
        #expect(night.exercises.map(\.exercise) == ["running", "plank"])
        #expect(night.exercises[0].sets == [WorkoutSet(durationSeconds: 1500, distanceMeters: 4000)])
        #expect(night.exercises[1].sets == [WorkoutSet(durationSeconds: 60)])
        let evening = try Fixtures.workout(startingAt: "2022-03-02T18:40:12+01:00", in: data)
        #expect(evening.name == "Workout")
        #expect(evening.exercises[0].exercise == "dumbbell-bench-press")
        // The multiplier is not applied: the weight stays per dumbbell.
        #expect(evening.exercises[0].sets == [
            WorkoutSet(kind: .warmup, weightKg: 10, reps: 10), WorkoutSet(weightKg: 22.5, reps: 8), WorkoutSet(weightKg: 22.5, reps: 8, notes: "Slow negatives"),
        ])
        #expect(try Fixtures.exercise(named: "Assisted Chin Up", in: data).type == .bodyweightReps)
        // Fitbod writes kilograms, but these are pounds exactly: typed in lb, which they keep.
        #expect(evening.exercises[1].sets == [WorkoutSet(weightKg: -Self.lb(40), reps: 8, typedUnit: .lb), WorkoutSet(weightKg: -Self.lb(30), reps: 6, typedUnit: .lb)])
        #expect(evening.exercises[2].exercise == "barbell-curl")
        #expect(evening.exercises[2].sets == [WorkoutSet(weightKg: Self.lb(25), reps: 10, typedUnit: .lb)])
    }

    /// `2019-03-04,Barbell Bench Press,1,10,40,true,` and `3,8,60,false,`; `Pull Up,2,6,0,,`.
    /// `2019-03-06,Deadlift,1,5,100,,` and `2,5,110,,Belt`.
    @Test func fitbod2019SetsCounts() throws {
        var data = ImportFixtures.freshData()
        try Fixtures.importFile("fitbod/2019-dates-only-Sets-count.csv", into: &data)
        let monday = try Fixtures.workout(startingAt: "2019-03-04T12:00:00+01:00", in: data)
        #expect(monday.exercises[0].sets == [WorkoutSet(kind: .warmup, weightKg: 40, reps: 10)] + Array(repeating: WorkoutSet(weightKg: 60, reps: 8), count: 3))
        #expect(monday.exercises[1].exercise == "pull-up")
        #expect(monday.exercises[1].sets == [WorkoutSet(reps: 6), WorkoutSet(reps: 6)])
        let wednesday = try Fixtures.workout(startingAt: "2019-03-06T12:00:00+01:00", in: data)
        #expect(wednesday.exercises[0].sets == [
            WorkoutSet(weightKg: 100, reps: 5), WorkoutSet(weightKg: 110, reps: 5, notes: "Belt"), WorkoutSet(weightKg: 110, reps: 5, notes: "Belt"),
        ])
    }

    /// SETTING `mass` `" lbs"`. Session 11: 1747758600–1747762920 (2025-05-20 16:30–17:42 UTC); log 31 Barbell Bench
    /// Press `"45.0x10,135.0x5,135.0x5"` whose set logs say `warm-up`, `default`, `default`; log 32 Lat Pulldown
    /// `"100.0x12,110.0x10"`. Session 12: 1747929600–1747932930 (2025-05-22 16:00–16:55:30 UTC); log 33 Barbell Squat
    /// `"185.0x5,185.0x5,185.0x0"`; log 34 Push-Up `"0.0x15,0.0x12,0x0"` (line 33). Log 35, session 0 (none):
    /// Deadlift `225.0x5` on 2025-05-25.
    @Test func jefitSessionsPackedSetsAndWarmUps() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("jefit/multi-section-export-lbs.csv", into: &data)
        #expect(report.units?.unit == .lb)
        let first = try Fixtures.workout(startingAt: "2025-05-20T18:30:00+02:00", in: data)
        #expect(first.end?.description == "2025-05-20T19:42:00+02:00")
        #expect(first.exercises[0].sets == [
            WorkoutSet(kind: .warmup, weightKg: Self.lb(45), reps: 10, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(135), reps: 5, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(135), reps: 5, typedUnit: .lb),
        ])
        #expect(first.exercises[1].exercise == "lat-pulldown")
        #expect(first.exercises[1].sets == [WorkoutSet(weightKg: Self.lb(100), reps: 12, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(110), reps: 10, typedUnit: .lb)])
        let second = try Fixtures.workout(startingAt: "2025-05-22T18:00:00+02:00", in: data)
        #expect(second.durationSeconds == 55 * 60 + 30)
        #expect(second.exercises[0].sets == [
            WorkoutSet(weightKg: Self.lb(185), reps: 5, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(185), reps: 5, typedUnit: .lb), WorkoutSet(weightKg: Self.lb(185), reps: 0, typedUnit: .lb),
        ])
        // `Push-Up` is the library's Push Up: names match ignoring punctuation.
        #expect(second.exercises[1].exercise == "push-up")
        #expect(second.exercises[1].sets == [WorkoutSet(reps: 15), WorkoutSet(reps: 12)])
        let noSession = try Fixtures.workout(startingAt: "2025-05-25T12:00:00+02:00", in: data)
        #expect(noSession.exercises[0].sets == [WorkoutSet(weightKg: Self.lb(225), reps: 5, typedUnit: .lb)])
        #expect(report.warnings.map(\.message).contains("1 CARDIO LOGS rows were not imported: the export names no exercise for them"))
        #expect(report.warnings.map(\.message).contains("1 NOTES rows were not imported"))
        #expect(report.warnings.contains { $0.message.contains("never filled in") && $0.lines == [33] })
    }

    /// strength-site's own export: Upper A (Bench Press w60×10, 100×5 twice, 102.5×3 @9; Pull Up +10×8, −20×6;
    /// Plank 60 s) and Run and sled (Running 5 km in 25:30; Sled Push 80 kg for 45 s, 100 kg for 40 s), with the custom
    /// Sled Push (alias Prowler) in a new category, Conditioning.
    @Test func theProductsOwnExport() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("export/strength-site-export.json", into: &data)
        #expect(report.document?.exercisesAdded == 1)
        #expect(report.document?.categoriesAdded == 1)
        let upper = try #require(data.workouts.first { $0.id == "2025-06-02-1800-upper-a" })
        #expect(upper.start.description == "2025-06-02T18:00:00+02:00")
        #expect(upper.durationSeconds == 65 * 60)
        #expect(upper.notes == "First week *back*")
        #expect(upper.exercises[1].sets == [WorkoutSet(weightKg: 10, reps: 8), WorkoutSet(weightKg: -20, reps: 6)])
        let sled = try Fixtures.exercise(named: "Sled Push", in: data)
        #expect(sled.type == .weightDuration)
        #expect(sled.aliases == ["Prowler"])
        #expect(sled.categories.map { data.library.category(id: $0)?.name } == ["Conditioning"])
        let run = try #require(data.workouts.first { $0.id == "2025-06-04-0715-run-and-sled" })
        #expect(run.exercises[0].sets == [WorkoutSet(durationSeconds: 1530, distanceMeters: 5000)])
        #expect(run.exercises[1].sets == [WorkoutSet(weightKg: 80, durationSeconds: 45), WorkoutSet(weightKg: 100, durationSeconds: 40)])
    }
}
