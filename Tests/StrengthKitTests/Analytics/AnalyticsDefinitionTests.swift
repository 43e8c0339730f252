import Foundation
import Testing
@testable import StrengthKit

/// Each definition of docs/ANALYTICS.md, with the arithmetic written out.
@Suite struct AnalyticsDefinitionTests {
    static let brzycki = OneRepMaxSettings(formula: .brzycki, repCap: 12)
    static let epley = OneRepMaxSettings(formula: .epley, repCap: 12)

    static let estimates: [(Double, Int, OneRepMaxSettings, Double)] = [
        (100.0, 5, brzycki, 112.5),                 // 100 × 36 / (37 − 5) = 3600 / 32
        (100.0, 10, brzycki, 3600.0 / 27),          // 133.33…
        (80.0, 12, brzycki, 115.2),                 // 80 × 36 / 25
        (100.0, 5, epley, 100.0 * 35 / 30),         // 100 × (1 + 5/30) = 116.67
        (100.0, 10, epley, 100.0 * 40 / 30),        // 133.33…
        (140.0, 1, brzycki, 140.0),                 // a single is its own 1RM
        (140.0, 1, epley, 140.0),                   // …with Epley too, though its formula would say 144.67
    ]

    @Test(arguments: estimates)
    func estimatedOneRepMax(_ weight: Double, _ reps: Int, _ settings: OneRepMaxSettings, _ expected: Double) throws {
        let estimate = try #require(OneRepMax.estimate(weightKg: weight, reps: reps, settings: settings))
        #expect(abs(estimate - expected) < 1e-9)
    }

    @Test func noEstimateAboveTheCapOrForAMissedAttempt() {
        #expect(OneRepMax.estimate(weightKg: 100, reps: 13, settings: Self.brzycki) == nil)
        #expect(OneRepMax.estimate(weightKg: 100, reps: 0, settings: Self.brzycki) == nil)
        #expect(OneRepMax.estimate(weightKg: 100, reps: 6, settings: OneRepMaxSettings(formula: .brzycki, repCap: 5)) == nil)
        #expect(OneRepMax.estimate(weightKg: 100, reps: 5, settings: OneRepMaxSettings(formula: .brzycki, repCap: 5)) == 112.5)
    }

    static let setVolumes: [(WorkoutSet, ExerciseType, Double?, Double?)] = [
        (WorkoutSet(weightKg: 100, reps: 5), .weightReps, nil, 500),
        (WorkoutSet(kind: .warmup, weightKg: 60, reps: 10), .weightReps, nil, nil),          // warm-ups count nowhere
        (WorkoutSet(kind: .failure, weightKg: 140, reps: 0), .weightReps, nil, nil),         // a miss is no volume
        (WorkoutSet(kind: .drop, weightKg: 80, reps: 8), .weightReps, nil, 640),              // drop sets are working sets
        (WorkoutSet(kind: .failure, weightKg: 90, reps: 3), .weightReps, nil, 270),
        (WorkoutSet(weightKg: 10, reps: 8), .bodyweightReps, 80, 720),                        // (80 + 10) × 8
        (WorkoutSet(weightKg: -25, reps: 6), .bodyweightReps, 80, 330),                       // (80 − 25) × 6
        (WorkoutSet(reps: 12), .bodyweightReps, 80, 960),
        (WorkoutSet(reps: 12), .bodyweightReps, nil, nil),                                    // body weight unknown
        (WorkoutSet(reps: 50), .repsOnly, 80, nil),
        (WorkoutSet(durationSeconds: 60), .duration, 80, nil),
        (WorkoutSet(weightKg: 40, durationSeconds: 45), .weightDuration, 80, nil),
        (WorkoutSet(durationSeconds: 1500, distanceMeters: 5000), .distanceDuration, 80, nil),
    ]

    @Test(arguments: setVolumes)
    func setVolume(_ set: WorkoutSet, _ type: ExerciseType, _ bodyWeight: Double?, _ expected: Double?) {
        #expect(Volume.ofSet(set, type: type, bodyWeightKg: bodyWeight) == expected)
    }

    @Test func workoutVolumeAndWorkingSets() throws {
        var history = HistoryFixture()
        let id = try history.log("2025-03-14 18:00", "Bench Press: w60x10, 100x5x3, f105x0", "Plank: 60s")
        let workout = try #require(history.analytics(today: "2025-03-14").workout(id: id))
        #expect(workout.volumeKg == 1500)          // 3 × 100 × 5; the warm-up and the miss add nothing
        #expect(workout.workingSets == 5)          // 3 + the missed attempt (counted as a set) + the plank
    }

