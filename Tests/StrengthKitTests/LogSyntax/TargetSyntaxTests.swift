import Testing
@testable import StrengthKit

@Suite struct TargetSyntaxTests {
    /// (typed, display unit, sets, reps, top of range, RPE, kg, seconds, metres, written back in kg).
    static let valid: [(String, WeightUnit, Int, Int?, Int?, Double?, Double?, Int?, Double?, String)] = [
        ("3x5", .kg, 3, 5, nil, nil, nil, nil, nil, "3x5"),
        ("3 x 5", .kg, 3, 5, nil, nil, nil, nil, nil, "3x5"),
        ("3×8–12", .kg, 3, 8, 12, nil, nil, nil, nil, "3x8-12"),
        ("3x8-12", .kg, 3, 8, 12, nil, nil, nil, nil, "3x8-12"),
        ("3x5@8", .kg, 3, 5, nil, 8, nil, nil, nil, "3x5@8"),
        ("3x5 @8.5", .kg, 3, 5, nil, 8.5, nil, nil, nil, "3x5@8.5"),
        ("3x5 80kg", .kg, 3, 5, nil, nil, 80, nil, nil, "3x5 80kg"),
        ("3x5 80", .kg, 3, 5, nil, nil, 80, nil, nil, "3x5 80kg"),
        ("3x5@8 80kg", .kg, 3, 5, nil, 8, 80, nil, nil, "3x5@8 80kg"),
        // 225 lb × 0.45359237 = 102.05828325 kg, kept to 1e-6 kg; written back in kg to two decimals.
        ("5x5 225", .lb, 5, 5, nil, nil, 102.058283, nil, nil, "5x5 102.06kg"),
        ("3x60s", .kg, 3, nil, nil, nil, nil, 60, nil, "3x60s"),
        ("3 x 8 - 12", .kg, 3, 8, 12, nil, nil, nil, nil, "3x8-12"),
        ("3x2min", .kg, 3, nil, nil, nil, nil, 120, nil, "3x120s"),
        ("3x1:30", .kg, 3, nil, nil, nil, nil, 90, nil, "3x90s"),
        ("3x45s 40kg", .kg, 3, nil, nil, nil, 40, 45, nil, "3x45s 40kg"),
        ("1x5km", .kg, 1, nil, nil, nil, nil, nil, 5000, "1x5km"),
        ("4x400m", .kg, 4, nil, nil, nil, nil, nil, 400, "4x400m"),
        ("1x3mi", .kg, 1, nil, nil, nil, nil, nil, 4828.032, "1x4.828km"),   // 3 × 1609.344 m
    ]

    @Test(arguments: valid)
    func readsATarget(_ example: (String, WeightUnit, Int, Int?, Int?, Double?, Double?, Int?, Double?, String)) throws {
        let (text, unit, sets, reps, top, rpe, kilograms, seconds, meters, written) = example
        let target = try TargetSyntax(defaultUnit: unit).parse(text, exercise: "squat")
        #expect(target.exercise == "squat")
        #expect(target.targetSets == sets)
        #expect(target.targetReps == reps)
        #expect(target.targetRepsMax == top)
        #expect(target.targetRPE == rpe)
        #expect(abs((target.targetWeightKg ?? -1) - (kilograms ?? -1)) < 1e-9)
        #expect(target.targetSeconds == seconds)
        #expect(abs((target.targetMeters ?? -1) - (meters ?? -1)) < 1e-9)
        #expect(TargetSyntax.text(of: target, unit: .kg) == written)
        // What is written back reads as the same target (to the two decimals it keeps).
        let again = try TargetSyntax(defaultUnit: .kg).parse(written, exercise: "squat")
        #expect(again.targetReps == target.targetReps && again.targetRepsMax == target.targetRepsMax && again.targetSeconds == target.targetSeconds)
    }

    static let invalid: [(String, String)] = [
        ("", "the target is empty; write e.g. 3x5, 3x8-12 or 3x60s"),
        ("3x", "the reps are missing after 'x'; write e.g. 3x5 or 3x8-12"),
        ("3x12-8", "the range 12-8 runs downwards; write it low-high, 3x8-12"),
        ("3x8-8", "the range 8-8 is one number; write 3x8"),
        ("5", "'5' is not a target; write SETSxREPS such as 3x5, a range such as 3x8-12, or 3x60s or 1x5km"),
        ("x5", "'' is not a number of sets; write e.g. 3x5"),
        ("0x5", "0 sets is not between 1 and 100"),
        ("3x5x2", "too many 'x'; a target is SETSxREPS, e.g. 3x5 or 3x8-12"),
        ("3x5@", "the RPE is missing after '@'; write e.g. 3x5@8"),
        ("3x5@11", "'11' is not an RPE; RPE runs above 0 up to 10, e.g. @8 or @8.5"),
        ("3xfive", "'five' is not reps; write e.g. 3x5 or a range low-high such as 3x8-12"),
        ("3x5kg", "'5kg' is not a time or a distance; write e.g. 60s, 1:30, 5km or 400m"),
        ("3x5 heavy", "'heavy' is not a weight; write a number such as 100 or 102.5, optionally with kg or lb"),
        ("3x5 80kg extra", "too many parts; a target is SETSxREPS with an optional @RPE and weight, e.g. 3x5@8 80kg"),
        ("3x60s@8", "an RPE goes with reps, e.g. 3x5@8"),
    ]

    @Test(arguments: invalid)
    func explainsABadTarget(_ example: (String, String)) {
        #expect(throws: SetSyntaxError(set: example.0, reason: example.1)) {
            try TargetSyntax(defaultUnit: .kg).parse(example.0, exercise: "squat")
        }
    }

    @Test func aTargetMustSuitTheExercise() throws {
        let syntax = TargetSyntax(defaultUnit: .kg)
        let reps = try syntax.parse("3x5", exercise: "plank")
        #expect(throws: SetSyntaxError(entry: "Plank", set: "3x5", reason: "Plank is duration; its target is sets of a time, e.g. 3x60s")) {
            try TargetSyntax.fit(reps, to: .duration, name: "Plank")
        }
        let time = try syntax.parse("3x60s", exercise: "squat")
        #expect(throws: SetSyntaxError(entry: "Squat", set: "3x60s", reason: "Squat is weight × reps; its target is sets × reps, e.g. 3x5 or 3x8-12")) {
            try TargetSyntax.fit(time, to: .weightReps, name: "Squat")
        }
        #expect(try TargetSyntax.fit(time, to: .duration, name: "Plank") == time)
        #expect(try TargetSyntax.fit(syntax.parse("1x5km", exercise: "run"), to: .distanceDuration, name: "Run").targetMeters == 5000)
    }
}
