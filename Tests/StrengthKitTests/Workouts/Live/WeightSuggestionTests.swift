import Testing
@testable import StrengthKit

/// Double progression by hand: the top of the range on every target set adds the increment;
/// anything less repeats last time's weight; a poor check-in never adds.
@Suite struct WeightSuggestionTests {
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var target: TemplateExercise?
        var last: [WorkoutSet]?
        var incrementKg: Double? = 2.5
        var readiness: Readiness?
        var unit = WeightUnit.kg
        var weightKg: Double?
        var reason: String
        /// The weight as the suggestion shows it, when the case is about its unit.
        var shown: String?
    }

    static func sets(_ weight: Double, _ reps: Int...) -> [WorkoutSet] { reps.map { WorkoutSet(weightKg: weight, reps: $0) } }

    /// Sets typed in `unit` (`225lbx12` in a kg project).
    static func sets(_ weight: Double, typedIn unit: WeightUnit, _ reps: Int...) -> [WorkoutSet] {
        reps.map { WorkoutSet(weightKg: unit.kilograms(weight), reps: $0, typedUnit: unit) }
    }
    static let range = TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 8, targetRepsMax: 12)

    static let cases: [Case] = [
        Case(description: "top of the range on every set: +2.5",
             target: range, last: sets(60, 12, 12, 12), weightKg: 62.5,
             reason: "last time 3×12 at 60 kg hit the top of 8–12: +2.5 kg"),
        Case(description: "more reps than the top still counts",
             target: range, last: sets(60, 13, 12, 12), weightKg: 62.5,
             reason: "last time 13, 12, 12 at 60 kg hit the top of 8–12: +2.5 kg"),
        Case(description: "one set short of the top: same weight",
             target: range, last: sets(60, 12, 12, 11), weightKg: 60,
             reason: "last time 12, 12, 11 at 60 kg did not reach 12 on every set: same weight"),
        Case(description: "fewer sets than the target: same weight",
             target: range, last: sets(60, 12, 12), weightKg: 60,
             reason: "last time 2×12 at 60 kg was 2 of 3 sets: same weight"),
        Case(description: "warm-ups and lighter sets are not judged",
             target: TemplateExercise(exercise: "squat", targetSets: 2, targetReps: 5),
             last: [WorkoutSet(kind: .warmup, weightKg: 60, reps: 5), WorkoutSet(weightKg: 100, reps: 5), WorkoutSet(weightKg: 100, reps: 5),
                    WorkoutSet(weightKg: 80, reps: 3)],
             weightKg: 102.5, reason: "last time 2×5 at 100 kg hit the top of 5: +2.5 kg"),
        Case(description: "a missed attempt above is no set to progress from",
             target: TemplateExercise(exercise: "squat", targetSets: 2, targetReps: 5),
             last: [WorkoutSet(weightKg: 100, reps: 5), WorkoutSet(weightKg: 100, reps: 5), WorkoutSet(kind: .failure, weightKg: 105, reps: 0)],
             weightKg: 102.5, reason: "last time 2×5 at 100 kg hit the top of 5: +2.5 kg"),
        Case(description: "low energy holds the weight",
             target: range, last: sets(60, 12, 12, 12), readiness: Readiness(energy: .low), weightKg: 60,
             reason: "last time 3×12 at 60 kg hit the top of 8–12, but no increase today: low energy"),
        Case(description: "both low energy and high soreness",
             target: range, last: sets(60, 12, 12, 12), readiness: Readiness(energy: .low, soreness: .high), weightKg: 60,
             reason: "last time 3×12 at 60 kg hit the top of 8–12, but no increase today: low energy and high soreness"),
        Case(description: "mild soreness changes nothing",
             target: range, last: sets(60, 12, 12, 12), readiness: Readiness(energy: .ok, soreness: .mild), weightKg: 62.5,
             reason: "last time 3×12 at 60 kg hit the top of 8–12: +2.5 kg"),
        Case(description: "in pounds: 5 lb on 135 lb",
             target: range, last: sets(WeightUnit.lb.kilograms(135), 12, 12, 12), incrementKg: WeightUnit.lb.kilograms(5), unit: .lb,
             weightKg: WeightUnit.lb.kilograms(135) + WeightUnit.lb.kilograms(5),
             reason: "last time 3×12 at 135 lb hit the top of 8–12: +5 lb"),
        Case(description: "typed in lb in a kg project: in lb, +5 lb, the default of its unit",
             target: range, last: sets(225, typedIn: .lb, 12, 12, 12), incrementKg: nil,
             weightKg: WeightUnit.lb.kilograms(225) + WeightUnit.lb.kilograms(5),
             reason: "last time 3×12 at 225 lb hit the top of 8–12: +5 lb", shown: "230 lb"),
        Case(description: "typed in kg in an lb project: in kg, +2.5 kg",
             target: range, last: sets(100, typedIn: .kg, 12, 12, 12), incrementKg: nil, unit: .lb, weightKg: 102.5,
             reason: "last time 3×12 at 100 kg hit the top of 8–12: +2.5 kg", shown: "102.5 kg"),
        Case(description: "typed in lb, the weight-increment set to 2.5 kg: 5.51 lb on 225 lb",
             target: range, last: sets(225, typedIn: .lb, 12, 12, 12), incrementKg: 2.5, weightKg: 102.058283 + 2.5,
             reason: "last time 3×12 at 225 lb hit the top of 8–12: +5.51 lb", shown: "230.51 lb"),
        Case(description: "typed in lb, short of the top: the same 225 lb",
             target: range, last: sets(225, typedIn: .lb, 12, 11, 10), incrementKg: nil, weightKg: 102.058283,
             reason: "last time 12, 11, 10 at 225 lb did not reach 12 on every set: same weight", shown: "225 lb"),
        Case(description: "in the project's unit, the default increment is its own",
             target: range, last: sets(60, 12, 12, 12), incrementKg: nil, weightKg: 62.5,
             reason: "last time 3×12 at 60 kg hit the top of 8–12: +2.5 kg", shown: "62.5 kg"),
        Case(description: "an added exercise has no rep target",
             target: nil, last: sets(20, 10, 10), weightKg: 20, reason: "last time 2×10 at 20 kg; no rep target: same weight"),
        Case(description: "never done, planned weight",
             target: TemplateExercise(exercise: "squat", targetSets: 3, targetReps: 5, targetWeightKg: 80), last: nil, weightKg: 80,
             reason: "the plan's weight; no earlier sets to go by"),
        Case(description: "never done", target: range, last: nil, weightKg: nil, reason: "first time: no earlier sets to go by"),
    ]

    @Test(arguments: cases)
    func suggestion(_ example: Case) throws {
        let suggestion = try #require(WeightSuggestion.suggest(
            target: example.target, type: .weightReps, last: example.last, incrementKg: example.incrementKg,
            readiness: example.readiness, format: DisplayFormatter(unit: example.unit)))
        #expect(suggestion.weightKg == example.weightKg)
        #expect(suggestion.reason == example.reason)
        if let shown = example.shown { #expect(suggestion.weight == shown) }
        // Increased: above the heaviest set completed last time (a missed attempt completed nothing).
        let heaviest = example.last?.filter { ($0.reps ?? 0) > 0 }.compactMap(\.weightKg).max()
        #expect(suggestion.increased == (example.weightKg.map { weight in heaviest.map { weight > $0 } ?? false } ?? false))
    }

    @Test func exercisesWithoutAWeightGetNone() {
        for type in [ExerciseType.bodyweightReps, .repsOnly, .duration, .weightDuration, .distanceDuration] {
            #expect(WeightSuggestion.suggest(target: Self.range, type: type, last: [WorkoutSet(reps: 12)], incrementKg: 2.5,
                                             readiness: nil, format: DisplayFormatter(unit: .kg)) == nil)
        }
    }

    @Test(arguments: [
        (3, Readiness?.none, 3), (3, Readiness(energy: .low), 2), (3, Readiness(soreness: .high), 2),
        (3, Readiness(energy: .low, soreness: .high), 1), (2, Readiness(energy: .low, soreness: .high), 1),
        (1, Readiness(energy: .low), 1), (4, Readiness(energy: .high, soreness: Readiness.Soreness.none), 4),
    ])
    func setsToday(planned: Int, readiness: Readiness?, expected: Int) {
        #expect(WeightSuggestion.setsToday(TemplateExercise(exercise: "squat", targetSets: planned, targetReps: 5), readiness: readiness) == expected)
    }

    @Test func settingsDefaultIncrementFollowsTheUnits() throws {
        #expect(Settings(units: .kg).effectiveWeightIncrementKg == 2.5)
        #expect(Settings(units: .lb).effectiveWeightIncrementKg == 2.267962)
        var settings = Settings(units: .lb)
        try SettingsEditor.set("weight-increment", to: "2.5", in: &settings)
        #expect(settings.effectiveWeightIncrementKg == 1.133981)
        try SettingsEditor.set("weight-increment", to: "1kg", in: &settings)
        #expect(settings.effectiveWeightIncrementKg == 1)
        try SettingsEditor.set("weight-increment", to: "default", in: &settings)
        #expect(settings.weightIncrementKg == nil)
        #expect(throws: SettingsEditor.Failure.self) { try SettingsEditor.set("weight-increment", to: "0", in: &settings) }
        try SettingsEditor.set("rest-timer", to: "2:30", in: &settings)
        #expect(settings.restSeconds == 150)
        #expect(throws: SettingsEditor.Failure.self) { try SettingsEditor.set("rest-timer", to: "0", in: &settings) }
    }
}