    /// Three bench sessions; every record with its arithmetic (Brzycki, cap 12).
    @Test func weightRepsRecordsKeepTheEarliestOnTies() throws {
        var history = HistoryFixture()
        let first = try history.log("2025-03-03 18:00", "Bench Press: 100x5, 100x5")
        let second = try history.log("2025-03-05 18:00", "Bench Press: 102.5x3, 90x10")
        let third = try history.log("2025-03-07 18:00", "Bench Press: 102.5x3, 80x12, w120x1")
        let bench = try #require(history.analytics(today: "2025-03-07").exercise(id: "bench-press"))

        func record(_ kind: RecordKind) -> (Double, String, Int?)? {
            bench.records[kind].map { ($0.value, $0.workoutID, $0.setPosition?.set) }
        }
        // Heaviest: 100 (first) → 102.5 (second); the third's 102.5 only ties; the 120 warm-up counts nowhere.
        #expect(record(.heaviestWeight)! == (102.5, second, 0))
        // e1RM: 112.5 → max(102.5×36/34 = 108.53, 90×36/27 = 120) = 120 → third: 108.53, 80×36/25 = 115.2: no record.
        #expect(record(.bestE1rm)! == (120, second, 1))
        // Set volume: 500 → 900 (90 × 10) → 960 (80 × 12).
        #expect(record(.bestSetVolume)! == (960, third, 1))
        // Session volume: 1000 → 307.5 + 900 = 1207.5 → 307.5 + 960 = 1267.5.
        #expect(record(.bestSessionVolume)! == (1267.5, third, nil))
        // Reps in a set: 5 → 10 → 12.
        #expect(record(.mostReps)! == (12, third, 1))

        let timeline = history.analytics(today: "2025-03-07").recordTimeline
        #expect(timeline.filter { $0.workoutID == first }.count == 5)    // a first session sets every record
        #expect(timeline.filter { $0.workoutID == second }.count == 5)
        #expect(timeline.filter { $0.workoutID == third }.map(\.kind) == [.bestSetVolume, .bestSessionVolume, .mostReps])
        // Within the first session the two equal sets tie: the first one holds the record.
        #expect(timeline.first { $0.kind == .heaviestWeight }?.setPosition == RecordEvent.SetPosition(exercise: 0, set: 0))
    }

    @Test func repMaxTableShowsActualNextToEstimated() throws {
        var history = HistoryFixture()
        try history.log("2025-03-03 18:00", "Bench Press: 100x5, 100x5")
        let tie = try history.log("2025-03-05 18:00", "Bench Press: 102.5x3, 90x10")
        try history.log("2025-03-07 18:00", "Bench Press: 102.5x3, 80x12")
        let table = try #require(history.analytics(today: "2025-03-07").exercise(id: "bench-press")).repMaxes
        #expect(table.map(\.reps) == Array(1...12))
        // At least N reps: 102.5 × 3 answers 1 to 3, 100 × 5 answers 4 and 5, 90 × 10 answers 6 to 10.
        #expect(table.map(\.actualKg) == [102.5, 102.5, 102.5, 100, 100, 90, 90, 90, 90, 90, 80, 80])
        #expect(table.map(\.actualReps) == [3, 3, 3, 5, 5, 10, 10, 10, 10, 10, 12, 12])
        #expect(table[0].workoutID == tie && table[2].workoutID == tie)     // the earlier of the two 102.5 × 3
        let estimated = table.map { $0.estimatedKg! }
        #expect(estimated[0] == 120)                                         // the best e1RM itself
        #expect(abs(estimated[4] - 120.0 * 32 / 36) < 1e-9)                  // 106.67 for 5 reps
        #expect(abs(estimated[11] - 120.0 * 25 / 36) < 1e-9)                 // 83.33 for 12 reps
    }

    @Test func missedAttemptSetsNoRecordButCountsAsASet() throws {
        var history = HistoryFixture()
        try history.log("2025-03-03 18:00", "Squat: 150x3")
        try history.log("2025-03-05 18:00", "Squat: f200x0")
        let squat = try #require(history.analytics(today: "2025-03-05").exercise(id: "squat"))
        #expect(squat.records[.heaviestWeight]?.value == 150)
        #expect(squat.workingSets == 2)
        #expect(squat.sessions.last?.volumeKg == nil)
    }

