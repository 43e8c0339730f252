import Testing
@testable import StrengthKit

@Suite struct SetSyntaxTests {
    typealias Form = ParsedSet.Form

    /// (typed, display unit, expected form, kind, rpe, repeats). Pound values: lb × 0.45359237, rounded to 1e-6 kg.
    static let validSets: [(String, WeightUnit, Form, SetKind, Double?, Int)] = [
        ("100x5", .kg, .weightReps(weightKg: 100, reps: 5), .normal, nil, 1),
        ("100kgx5", .kg, .weightReps(weightKg: 100, reps: 5), .normal, nil, 1),
        ("225lbx5", .kg, .weightReps(weightKg: 102.058283, reps: 5), .normal, nil, 1),   // 225 × 0.45359237 = 102.05828325
        ("225lbsx5", .kg, .weightReps(weightKg: 102.058283, reps: 5), .normal, nil, 1),
        ("100 x 5", .kg, .weightReps(weightKg: 100, reps: 5), .normal, nil, 1),
        ("100×5", .kg, .weightReps(weightKg: 100, reps: 5), .normal, nil, 1),
        ("100x5x3", .kg, .weightReps(weightKg: 100, reps: 5), .normal, nil, 3),
        ("w60x10", .kg, .weightReps(weightKg: 60, reps: 10), .warmup, nil, 1),
        ("W60X10", .kg, .weightReps(weightKg: 60, reps: 10), .warmup, nil, 1),
        ("d80x8", .kg, .weightReps(weightKg: 80, reps: 8), .drop, nil, 1),
        ("f140x0", .kg, .weightReps(weightKg: 140, reps: 0), .failure, nil, 1),
        ("140x0", .kg, .weightReps(weightKg: 140, reps: 0), .normal, nil, 1),
        ("102.5x3@9", .kg, .weightReps(weightKg: 102.5, reps: 3), .normal, 9, 1),
        ("102.5x3 @8.5", .kg, .weightReps(weightKg: 102.5, reps: 3), .normal, 8.5, 1),
        ("w60x10x2@6", .kg, .weightReps(weightKg: 60, reps: 10), .warmup, 6, 2),
        ("+20x8", .kg, .signedLoadReps(loadKg: 20, reps: 8), .normal, nil, 1),
        ("-25x6", .kg, .signedLoadReps(loadKg: -25, reps: 6), .normal, nil, 1),
        ("+0x12", .kg, .signedLoadReps(loadKg: 0, reps: 12), .normal, nil, 1),
        ("+10kgx8x3", .kg, .signedLoadReps(loadKg: 10, reps: 8), .normal, nil, 3),
        ("x12", .kg, .reps(12), .normal, nil, 1),
        ("x12x3", .kg, .reps(12), .normal, nil, 3),
        ("fx0", .kg, .reps(0), .failure, nil, 1),
        ("60s", .kg, .duration(seconds: 60), .normal, nil, 1),
        ("45 sec", .kg, .duration(seconds: 45), .normal, nil, 1),
        ("1:30", .kg, .duration(seconds: 90), .normal, nil, 1),
        ("2m", .kg, .duration(seconds: 120), .normal, nil, 1),
        ("2min", .kg, .duration(seconds: 120), .normal, nil, 1),
        ("1m30s", .kg, .duration(seconds: 90), .normal, nil, 1),
        ("1h05m", .kg, .duration(seconds: 3900), .normal, nil, 1),               // 3600 + 5 × 60
        ("1:05:00", .kg, .duration(seconds: 3900), .normal, nil, 1),
        ("w30s", .kg, .duration(seconds: 30), .warmup, nil, 1),
        ("40x45s", .kg, .weightDuration(weightKg: 40, seconds: 45), .normal, nil, 1),
        ("40kgx1:30", .kg, .weightDuration(weightKg: 40, seconds: 90), .normal, nil, 1),
        ("5km in 25:00", .kg, .distance(meters: 5000, seconds: 1500), .normal, nil, 1),
        ("3mi in 24:10", .kg, .distance(meters: 4828.032, seconds: 1450), .normal, nil, 1),   // 3 × 1609.344; 24 × 60 + 10
        ("400m in 1:30", .kg, .distance(meters: 400, seconds: 90), .normal, nil, 1),
        ("10km in 1:02:03", .kg, .distance(meters: 10000, seconds: 3723), .normal, nil, 1),   // 3600 + 120 + 3
        ("5km", .kg, .distance(meters: 5000, seconds: nil), .normal, nil, 1),
        // The same sets with pounds as the display unit.
        ("100x5", .lb, .weightReps(weightKg: 45.359237, reps: 5), .normal, nil, 1),
        ("225x5", .lb, .weightReps(weightKg: 102.058283, reps: 5), .normal, nil, 1),
        ("100kgx5", .lb, .weightReps(weightKg: 100, reps: 5), .normal, nil, 1),
        ("f315x0", .lb, .weightReps(weightKg: 142.881597, reps: 0), .failure, nil, 1),       // 315 × 0.45359237 = 142.88159655
        ("+45x8", .lb, .signedLoadReps(loadKg: 20.411657, reps: 8), .normal, nil, 1),        // 45 × 0.45359237 = 20.41165665
        ("-25x6", .lb, .signedLoadReps(loadKg: -11.339809, reps: 6), .normal, nil, 1),       // 25 × 0.45359237 = 11.33980925
        ("x12", .lb, .reps(12), .normal, nil, 1),
        ("40x45s", .lb, .weightDuration(weightKg: 18.143695, seconds: 45), .normal, nil, 1), // 40 × 0.45359237 = 18.1436948
        ("60s", .lb, .duration(seconds: 60), .normal, nil, 1),
        ("3mi in 24:10", .lb, .distance(meters: 4828.032, seconds: 1450), .normal, nil, 1),
    ]

