import Testing
@testable import StrengthKit

/// Workout ids and slugs are checked byte by byte on every load: the rules, case by case.
@Suite struct WorkoutIDRulesTests {
    @Test(arguments: [
        ("2025-03-14-1800-upper-a", true), ("2024-02-29-0700-run", true), ("2025-03-14-x", true),
        ("2025-02-29-0700-run", false),      // not a leap year
        ("2025-13-14-1800-upper", false), ("2025-03-00-1800-upper", false), ("2025-3-14-1800-upper", false),
        ("2025-03-14-", false), ("2025-03-14", false), ("2025-03-14_1800-upper", false), ("20a5-03-14-1800-upper", false),
        ("2025-03-14-1800--upper", false), ("2025-03-14-1800-upper-", false), ("2025-03-14-1800-Upper", false),
        ("2025-03-14-1800-übung", false), ("", false),
    ])
    func workoutIDs(_ id: String, isValid: Bool) {
        #expect(StoreValidator.isValidWorkoutID(id) == isValid)
    }

    @Test(arguments: [
        ("bench-press", true), ("a", true), ("3x5", true), (String(repeating: "a", count: 120), true),
        (String(repeating: "a", count: 121), false), ("", false), ("-bench", false), ("bench-", false), ("bench--press", false),
        ("Bench", false), ("bench press", false), ("bänk", false), ("bench_press", false), ("-", false),
    ])
    func slugs(_ text: String, isValid: Bool) {
        #expect(Slug.isValid(text) == isValid)
    }
}
