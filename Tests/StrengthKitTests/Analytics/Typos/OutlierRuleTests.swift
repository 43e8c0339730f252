import Testing
@testable import StrengthKit

/// The typo rule with hand-computed thresholds: weight both over 1.5× and 50 kg (110 lb) above the
/// heaviest working set, or reps both over 3× and 30 above the most; warm-ups and missed attempts
/// are no history; "did you mean" when a tenth of the value lies within the history's range.
@Suite struct OutlierRuleTests {
    static func set(_ weight: Double?, _ reps: Int?, _ kind: SetKind = .normal, unit: WeightUnit = .kg) -> WorkoutSet {
        WorkoutSet(kind: kind, weightKg: weight.map { unit.kilograms($0) }, reps: reps)
    }

    static func workout(_ exercises: [String: [WorkoutSet]]) -> Workout {
        let start = Timestamp(secondsSinceEpoch: 1_741_971_600, utcOffsetSeconds: 0)
        return Workout(id: "w", name: "W", start: start, exercises: exercises.sorted { $0.key < $1.key }.map {
            LoggedExercise(exercise: $0.key, sets: $0.value)
        })
    }

    /// Deadlift: working sets 100×5, 120×8, 140×5; a warm-up of 200 and a missed 300 count for nothing.
    /// Curl 10–20 kg × 12–15; pull-up assisted −25 and loaded +10; dip only assisted; press only warm-ups.
    static let kilograms = OutlierRule(history: [workout([
        "deadlift": [set(200, 1, .warmup), set(100, 5), set(120, 8), set(140, 5), set(300, 0, .failure)],
        "curl": [set(10, 15), set(20, 12)],
        "pull-up": [set(-25, 8), set(10, 5)],
        "dip": [set(-20, 8)],
        "press": [set(40, 5, .warmup)],
        "push-up": [set(nil, 20), set(nil, 12)],
    ])], unit: .kg)

    @Test(arguments: [
        // 1.5 × 140 = 210 and 140 + 50 = 190: above both from 210 on.
        ("deadlift", set(210, 5), nil),
        ("deadlift", set(210.5, 5), Outlier(field: .weight(.kg), value: 210.5, best: 140, suggestion: nil)),
        ("deadlift", set(1400, 5), Outlier(field: .weight(.kg), value: 1400, best: 140, suggestion: 140)),
        ("deadlift", set(1000, 5), Outlier(field: .weight(.kg), value: 1000, best: 140, suggestion: 100)),
        ("deadlift", set(999, 5), Outlier(field: .weight(.kg), value: 999, best: 140, suggestion: nil)),
        // A warm-up is judged too.
        ("deadlift", set(1400, 5, .warmup), Outlier(field: .weight(.kg), value: 1400, best: 140, suggestion: 140)),
        // 20 kg: 1.5× is 30 but 20 + 50 is 70, so 70 is not above both; 70.5 is.
        ("curl", set(60, 12), nil),
        ("curl", set(70, 12), nil),
        ("curl", set(70.5, 12), Outlier(field: .weight(.kg), value: 70.5, best: 20, suggestion: nil)),
        ("curl", set(150, 12), Outlier(field: .weight(.kg), value: 150, best: 20, suggestion: 15)),
        // Reps: most 8, 3 × 8 = 24 and 8 + 30 = 38; a tenth only when whole and within 5–8.
        ("deadlift", set(100, 38), nil),
        ("deadlift", set(100, 39), Outlier(field: .reps, value: 39, best: 8, suggestion: nil)),
        ("deadlift", set(100, 50), Outlier(field: .reps, value: 50, best: 8, suggestion: 5)),
        ("deadlift", set(100, 55), Outlier(field: .reps, value: 55, best: 8, suggestion: nil)),
        ("deadlift", set(100, 80), Outlier(field: .reps, value: 80, best: 8, suggestion: 8)),
        // Push-ups: most 20, 3 × 20 = 60 and 20 + 30 = 50: above both from 61.
        ("push-up", set(nil, 60), nil),
        ("push-up", set(nil, 61), Outlier(field: .reps, value: 61, best: 20, suggestion: nil)),
        ("push-up", set(nil, 200), Outlier(field: .reps, value: 200, best: 20, suggestion: 20)),
        // Pull-up: the heaviest load is +10 (assistance is no weight): 1.5× 15, +50 60.
        ("pull-up", set(60, 5), nil),
        ("pull-up", set(100, 5), Outlier(field: .weight(.kg), value: 100, best: 10, suggestion: 10)),
        ("pull-up", set(-200, 5), nil),
        // No loaded set, no weight history; only warm-ups, no history; no sets at all, none.
        ("dip", set(40, 8), nil),
        ("press", set(400, 5), nil),
        ("squat", set(1400, 5), nil),
    ] as [(String, WorkoutSet, Outlier?)])
    func kilograms(_ exercise: String, _ set: WorkoutSet, _ expected: Outlier?) {
        #expect(Self.kilograms.outlier(set, of: exercise) == expected)
    }