    @Test(arguments: validSets)
    func readsEveryForm(_ text: String, _ unit: WeightUnit, _ form: Form, _ kind: SetKind, _ rpe: Double?, _ repeats: Int) throws {
        let parsed = try SetSyntax(defaultUnit: unit).parse(text)
        #expect(parsed.form == form)
        #expect(parsed.kind == kind)
        #expect(parsed.rpe == rpe)
        #expect(parsed.repeats == repeats)
    }

    static let malformedSets: [(String, String)] = [
        ("", "the set is empty"),
        ("abc", "'abc' is not a set; write e.g. 100x5, x12, +20x8, 60s, 40x45s or 5km in 25:00"),
        ("100x", "the reps are missing after 'x'; write e.g. 100x5"),
        ("x", "the reps are missing after 'x'; write e.g. 100x5"),
        ("100", "'100' alone is ambiguous; write 100x5 for weight x reps, x100 for reps or 100s for seconds"),
        ("100x5x0", "0 sets: a set can be repeated 1 to 50 times"),
        ("100x5x51", "51 sets: a set can be repeated 1 to 50 times"),
        ("100x5x", "the number of sets is missing after the second 'x'; write e.g. 100x5x3"),
        ("100x5x3x2", "too many 'x'; write weight x reps x sets, e.g. 100x5x3"),
        ("100x5.5", "reps are whole numbers, not 5.5"),
        ("100x-5", "'-5' is not a number of reps"),
        ("nanx5", "'nan' is not a weight; write a number such as 100 or 102.5, optionally with kg or lb"),
        ("infx5", "'inf' is not a weight; write a number such as 100 or 102.5, optionally with kg or lb"),
        ("1e3x5", "'1e3' is not a weight; write a number such as 100 or 102.5, optionally with kg or lb"),
        ("1.5.2x5", "'1.5.2' is not a weight; write a number such as 100 or 102.5, optionally with kg or lb"),
        ("q100x5", "'q100' is not a weight; write a number such as 100 or 102.5, optionally with kg or lb"),
        ("100stonex5", "'stone' is not a weight unit; use kg or lb"),
        ("2000x5", "2000 is beyond 1500 kg"),
        ("100x1000000000", "1000000000 is more than the most reps a set can have (10000)"),
        ("100x10001", "10001 is more than the most reps a set can have (10000)"),
        ("+x5", "the load is missing after '+'; write e.g. +20x8 or -25x6"),
        ("100x5@", "the RPE is missing after '@'; write e.g. @8 or @8.5"),
        ("100x5@11", "RPE 11 is out of range; RPE runs up to 10"),
        ("100x5@0", "RPE 0 is out of range; RPE runs up to 10"),
        ("100x5@hard", "'hard' is not an RPE; write e.g. @8 or @8.5"),
        ("100x5@8@9", "more than one '@'; write the RPE once, e.g. 100x5@8"),
        ("@8", "there is no set before the '@'"),
        ("w", "nothing follows the prefix 'w'; write e.g. w60x10"),
        ("100kg", "'100kg' has no reps; write e.g. 100kgx5"),
        ("0:00", "a time of 0:00 is no time at all"),
        ("1:70", "'1:70' is not a time; minutes and seconds after a ':' are below 60"),
        ("1:5", "'1:5' is not a time; minutes and seconds after a ':' take two digits, e.g. 1:05"),
        ("2h5h", "'2h5h' is not a time; write hours, then minutes, then seconds, e.g. 1h05m"),
        ("200h", "200h is longer than 7 days"),
        ("40x45sx3", "a timed set cannot be repeated with a third 'x'"),
        ("5km in", "the time is missing after 'in'; write e.g. 5km in 25:00"),
        ("5km in 25:61", "'25:61' is not a time; minutes and seconds after a ':' are below 60"),
        ("5km in fast", "'fast' is not a time; write e.g. 25:00, 1:05:30 or 90s"),
        ("5km in 0:00", "a time of 0:00 is no time at all"),
        ("5parsecs in 25:00", "'parsecs' is not a distance unit; use km, mi, m or yd"),
        ("5 in 25:00", "'5' needs a unit: km, mi, m or yd"),
        ("0km in 5:00", "a distance of 0 is not a set"),
        ("2000km in 5:00:00", "2000km is beyond 1000 km"),
    ]

