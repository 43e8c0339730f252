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

    @Test func theHeaviestWeightSaysForHowManyReps() {
        let format = DisplayFormatter(unit: .kg)
        #expect(format.record(.heaviestWeight, 130, set: WorkoutSet(weightKg: 130, reps: 3)) == "130 kg × 3")
        #expect(format.record(.heaviestWeight, 40, set: WorkoutSet(weightKg: 40, durationSeconds: 45)) == "40 kg")
        #expect(format.record(.bestE1rm, 140, set: WorkoutSet(weightKg: 130, reps: 3)) == "140 kg")
    }
}
