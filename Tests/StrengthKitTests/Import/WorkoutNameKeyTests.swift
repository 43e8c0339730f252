import Foundation
import Testing
@testable import StrengthKit

/// The key an imported workout's name is compared by: what a lifter typed stays apart, what is
/// the same name written differently folds.
@Suite struct WorkoutNameKeyTests {
    @Test(arguments: [
        ("Push 💪", "Push 🔥"),
        ("Push!", "Push?"),
        ("Push", "Push!"),
        ("Upper A", "upper-a"),
        ("Upper A", "UpperA"),
        ("Day 1", "Day 2"),
        ("Day 1", "Day 11"),
        ("Push A", "Push B"),
        ("Beine", "Beiné"),
        ("Leg day", "Leg day."),
        ("Workout #1", "Workout #2"),
        ("1. Upper ❤️‍🔥", "1. Upper ❤️"),
        ("Тренировка", "Тренировки"),
        ("腿", "背"),
        ("Push", ""),
        ("Day ①", "Day 1"),
        ("Legs²", "Legs2"),
        ("Legs ™", "Legs TM"),
    ])
    func namesThatDifferInWhatWasTypedStayApart(_ one: String, _ other: String) {
        #expect(WorkoutNameKey.of(one) != WorkoutNameKey.of(other))
    }

    @Test(arguments: [
        ("Push", "push"),
        ("UPPER A", "upper a"),
        ("Upper A", " Upper A "),
        ("Upper A", "Upper   A"),
        ("Upper A", "Upper\tA\n"),
        ("Upper A", "Upper\u{00A0}A"),
        ("Beiné", "Beine\u{0301}"),
        ("Café Leg", "CAFE\u{0301} LEG"),
        ("Push 1", "Ｐｕｓｈ　１"),
        ("ｶﾞ", "ガ"),
        ("Ωmega", "ωMEGA"),
        ("Push 💪", "push  💪 "),
        // Unicode's case folding writes the ligature as its letters.
        ("ﬁt", "FIT"),
    ])
    func theSameNameWrittenDifferentlyFolds(_ one: String, _ other: String) {
        #expect(WorkoutNameKey.of(one) == WorkoutNameKey.of(other))
    }

    /// Exercise names keep matching loosely: `log` finds "Pull-Up" as "pull up".
    @Test func exerciseNamesStillMatchIgnoringPunctuation() {
        #expect(NameKey.of("Pull-Up") == NameKey.of("pull up"))
        #expect(NameKey.of("Upper A") == NameKey.of("upper-a"))
        #expect(WorkoutNameKey.of("Upper A") != WorkoutNameKey.of("upper-a"))
    }
}
