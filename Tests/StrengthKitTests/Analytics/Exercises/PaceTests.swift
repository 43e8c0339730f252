import Testing
@testable import StrengthKit

/// Pace (`Pace.secondsPerKilometer`), the one formula every cardio figure uses, by hand.
@Suite struct PaceTests {
    @Test(arguments: [
        (1500, 5000, 300),      // 5 km in 25:00: 5:00 a kilometre
        (90, 400, 225),         // 400 m in 1:30: 3:45
        (3600, 1609.344, 2236.9362920544),  // a mile in an hour
        (0, 1000, 0),           // a distance with no time taken: zero, which the best-pace record leaves out
    ] as [(Int, Double, Double)])
    func secondsPerKilometre(_ seconds: Int, _ meters: Double, _ expected: Double) throws {
        let pace = try #require(Pace.secondsPerKilometer(seconds: seconds, meters: meters))
        #expect(abs(pace - expected) < 1e-9)
    }

    @Test func noDistanceNoPace() {
        #expect(Pace.secondsPerKilometer(seconds: 1500, meters: 0) == nil)
    }
}
