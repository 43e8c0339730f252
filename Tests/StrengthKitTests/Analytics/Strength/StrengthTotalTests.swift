import Testing
@testable import StrengthKit

/// What DOTS scores: the best e1RM of each lift in the window, and the body weight logged last by its end.
@Suite struct StrengthTotalTests {
    static let lifts: [String: PowerliftingLift] = ["squat": .squat, "bench-press": .benchPress, "deadlift": .deadlift]

    /// Three sessions of each lift; the window is 1–31 March.
    static func history() throws -> HistoryFixture {
        var history = HistoryFixture()
        try history.log("2025-02-20 18:00", "Squat: 200x1", "Bench Press: 150x1", "Deadlift: 250x1")  // before the window
        try history.log("2025-03-03 18:00", "Squat: 140x5", "Bench Press: 100x5", "Deadlift: 180x5")
        try history.log("2025-03-17 18:00", "Squat: 150x3", "Bench Press: 100x3")
        try history.log("2025-04-02 18:00", "Squat: 210x1")  // after it
        return history
    }

    static func total(_ history: HistoryFixture, lifts: [String: PowerliftingLift] = lifts,
                      from: String = "2025-03-01", through: String = "2025-03-31") -> Result<StrengthTotal, StrengthTotal.Shortfall> {
        StrengthTotal.make(exercises: history.analytics(today: "2025-04-10").exercises, lifts: lifts,
                           bodyWeight: history.data.bodyWeight, from: LocalDay(from)!, through: LocalDay(through)!)
    }

    /// Brzycki: 140 × 5 → 140 × 36 / 32 = 157.5; 150 × 3 → 150 × 36 / 34 = 158.82 (the better squat);
    /// 100 × 5 → 112.5 beats 100 × 3 → 105.88; 180 × 5 → 202.5. The singles before and after the
    /// window do not count, nor does body weight logged after it.
    @Test func eachLiftsBestEstimateInTheWindowAndTheBodyWeightLoggedLastByItsEnd() throws {
        var history = try Self.history()
        history.bodyWeight("2025-02-01", 90)
        history.bodyWeight("2025-03-10", 88)
        history.bodyWeight("2025-04-01", 86)
        let total = try Self.total(history).get()
        #expect(total.parts.map(\.lift) == [.squat, .benchPress, .deadlift])
        #expect(total.parts.map(\.exerciseID) == ["squat", "bench-press", "deadlift"])
        #expect(total.parts.map(\.day) == ["2025-03-17", "2025-03-03", "2025-03-03"].map { LocalDay($0)! })
        let expected = [150.0 * 36 / 34, 112.5, 202.5]
        #expect(zip(total.parts.map(\.e1rmKg), expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(total.bodyWeight == BodyWeightEntry(date: LocalDay("2025-03-10")!, weightKg: 88))
    }

    /// (what is left out, the lifts then missing, whether body weight is missing).
    static let shortfalls: [(String, [PowerliftingLift], Bool)] = [
        ("deadlift", [.deadlift], false),
        ("body weight", [], true),
        ("squat and bench press", [.squat, .benchPress], false),
        ("everything", [.squat, .benchPress, .deadlift], true),
    ]

    @Test(arguments: shortfalls)
    func aMissingLiftOrBodyWeightGivesNoTotalAndSaysWhich(_ what: String, _ missingLifts: [PowerliftingLift],
                                                         _ missingBodyWeight: Bool) throws {
        var history = try Self.history()
        if !missingBodyWeight { history.bodyWeight("2025-03-31", 80) }
        let lifts = Self.lifts.filter { !missingLifts.contains($0.value) }
        #expect(throws: StrengthTotal.Shortfall(lifts: missingLifts, bodyWeight: missingBodyWeight), "\(what)") {
            try Self.total(history, lifts: lifts).get()
        }
    }

    /// A lift done only outside the window is missing from it, however heavy.
    @Test func aLiftOnlyDoneBeforeTheWindowIsMissing() throws {
        var history = try Self.history()
        history.bodyWeight("2025-03-01", 80)
        #expect(throws: StrengthTotal.Shortfall(lifts: [.deadlift], bodyWeight: false)) {
            try Self.total(history, from: "2025-03-10").get()
        }
    }

    /// Two exercises that are the same lift (a conventional and a sumo deadlift): the higher estimate.
    @Test func twoExercisesOfOneLiftGiveTheHigherEstimate() throws {
        var history = try Self.history()
        history.data.library.exercises.append(Exercise(id: "sumo-deadlift", name: "Sumo Deadlift", type: .weightReps))
        try history.log("2025-03-20 18:00", "Sumo Deadlift: 200x3")
        history.bodyWeight("2025-03-01", 80)
        var lifts = Self.lifts
        lifts["sumo-deadlift"] = .deadlift
        let deadlift = try #require(try Self.total(history, lifts: lifts).get().parts.last)
        #expect(deadlift.exerciseID == "sumo-deadlift")
        #expect(abs(deadlift.e1rmKg - 200.0 * 36 / 34) < 1e-9)
    }
}
