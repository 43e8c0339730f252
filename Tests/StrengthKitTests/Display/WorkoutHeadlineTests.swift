import Testing
@testable import StrengthKit

/// A history row says what was lifted: the top set of the main exercise.
@Suite struct WorkoutHeadlineTests {
    static let cases: [([String], String)] = [
        // Squat comes first; its top set 125 × 5 was done three times. Warm-ups do not count.
        (["Squat: w60x5, 125x5x3", "Leg Press: 200x10x4"], "Squat 3 × 5 at 125 kg"),
        // An exercise of warm-ups only is not the main one.
        (["Bench Press: w60x10", "Leg Press: 200x10x4"], "Leg Press 4 × 10 at 200 kg"),
        (["Squat: 140x3, 130x5, 120x8"], "Squat 140 kg × 3"),
        // A missed attempt is no top set.
        (["Bench Press: 100x5x3, f105x0"], "Bench Press 3 × 5 at 100 kg"),
        // The heaviest wins; among equal weights, the most reps.
        (["Bench Press: 100x5, 100x6, 90x10"], "Bench Press 100 kg × 6"),
        (["Deadlift: 180x5x2", "Barbell Row: 80x8x5"], "Deadlift 2 × 5 at 180 kg"),
        (["Pull Up: +10x8x3"], "Pull Up 3 × 8 +10 kg"),
        (["Pull Up: -20x6"], "Pull Up 6 reps −20 kg"),
        (["Pull Up: x12, x10"], "Pull Up 12 reps"),
        (["Running: 5km in 25:00"], "Running 5 km in 25:00 (5:00 /km)"),
        (["Plank: 60s, 90s"], "Plank 1:30"),
        (["Squat: w60x5"], ""),
        // An exercise logged twice is one: warm-ups first, its work after another exercise, it is still the main one.
        (["Squat: w60x5", "Leg Press: 200x10x4", "Squat: 120x5x2, 125x3"], "Squat 125 kg × 3"),
        (["Squat: 120x5", "Leg Press: 200x10", "Squat: 120x5"], "Squat 2 × 5 at 120 kg"),
    ]

    @Test(arguments: cases)
    func theTopSetOfTheMainExercise(_ entries: [String], _ expected: String) throws {
        var history = HistoryFixture()
        try history.log("2025-03-03 18:00", entries: entries)
        let library = history.data.library.exercises
        let text = WorkoutHeadline.text(of: history.data.workouts[0],
                                        types: Dictionary(uniqueKeysWithValues: library.map { ($0.id, $0.type) }),
                                        names: Dictionary(uniqueKeysWithValues: library.map { ($0.id, $0.name) }),
                                        format: DisplayFormatter(unit: .kg))
        #expect(text == expected)
    }
}
