import Foundation
import Testing
@testable import StrengthKit

/// A few workouts checked set by set against the raw rows (quoted in the comments).
@Suite(.enabled(if: ImportFixtures.corpusAvailable, ImportFixtures.corpusNote))
struct ImportSetDetailTests {
    static func workout(key: String, in data: ProjectData) throws -> Workout {
        try #require(data.workouts.first { $0.source.key == key })
    }

    static func exerciseID(_ name: String, in data: ProjectData) throws -> String {
        try #require(ExerciseMatcher(library: data.library).exercise(named: name)).id
    }

    /// Strong A, Andrew50, lines 20857-20870:
    /// `2025-05-13 14:42:31,"Lower 2",48h 40m,"Deadlift (Barbell)",W,135.0,8.0,0,0.0,"","tuesday",`
    /// then W 225×6, W 315×5, 1 405×3, Rest Timer 120, 2 405×3, Rest Timer 120, 3 315×6, Rest Timer 120,
    /// 4 315×6, Rest Timer 120; `"Hack Squat",W,135.0,8.0` and `1,225.0,8.0` then Rest Timer 120.
    @Test func strongWarmUpsRestTimersAndWorkoutNote() throws {
        var data = ImportFixtures.freshData()
        try ImportFixtures.importFile("strong/A-comma_2020-2026_W-D-F-RestTimer_48h-duration_escaped-quotes__Andrew50-Lifting.csv",
                                      into: &data, options: ImportOptions(units: .lb))
        let workout = try Self.workout(key: "2025-05-13 14:42:31", in: data)
        #expect(workout.name == "Lower 2")
        #expect(workout.notes == "tuesday")
        #expect(workout.start.description == "2025-05-13T14:42:31+02:00")
        #expect(workout.durationSeconds == 48 * 3600 + 40 * 60)
        #expect(workout.source == WorkoutSource(kind: .imported, app: "strong",
                                                file: "A-comma_2020-2026_W-D-F-RestTimer_48h-duration_escaped-quotes__Andrew50-Lifting.csv",
                                                key: "2025-05-13 14:42:31", line: 20857, name: "Lower 2"))
        let lb = { (pounds: Double) in WeightUnit.lb.kilograms(pounds) }
        let deadlift = workout.exercises[0]
        #expect(deadlift.exercise == (try Self.exerciseID("Deadlift (Barbell)", in: data)))
        #expect(deadlift.sets == [
            WorkoutSet(kind: .warmup, weightKg: lb(135), reps: 8, typedUnit: .lb),
            WorkoutSet(kind: .warmup, weightKg: lb(225), reps: 6, typedUnit: .lb),
            WorkoutSet(kind: .warmup, weightKg: lb(315), reps: 5, typedUnit: .lb),
            WorkoutSet(kind: .normal, weightKg: lb(405), reps: 3, restSeconds: 120, typedUnit: .lb),
            WorkoutSet(kind: .normal, weightKg: lb(405), reps: 3, restSeconds: 120, typedUnit: .lb),
            WorkoutSet(kind: .normal, weightKg: lb(315), reps: 6, restSeconds: 120, typedUnit: .lb),
            WorkoutSet(kind: .normal, weightKg: lb(315), reps: 6, restSeconds: 120, typedUnit: .lb),
        ])
        #expect(workout.exercises[1].sets.prefix(2) == [
            WorkoutSet(kind: .warmup, weightKg: lb(135), reps: 8, typedUnit: .lb),
            WorkoutSet(kind: .normal, weightKg: lb(225), reps: 8, restSeconds: 120, typedUnit: .lb),
        ])
        // Line 17383: a workout note with doubled quotes ""long arms"".
        let sumoDay = try Self.workout(key: "2024-04-11 06:02:18", in: data)
        #expect(sumoDay.notes?.contains("focusing on \"long arms\" and so my grip") == true)
        let sumo = sumoDay.exercises[0]
        #expect(sumo.sets.first == WorkoutSet(kind: .normal, weightKg: lb(154.32), reps: 7, typedUnit: .lb))
    }

    /// Strong B, joshuayoes, lines 2-5: `2022-09-20 16:39:37;"Week B Day 1";"Bench Press (Barbell)";1;115;lbs;4;6;;;0;"";"";17m`
    /// then 115 lbs × 8 @8, × 7 @9, × 6 @10.
    @Test func strongSemicolonRowsWithUnitsAndRPE() throws {
        var data = ImportFixtures.freshData()
        try ImportFixtures.importFile("strong/B-semicolon-WorkoutDuration_2022_android-tempfile-name_RPE__joshuayoes-strong-backup__strong54764656928482953.csv", into: &data)
        let workout = try Self.workout(key: "2022-09-20 16:39:37", in: data)
        #expect(workout.name == "Week B Day 1")
        #expect(workout.durationSeconds == 17 * 60)
        let bench = WeightUnit.lb.kilograms(115)
        #expect(workout.exercises[0].sets == [
            WorkoutSet(weightKg: bench, reps: 4, rpe: 6, typedUnit: .lb), WorkoutSet(weightKg: bench, reps: 8, rpe: 8, typedUnit: .lb),
            WorkoutSet(weightKg: bench, reps: 7, rpe: 9, typedUnit: .lb), WorkoutSet(weightKg: bench, reps: 6, rpe: 10, typedUnit: .lb),
        ])
    }

    /// Hevy, DaKheera47, lines 2-9: `"Lower // Ramp // Strength // 1","15 Sep 2025, 07:48","15 Sep 2025, 09:13","",
    /// "Seated Leg Curl (Machine)",,"",0,"warmup",39,10,,0,6` then warmup 51×6 @6, normal 78×12 @9,
    /// failure 78×10 @9.5; Squat (Barbell) warmup 37.5×10 @6, warmup 45×6 @6, normal 77.5×10 @9, normal 77.5×9 @9.5,
    /// and line 10, failure 77.5×8 @9.5.
    @Test func hevySetTypesRPEAndEndTime() throws {
        var data = ImportFixtures.freshData()
        try ImportFixtures.importFile("hevy/kg_2024-2025_all-set-types_rpe_duration0_literal-backslash-n__DaKheera47-strong-statistics__sample_hevy.csv", into: &data)
        let workout = try Self.workout(key: "2025-09-15 07:48:00", in: data)
        #expect(workout.name == "Lower // Ramp // Strength // 1")
        #expect(workout.start.description == "2025-09-15T07:48:00+02:00")
        #expect(workout.end?.description == "2025-09-15T09:13:00+02:00")
        #expect(workout.notes == nil)
        #expect(workout.exercises[0].sets == [
            WorkoutSet(kind: .warmup, weightKg: 39, reps: 10, rpe: 6), WorkoutSet(kind: .warmup, weightKg: 51, reps: 6, rpe: 6),
            WorkoutSet(kind: .normal, weightKg: 78, reps: 12, rpe: 9), WorkoutSet(kind: .failure, weightKg: 78, reps: 10, rpe: 9.5),
        ])
        #expect(workout.exercises[1].sets == [
            WorkoutSet(kind: .warmup, weightKg: 37.5, reps: 10, rpe: 6), WorkoutSet(kind: .warmup, weightKg: 45, reps: 6, rpe: 6),
            WorkoutSet(kind: .normal, weightKg: 77.5, reps: 10, rpe: 9), WorkoutSet(kind: .normal, weightKg: 77.5, reps: 9, rpe: 9.5),
            WorkoutSet(kind: .failure, weightKg: 77.5, reps: 8, rpe: 9.5),
        ])
        // Every set type of the file is there.
        let kinds = Set(data.workouts.flatMap { $0.exercises.flatMap { $0.sets.map(\.kind) } })
        #expect(kinds == [.normal, .warmup, .drop, .failure])
    }

    /// Hevy, smdesai27: `Pull Up (Assisted)` rows carry the assistance as a positive weight
    /// (line 2641: `"Yhj","29 Dec 2024, 11:51",...,"Pull Up (Assisted)",,"",1,"normal",11.34,5,,,`), stored as a
    /// negative load; supersets keep their group numbers (0, 1, 2 in this file).
    @Test func hevyAssistanceIsANegativeLoadAndSupersetsAreKept() throws {
        var data = ImportFixtures.freshData()
        try ImportFixtures.importFile("hevy/kg-weight_miles-distance_2021-2025_real-newlines_emoji-ZWJ_supersets__smdesai27-workout_progress_visualize__workouts_austin.csv", into: &data)
        // The catalogue knows an assisted pull-up as the Pull Up with a negative load.
        let assisted = try #require(ExerciseMatcher(library: data.library).exercise(named: "Pull Up (Assisted)"))
        #expect(assisted.name == "Pull Up" && assisted.type == .bodyweightReps)
        #expect(assisted.aliases.contains("Pull Up (Assisted)"))
        let loads = data.workouts.flatMap { $0.exercises.filter { $0.exercise == assisted.id }.flatMap { $0.sets.compactMap(\.weightKg) } }
        #expect(loads.filter { $0 < 0 }.count == 23)
        let supersets = Set(data.workouts.flatMap { $0.exercises.compactMap(\.superset) })
        #expect(supersets == [0, 1, 2])
    }

    /// FitNotes lbs export (2 decimals), lines 2-7: Lat Pulldown 77.16 × 10, 143.3 × 8, 198.42 × 6, 198.42 × 5,
    /// 143.3 × 3, 99.21 × 5 lbs — the kgs export of the same sets says 35, 65, 90, 90, 65, 45; line 13:
    /// `2026-08-04,Hammer Strength Row,Back,110.23,lbs,8,,,,"testing note 1"` (50 kg).
    @Test func fitNotesPoundsRoundedTo2DecimalsAreTheKilogramsTyped() throws {
        var data = ImportFixtures.freshData()
        try ImportFixtures.importFile("fitnotes/NEW-header-withComment_2026_lbs-converted-2dp__LiftLog-tests__fitnotes-android-export-lbs.csv", into: &data)
        let workout = try Self.workout(key: "2026-08-04", in: data)
        #expect(workout.start.description == "2026-08-04T12:00:00+02:00")
        #expect(workout.end == nil)
        #expect(workout.exercises[0].exercise == "lat-pulldown")
        #expect(workout.exercises[0].sets == [35, 65, 90, 90, 65, 45].enumerated().map { index, kilograms in
            WorkoutSet(weightKg: kilograms, reps: [10, 8, 6, 5, 3, 5][index])
        })
        let row = try #require(workout.exercises.first { $0.exercise == (try? Self.exerciseID("Hammer Strength Row", in: data)) })
        #expect(row.sets[0] == WorkoutSet(weightKg: 50, reps: 8, notes: "testing note 1"))
        // A machine row the catalogue knows: its name, type and muscle groups, the file's spelling an alias.
        let created = try #require(ExerciseMatcher(library: data.library).exercise(named: "Hammer Strength Row"))
        #expect(created.type == .weightReps)
        #expect(created.categories.first == "back")
        #expect(created.name == "Hammer Strength Row" ? created.aliases.isEmpty : created.aliases == ["Hammer Strength Row"])
    }
}
