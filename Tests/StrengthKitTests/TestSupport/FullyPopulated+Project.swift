@testable import StrengthKit

extension FullyPopulated {
    /// A project that sets every stored property of `ProjectData` and of the types in it, at every depth,
    /// and is valid: what `ExerciseReferenceTests` walks. Each field that holds an exercise id holds one
    /// of the library's, so a field added to a type is added here with an exercise id when it holds one,
    /// and the reference test names it when its type's walk leaves it out.
    static let project = ProjectData(
        settings: Settings(units: .lb, appearance: .dark, weekStart: .sunday, timeZone: "Europe/Berlin",
                           oneRepMax: OneRepMaxSettings(formula: .epley, repCap: 10),
                           site: SiteSettings(title: "Lifts", baseURL: "https://example.com/lifts/", author: "Sam"),
                           privacy: PrivacySettings(publishNotes: true, publishBodyWeight: true), backupsKept: 5,
                           weightIncrementKg: 5, restSeconds: 120, weeklySetsTarget: WeeklySetsTarget(low: 10, high: 20),
                           dots: .women, bigLifts: ["squat", "deadlift"]),
        library: ExerciseLibrary(
            categories: [ExerciseCategory(id: "legs", name: "Legs"), ExerciseCategory(id: "chest", name: "Chest")],
            exercises: [
                Exercise(id: "bench-press", name: "Bench Press", type: .weightReps, categories: ["chest"], notes: "Touch",
                         favorite: true, archived: true, aliases: ["Bench"]),
                Exercise(id: "squat", name: "Squat", type: .weightReps, categories: ["legs"]),
                Exercise(id: "deadlift", name: "Deadlift", type: .weightReps),
                Exercise(id: "running", name: "Running", type: .distanceDuration),
                Exercise(id: "plank", name: "Plank", type: .duration),
                Exercise(id: "rower", name: "Rower", type: .distanceDuration),
            ]),
        programs: Programs(
            templates: [upperA],
            splits: [Split(id: "upper-lower", name: "Upper / Lower", days: [SplitDay(id: "upper", name: "Upper", templates: ["upper-a"])])],
            activeSplit: "upper-lower"),
        bodyWeight: BodyWeightLog(entries: [BodyWeightEntry(date: LocalDay(year: 2025, month: 3, day: 1)!, weightKg: 80.5)]),
        goals: [
            Goal(id: "squat-e1rm", target: .e1rm(exercise: "squat", kg: 180), added: LocalDay(year: 2025, month: 1, day: 1)!,
                 deadline: LocalDay(year: 2025, month: 12, day: 31)!, startValue: 150, typedUnit: .kg),
            Goal(id: "deadlift-set", target: .set(exercise: "deadlift", kg: 200, reps: 3), added: LocalDay(year: 2025, month: 1, day: 2)!),
            Goal(id: "body-weight", target: .bodyWeight(kg: 78), added: LocalDay(year: 2025, month: 1, day: 3)!),
            Goal(id: "four-a-week", target: .workoutsPerWeek(4), added: LocalDay(year: 2025, month: 1, day: 4)!),
        ],
        blocks: [DeclaredBlock(start: LocalDay(year: 2025, month: 1, day: 6)!, name: "Base")],
        posts: [try! JournalPost(name: "2025-01-20-base-review", text: "---\ntitle: Base review\ndate: 2025-01-19\ndraft: true\n---\nHeavy week.\n")],
        workouts: validWorkouts,
        session: LiveSession(
            name: "Upper A", start: Timestamp(secondsSinceEpoch: 1_742_400_000, utcOffsetSeconds: 3600), template: "upper-a",
            splitDay: SplitDayReference(split: "upper-lower", day: "upper"),
            readiness: Readiness(energy: .ok, soreness: .mild, minutesAvailable: 60),
            plan: [TemplateExercise(exercise: "deadlift", targetSets: 3, targetReps: 5)] + upperA.exercises,
            exercises: validWorkouts[0].exercises + validWorkouts[2].exercises
                + [LoggedExercise(exercise: "plank", notes: "Shaky", superset: 1, sets: [WorkoutSet(durationSeconds: 60)])],
            notes: "Felt fresh"))

    /// `workouts`, less the time and distance on a weight × reps set that the codecs carry but a
    /// store refuses (the runs set them).
    static let validWorkouts: [Workout] = {
        var valid = workouts
        valid[0].exercises[0].sets[1].durationSeconds = nil
        valid[0].exercises[0].sets[1].distanceMeters = nil
        return valid
    }()

    static let upperA = WorkoutTemplate(id: "upper-a", name: "Upper A", notes: "Heavy day", exercises: [
        TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 8, targetRepsMax: 12, targetRPE: 8,
                         targetWeightKg: 80, notes: "Pause"),
        TemplateExercise(exercise: "plank", targetSets: 2, targetSeconds: 60),
        TemplateExercise(exercise: "rower", targetSets: 1, targetMeters: 2000),
    ])
}

extension GoalTarget: FullyPopulated.CaseListing {
    static let caseNames = ["e1rm", "set", "bodyWeight", "workoutsPerWeek"]
}
