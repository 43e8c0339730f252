import Testing
@testable import StrengthKit

@Suite struct WorkoutOrderTests {
    static func workouts(_ starts: [(String, String)]) -> [Workout] {
        starts.map { ProgramFixture.workout($0.0, "W", $0.1, template: nil) }
    }

    /// (id and start of each workout, in the given order; the ids oldest first).
    static let cases: [([(String, String)], [String])] = [
        ([], []),
        ([("a", "2025-01-06 18:00")], ["a"]),
        ([("a", "2025-01-06 18:00"), ("b", "2025-01-07 18:00"), ("c", "2025-01-08 07:00")], ["a", "b", "c"]),
        ([("c", "2025-01-08 07:00"), ("a", "2025-01-06 18:00"), ("b", "2025-01-07 18:00")], ["a", "b", "c"]),
        // The same start: by id.
        ([("b", "2025-01-06 18:00"), ("a", "2025-01-06 18:00")], ["a", "b"]),
    ]

    @Test(arguments: cases)
    func bothOrdersAreThoseOfSorting(starts: [(String, String)], oldestFirst: [String]) {
        let workouts = Self.workouts(starts)
        #expect(workouts.sortedOldestFirst().map(\.id) == oldestFirst)
        #expect(workouts.sortedNewestFirst().map(\.id) == oldestFirst.reversed())
        #expect(workouts.sortedOldestFirst() == workouts.sorted(by: Workout.oldestFirst))
        #expect(workouts.sortedNewestFirst() == workouts.sorted(by: Workout.newestFirst))
        #expect(workouts.isOldestFirst == (workouts.map(\.id) == oldestFirst))
    }
}
