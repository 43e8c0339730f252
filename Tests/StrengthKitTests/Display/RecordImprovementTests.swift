import Testing
@testable import StrengthKit

/// A record says what it beat and by how much, and the heaviest weight says for how many reps.
@Suite struct RecordImprovementTests {
    static let cases: [(RecordKind, Double, Double?, String)] = [
        (.heaviestWeight, 102.5, 100, "+2.5 kg on 100 kg"),
        (.bestE1rm, 115.3125, 112.5, "+2.8 kg on 112.5 kg"),          // estimates to a tenth
        (.mostReps, 10, 8, "+2 reps on 8 reps"),
        (.longestDuration, 90, 60, "+0:30 on 1:00"),
        (.longestDistance, 10_000, 5_000, "+5 km on 5 km"),
        (.bestPace, 290, 300, "0:10 faster than 5:00 /km"),          // seconds per km: less is better
        (.bestPace, 279.2, 279.5, "under a second faster than 4:40 /km"),
        (.heaviestWeight, 60, nil, "first"),
    ]

    @Test(arguments: cases)
    func theRecordItBeatAndByHowMuch(_ kind: RecordKind, _ value: Double, _ previous: Double?, _ expected: String) {
        #expect(DisplayFormatter(unit: .kg).improvement(kind, value, over: previous) == expected)
    }

    /// 10 s per km faster is 16.1 s per mile faster: the gain is in the unit the paces are shown in.
    @Test func aPaceGainIsInTheDisplayedDistanceUnit() {
        let miles = DisplayFormatter(unit: .lb)   // miles go with pounds
        #expect(miles.improvement(.bestPace, 290, over: 300) == "0:16 faster than 8:03 /mi")
    }

    /// A weight record won on a tie in weight says what was done with the weight, not "+0 kg":
    /// 100 × 1 then 100 × 5 is 4 more reps; a carry of 40 kg for 0:45 then 1:00 is 15 s longer.
    /// Any other record says what it beat, as above.
    @Test(arguments: [
        ("Bench Press: 100x1", "Bench Press: 100x5", RecordKind.heaviestWeight, "+4 reps at 100 kg"),
        ("Pull Up: +10x1", "Pull Up: +10x2", .heaviestAddedLoad, "+1 rep at 10 kg"),
        ("Farmer's Carry: 40x45s", "Farmer's Carry: 40x60s", .heaviestWeight, "+0:15 at 40 kg"),
        ("Bench Press: 100x1", "Bench Press: 102.5x1", .heaviestWeight, "+2.5 kg on 100 kg"),
        ("Bench Press: 100x1", "Bench Press: 100x5", .bestE1rm, "+12.5 kg on 100 kg"),
    ])
    func aTieInWeightSaysWhatWasDoneWithIt(_ first: String, _ second: String, _ kind: RecordKind, _ expected: String) throws {
        var history = HistoryFixture()
        try history.log("2025-03-03 18:00", first)
        let after = try history.log("2025-03-05 18:00", second)
        let event = try #require(history.analytics(today: "2025-03-05").workout(id: after)?.news.first { $0.kind == kind })
        #expect(DisplayFormatter(unit: .kg).improvement(of: event) == expected)
    }

    @Test func theHeaviestWeightSaysForHowManyReps() {
        let format = DisplayFormatter(unit: .kg)
        #expect(format.record(.heaviestWeight, 130, set: WorkoutSet(weightKg: 130, reps: 3)) == "130 kg × 3")
        #expect(format.record(.heaviestWeight, 40, set: WorkoutSet(weightKg: 40, durationSeconds: 45)) == "40 kg")
        #expect(format.record(.bestE1rm, 140, set: WorkoutSet(weightKg: 130, reps: 3)) == "140 kg")
    }
}
