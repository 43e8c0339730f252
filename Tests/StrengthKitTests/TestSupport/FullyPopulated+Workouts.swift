@testable import StrengthKit

extension FullyPopulated {
    /// Workouts that between them set every stored property of `Workout` and of the types in it,
    /// with every case of their enums: what the workout codecs' round trips run over
    /// (`WorkoutFileDecoderTests`, `WorkoutImageCoderTests`). A field added to a workout type is
    /// added here too, or `FullyPopulatedTests` names it.
    static let workouts: [Workout] = [
        Workout(
            id: "2025-03-14-1800-upper-a", name: "Upper \"A\" — Brust/Rücken 💪",
            start: Timestamp(secondsSinceEpoch: 1_741_971_600, utcOffsetSeconds: 3600),
            end: Timestamp(secondsSinceEpoch: 1_741_975_530, utcOffsetSeconds: 3600),
            notes: "Line one\nline\ttwo \\ back\u{1}slash", template: "upper-a",
            splitDay: SplitDayReference(split: "upper-lower", day: "upper"),
            readiness: Readiness(energy: .high, soreness: .mild, minutesAvailable: 75),
            source: WorkoutSource(kind: .imported, app: "strong", file: "strong.csv", key: "k1", line: 12, name: "Push Day"),
            exercises: [
                LoggedExercise(exercise: "bench-press", notes: "Paused", superset: 2, sets: [
                    WorkoutSet(kind: .warmup, weightKg: 60, reps: 10),
                    WorkoutSet(kind: .normal, weightKg: 102.5, reps: 5, durationSeconds: 40, distanceMeters: 0.5, rpe: 8.5,
                               restSeconds: 180, notes: "good"),
                    WorkoutSet(kind: .drop, weightKg: 0.1 + 0.2, reps: 3),
                    WorkoutSet(kind: .failure, weightKg: 80, reps: 0),
                ]),
                LoggedExercise(exercise: "running", sets: [WorkoutSet(durationSeconds: 1500, distanceMeters: 5000.25)]),
            ]),
        Workout(
            id: "2025-03-15-0700-run", name: "Run", start: Timestamp(secondsSinceEpoch: 1_742_022_000, utcOffsetSeconds: -18_000),
            readiness: Readiness(energy: .low, soreness: Readiness.Soreness.none),
            exercises: [LoggedExercise(exercise: "running", sets: [WorkoutSet(durationSeconds: 1800, distanceMeters: 6000)])]),
        Workout(
            id: "2025-03-16-1800-legs", name: "Legs", start: Timestamp(secondsSinceEpoch: 1_742_140_800, utcOffsetSeconds: 3600),
            readiness: Readiness(energy: .ok, soreness: .high, minutesAvailable: 30),
            exercises: [LoggedExercise(exercise: "squat", sets: [
                WorkoutSet(weightKg: 140, reps: 3, review: .confirmed), WorkoutSet(weightKg: 1400, reps: 3, review: .heldAsOutlier),
                WorkoutSet(weightKg: 14, reps: 3, review: .heldAsImpossible), WorkoutSet(weightKg: 84, reps: 3, review: .heldAsBodyWeight),
                WorkoutSet(weightKg: 102.058232, reps: 12, typedUnit: .lb), WorkoutSet(weightKg: 100, reps: 5, typedUnit: .kg),
            ])]),
    ]
}