    @Test(arguments: malformedSets)
    func rejectsMalformedSetWithItsReason(_ text: String, _ reason: String) {
        #expect(throws: SetSyntaxError(set: text.trimmingCharacters(in: .whitespaces), reason: reason)) {
            try SetSyntax(defaultUnit: .kg).parse(text)
        }
    }

    /// (exercise type, typed set, reason it does not fit).
    static let mismatches: [(ExerciseType, String, String)] = [
        (.duration, "100x5", "write a time such as 60s, 1:30 or 2m"),
        (.weightReps, "+20x8", "write the weight without a sign, e.g. 20x8"),
        (.weightReps, "x12", "write weight x reps, e.g. 60x10"),
        (.weightReps, "60s", "write weight x reps, e.g. 60x10"),
        (.bodyweightReps, "20x8", "write +20x8 for added load, -20x8 for assistance or x8 for body weight alone"),
        (.bodyweightReps, "5km in 25:00", "write reps such as x12, with +20x8 for added load or -25x6 for assistance"),
        (.repsOnly, "+10x5", "write reps only, e.g. x20"),
        (.weightDuration, "40x45", "write weight x time, e.g. 40x45s"),
        (.distanceDuration, "100x5", "write a distance and time such as 5km in 25:00 or 400m in 1:30"),
    ]

    @Test(arguments: mismatches)
    func setThatDoesNotFitItsExerciseTypeNamesEntryAndSet(_ type: ExerciseType, _ text: String, _ hint: String) throws {
        let parsed = try SetSyntax(defaultUnit: .kg).parse(text)
        let expected = SetSyntaxError(entry: "Lift", set: text, reason: "Lift is a \(type.displayName.lowercased()) exercise; \(hint)")
        #expect(throws: expected) { try parsed.workoutSet(for: type, exerciseName: "Lift") }
    }

    @Test func storedSetsCarryOnlyTheirTypesFields() throws {
        let syntax = SetSyntax(defaultUnit: .kg)
        #expect(try syntax.parse("f140x0").workoutSet(for: .weightReps, exerciseName: "Squat")
                == WorkoutSet(kind: .failure, weightKg: 140, reps: 0))
        #expect(try syntax.parse("x12").workoutSet(for: .bodyweightReps, exerciseName: "Dip") == WorkoutSet(reps: 12))
        #expect(try syntax.parse("x12").workoutSet(for: .repsOnly, exerciseName: "Jumping Jack") == WorkoutSet(reps: 12))
        #expect(try syntax.parse("-25x6@8").workoutSet(for: .bodyweightReps, exerciseName: "Pull Up")
                == WorkoutSet(weightKg: -25, reps: 6, rpe: 8))
        #expect(try syntax.parse("2m").workoutSet(for: .distanceDuration, exerciseName: "Running") == WorkoutSet(durationSeconds: 120))
    }

    @Test func entryNameIsEverythingBeforeTheLastColonFollowedBySpace() throws {
        #expect(try WorkoutEntrySyntax.split("Bench Press: w60x10, 100x5x3") == ("Bench Press", ["w60x10", "100x5x3"]))
        #expect(try WorkoutEntrySyntax.split("Plank: 1:30, 45s") == ("Plank", ["1:30", "45s"]))
        #expect(try WorkoutEntrySyntax.split("Squat: Pause (2:1): 100x5") == ("Squat: Pause (2:1)", ["100x5"]))
        #expect(try WorkoutEntrySyntax.split("Plank:1:30") == ("Plank", ["1:30"]))
        #expect(throws: SetSyntaxError.self) { try WorkoutEntrySyntax.split("Bench Press 100x5") }
        #expect(throws: SetSyntaxError(entry: "Bench", set: "", reason: "no sets after ':'; write e.g. Bench: 100x5, 100x5")) {
            try WorkoutEntrySyntax.split("Bench: ")
        }
        #expect(throws: SetSyntaxError(entry: "Bench", set: "", reason: "an empty set between commas")) {
            try WorkoutEntrySyntax.split("Bench: 100x5,,100x5")
        }
    }

    /// What `DisplayFormatter.typed` writes (the `--to` of the command an import suggests) reads back
    /// as the same set, in either unit (the numbers are the display unit's).
    @Test(arguments: [WeightUnit.kg, .lb])
    func typedSetsReadBackAsTheSameSet(unit: WeightUnit) throws {
        let cases: [(WorkoutSet, ExerciseType, String)] = [
            (WorkoutSet(kind: .warmup, weightKg: unit.kilograms(60), reps: 10), .weightReps, "w60x10"),
            (WorkoutSet(weightKg: unit.kilograms(102.5), reps: 3, rpe: 8.5), .weightReps, "102.5x3@8.5"),
            (WorkoutSet(kind: .failure, weightKg: unit.kilograms(140), reps: 0), .weightReps, "f140x0"),
            (WorkoutSet(weightKg: unit.kilograms(10), reps: 8), .bodyweightReps, "+10x8"),
            (WorkoutSet(weightKg: unit.kilograms(-25), reps: 6), .bodyweightReps, "-25x6"),
            (WorkoutSet(reps: 12), .bodyweightReps, "x12"),
            (WorkoutSet(reps: 20), .repsOnly, "x20"),
            (WorkoutSet(durationSeconds: 90), .duration, "90s"),
            (WorkoutSet(weightKg: unit.kilograms(40), durationSeconds: 45), .weightDuration, "40x45s"),
            (WorkoutSet(durationSeconds: 1500, distanceMeters: 5000), .distanceDuration, "5km in 1500s"),
            (WorkoutSet(distanceMeters: 400), .distanceDuration, "0.4km"),
            (WorkoutSet(durationSeconds: 600), .distanceDuration, "600s"),
        ]
        let format = DisplayFormatter(unit: unit)
        let syntax = SetSyntax(defaultUnit: unit)
        for (set, type, expected) in cases {
            let text = format.typed(set, type: type)
            #expect(text == expected)
            #expect(try syntax.parse(text).workoutSet(for: type, exerciseName: "E") == set, "\(text)")
        }
        // Naming the unit, the text means the same weight in a project that shows the other unit, a set
        // typed in the unit it names (`WorkoutSet.typedUnit`, which a set without a weight has not).
        let other = SetSyntax(defaultUnit: unit.other)
        for (set, type, _) in cases {
            let text = format.typed(set, type: type, namingTheUnit: true)
            var typedInTheOtherUnit = set
            if set.weightKg != nil { typedInTheOtherUnit.typedUnit = unit }
            #expect(try other.parse(text).workoutSet(for: type, exerciseName: "E") == typedInTheOtherUnit, "\(text)")
        }
        #expect(format.typed(WorkoutSet(weightKg: unit.kilograms(22.5), reps: 12), type: .weightReps, namingTheUnit: true)
                == "22.5\(unit.rawValue)x12")
    }
}