    @Test func bodyweightRecordsUseBodyWeightOnTheDay() throws {
        var history = HistoryFixture()
        history.bodyWeight("2025-03-01", 80)
        history.bodyWeight("2025-03-04", 82)
        try history.log("2025-03-03 18:00", "Pull Up: x8, +10x5")          // body weight 80 (entry of 03-01)
        let second = try history.log("2025-03-05 18:00", "Pull Up: x10, +12.5x3, -20x3")  // 82 (entry of 03-04)
        let pullUp = try #require(history.analytics(today: "2025-03-05").exercise(id: "pull-up"))
        #expect(pullUp.records[.mostReps]?.value == 10)
        #expect(pullUp.records[.mostRepsInSession]?.value == 16)            // 8 + 5 = 13, then 10 + 3 + 3 = 16
        #expect(pullUp.records[.heaviestAddedLoad]?.value == 12.5)
        // Set volume: 80 × 8 = 640 and 90 × 5 = 450; then 82 × 10 = 820, 94.5 × 3 = 283.5, 62 × 3 = 186.
        #expect(pullUp.records[.bestSetVolume]?.value == 820)
        #expect(pullUp.records[.bestSetVolume]?.workoutID == second)
        #expect(pullUp.sessions.map(\.volumeKg) == [1090, 1289.5])
    }

    @Test func bodyweightWithoutAnyBodyWeightEntryHasNoVolume() throws {
        var history = HistoryFixture()
        try history.log("2025-03-03 18:00", "Dip: +20x8")
        let dip = try #require(history.analytics(today: "2025-03-03").exercise(id: "dip"))
        #expect(dip.totalVolumeKg == 0)
        #expect(dip.sessions[0].volumeKg == nil)
        #expect(dip.records[.bestSetVolume] == nil)
        #expect(dip.records[.heaviestAddedLoad]?.value == 20)
    }

    @Test func distanceRecordsIncludeBestPace() throws {
        var history = HistoryFixture()
        try history.log("2025-03-01 08:00", "Running: 5km in 25:00")        // 1500 s / 5 km = 300 s/km
        try history.log("2025-03-08 08:00", "Running: 10km in 55:00")       // 3300 / 10 = 330 s/km: no pace record
        let fast = try history.log("2025-03-15 08:00", "Running: 3km in 14:00")  // 840 / 3 = 280 s/km
        let running = try #require(history.analytics(today: "2025-03-15").exercise(id: "running"))
        #expect(running.records[.longestDistance]?.value == 10_000)
        #expect(running.records[.longestDuration]?.value == 3300)
        #expect(running.records[.bestPace]?.value == 280)
        #expect(running.records[.bestPace]?.workoutID == fast)
        #expect(running.sessions.map(\.bestPaceSecondsPerKm) == [300, 330, 280])
    }

    @Test func durationAndRepsOnlyRecords() throws {
        var history = HistoryFixture()
        try history.log("2025-03-01 08:00", "Plank: 60s, 45s", "Jump Rope: x100, x120")
        try history.log("2025-03-02 08:00", "Plank: 1:30", "Jump Rope: x150")
        let analytics = history.analytics(today: "2025-03-02")
        #expect(analytics.exercise(id: "plank")?.records[.longestDuration]?.value == 90)
        let rope = try #require(analytics.exercise(id: "jump-rope"))
        #expect(rope.records[.mostReps]?.value == 150)
        #expect(rope.records[.mostRepsInSession]?.value == 220)             // 100 + 120; 150 does not beat it
    }

    @Test func muscleGroupsCountTheFirstCategoryFullyAndOthersHalf() throws {
        var history = HistoryFixture()
        try history.log("2025-03-03 18:00", "Bench Press: w60x10, 100x5x3")   // chest, triceps, shoulders
        let groups = Dictionary(uniqueKeysWithValues: history.analytics(today: "2025-03-03").muscleGroups.map { ($0.category.id, $0) })
        #expect(groups["chest"]?.weeks.map(\.sets) == [3])
        #expect(groups["triceps"]?.weeks.map(\.sets) == [1.5])
        #expect(groups["shoulders"]?.weeks.map(\.sets) == [1.5])
        #expect(groups["chest"]?.weeks.map(\.volumeKg) == [1500])            // 3 × 500
        #expect(groups["triceps"]?.weeks.map(\.volumeKg) == [750])
        #expect(groups["back"]?.weeks.map(\.sets) == [0])
    }
}