    /// In a pound project the margin is 110 lb and weights are compared in pounds.
    static let pounds = OutlierRule(history: [workout([
        "squat": [set(135, 5, unit: .lb), set(225, 5, unit: .lb)],
        "row": [set(50, 10, unit: .lb), set(100, 8, unit: .lb)],
    ])], unit: .lb)

    @Test(arguments: [
        // 225 lb: 1.5× is 337.5, 225 + 110 = 335: 337.5 is not above both, 338 is.
        ("squat", set(337.5, 5, unit: .lb), nil),
        ("squat", set(338, 5, unit: .lb), Outlier(field: .weight(.lb), value: 338, best: 225, suggestion: nil)),
        ("squat", set(2250, 5, unit: .lb), Outlier(field: .weight(.lb), value: 2250, best: 225, suggestion: 225)),
        // 100 lb: 1.5× is 150, 100 + 110 = 210. 210.1 lb is an outlier; with a 50 kg margin (110.23 lb) it
        // would not be.
        ("row", set(210, 8, unit: .lb), nil),
        ("row", set(210.1, 8, unit: .lb), Outlier(field: .weight(.lb), value: 210.1, best: 100, suggestion: nil)),
        ("row", set(600, 8, unit: .lb), Outlier(field: .weight(.lb), value: 600, best: 100, suggestion: 60)),
        ("row", set(100, 40, unit: .lb), nil),
        ("row", set(100, 41, unit: .lb), Outlier(field: .reps, value: 41, best: 10, suggestion: nil)),
    ] as [(String, WorkoutSet, Outlier?)])
    func pounds(_ exercise: String, _ set: WorkoutSet, _ expected: Outlier?) {
        #expect(Self.pounds.outlier(set, of: exercise) == expected)
    }

    @Test func includedSetsWidenTheHistory() {
        var rule = OutlierRule(history: [Workout](), unit: .kg)
        #expect(rule.outlier(Self.set(1400, 5), of: "deadlift") == nil)
        rule.include(Self.set(140, 5), of: "deadlift")
        #expect(rule.outlier(Self.set(1400, 5), of: "deadlift")?.suggestion == 140)
        rule.include(Self.set(1400, 5, .warmup), of: "deadlift")
        rule.include(Self.set(1400, 0), of: "deadlift")
        #expect(rule.outlier(Self.set(1400, 5), of: "deadlift") != nil)
        rule.include(Self.set(1000, 5), of: "deadlift")
        #expect(rule.outlier(Self.set(1400, 5), of: "deadlift") == nil)
    }

    @Test func messages() {
        #expect(Outlier(field: .weight(.kg), value: 1400, best: 140, suggestion: 140).description(exercise: "Deadlift")
                == "Deadlift: 1400 kg is more than 1.5× your heaviest set so far (140 kg) and 50 kg over it — did you mean 140?")
        #expect(Outlier(field: .weight(.lb), value: 338, best: 225, suggestion: nil).description(exercise: "Squat")
                == "Squat: 338 lb is more than 1.5× your heaviest set so far (225 lb) and 110 lb over it")
        #expect(Outlier(field: .reps, value: 80, best: 8, suggestion: 8).description(exercise: "Deadlift")
                == "Deadlift: 80 reps is more than 3× your most reps so far (8) and 30 over them — did you mean 8?")
        #expect(OutlierSetError(exercise: "Deadlift", outlier: Outlier(field: .weight(.kg), value: 1400, best: 140, suggestion: 140)).description
                == "Deadlift: 1400 kg is more than 1.5× your heaviest set so far (140 kg) and 50 kg over it — did you mean 140? "
                + "Nothing was saved; if 1400 kg is right, add --not-a-typo")
        #expect(OutlierSetError(exercise: "Push Up", outlier: Outlier(field: .reps, value: 61, best: 20, suggestion: nil)).description
                == "Push Up: 61 reps is more than 3× your most reps so far (20) and 30 over them. "
                + "Nothing was saved; if 61 reps is right, add --not-a-typo")
    }
}
