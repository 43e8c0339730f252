import Testing
@testable import StrengthKit

/// A distance set beyond what a person covers: the pace and the distance bounds of each kind of travel,
/// and how an exercise's travel is known.
@Suite struct DistanceBoundsTests {
    static let format = DisplayFormatter(unit: .kg)

    @Test(arguments: [
        // On foot: 2:00 /km and 250 km.
        (DistanceTravel.foot, 1000.0, 120, false), (.foot, 1000, 119, true), (.foot, 250_000, 90_000, false), (.foot, 250_001, 90_000, true),
        // By bike: 0:40 /km and 1,000 km.
        (.bike, 1000, 40, false), (.bike, 122_467, 326, true), (.bike, 1_000_001, 200_000, true),
        // Rower and ski erg: 2:30 /km and 300 km.
        (.rower, 2000, 300, false), (.rower, 2000, 299, true), (.ski, 300_001, 200_000, true),
        // Swimming: 9:00 /km and 50 km.
        (.swim, 1000, 540, false), (.swim, 1000, 539, true), (.swim, 50_001, 80_000, true),
        // A distance with no time is held to the distance alone.
        (.foot, 5000, 0, false),
    ] as [(DistanceTravel, Double, Int, Bool)])
    func beyondAPerson(_ travel: DistanceTravel, _ meters: Double, _ seconds: Int, _ beyond: Bool) {
        let set = WorkoutSet(durationSeconds: seconds == 0 ? nil : seconds, distanceMeters: meters)
        #expect((DistanceBounds.problem(with: set, travel: travel, exercise: "E", format: Self.format) != nil) == beyond)
    }

    @Test func theMessageSaysThePaceAndTheBound() {
        #expect(DistanceBounds.problem(with: WorkoutSet(durationSeconds: 326, distanceMeters: 122_467), travel: .bike, exercise: "Cycling",
                                       format: Self.format)
                == "Cycling: 122.47 km in 5:26 is a pace of 0:03 /km, faster than anyone goes by bike (0:40 /km)")
    }

    @Test(arguments: [
        ("Running", DistanceTravel.foot), ("Stationary Bike", .bike), ("Rowing Machine", .rower), ("Swimming", .swim),
        ("Morning Run", .foot), ("Erg 2k", .rower), ("Pool Laps", .swim), ("SkiErg", .ski), ("Spin Class", .bike),
        ("Mystery Cardio", .bike),  // unknown: the most generous bounds
    ])
    func anExercisesTravel(_ name: String, _ travel: DistanceTravel) {
        #expect(ExerciseTravel.of(Exercise(id: "e", name: name, type: .distanceDuration)) == travel)
    }
}
