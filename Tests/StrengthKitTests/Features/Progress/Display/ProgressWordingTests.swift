import Testing
@testable import StrengthKit

/// A status in words (`ProgressWording`), each line written out by hand from the status's numbers.
@Suite struct ProgressWordingTests {
    static let day = LocalDay("2026-09-12")!

    /// (status, exercise type, display unit, label, detail).
    static let cases: [(ProgressStatus, ExerciseType, WeightUnit, String, String)] = [
        (.stalled(since: day, sessions: 9, best: 140), .weightReps, .kg, "Stalled",
         "Since Sat 12 Sep 2026: 9 sessions without beating its best of 140 kg e1RM."),
        // 100 kg is 220.462 lb: an estimate shows a tenth.
        (.stalled(since: day, sessions: 1, best: 100), .weightReps, .lb, "Stalled",
         "Since Sat 12 Sep 2026: 1 session without beating its best of 220.5 lb e1RM."),
        (.returning(since: day, bestBefore: 12), .bodyweightReps, .kg, "Returning",
         "Back since Sat 12 Sep 2026 after a break; best before it 12 reps."),
        (.returning(since: day, bestBefore: 90), .duration, .kg, "Returning",
         "Back since Sat 12 Sep 2026 after a break; best before it 1:30."),
        // 300 s a kilometre is 5:00 /km, and 482.8 s a mile (1609.344 m) in pounds: 8:03 /mi.
        (.stalled(since: day, sessions: 4, best: 300), .distanceDuration, .kg, "Stalled",
         "Since Sat 12 Sep 2026: 4 sessions without beating its best of 5:00 /km."),
        (.stalled(since: day, sessions: 4, best: 300), .distanceDuration, .lb, "Stalled",
         "Since Sat 12 Sep 2026: 4 sessions without beating its best of 8:03 /mi."),
        // 0.00952 a week is 0.952 %, shown to a tenth: 1 %.
        (.gaining(slopeShare: 0.00952), .weightReps, .kg, "Gaining", "+1 % a week, fitted through the weekly bests."),
        (.declining(slopeShare: -0.0125), .weightReps, .kg, "Declining", "−1.3 % a week, fitted through the weekly bests."),
        (.flat(slopeShare: 0.0004), .weightReps, .kg, "Flat", "0 % a week, fitted through the weekly bests."),
        (.flat(slopeShare: -0.0024), .weightReps, .kg, "Flat", "−0.2 % a week, fitted through the weekly bests."),
        (.notEnoughData(weeklyValues: 3), .weightReps, .kg, "Not enough data", "3 weekly values in the window; a trend needs 4."),
        (.notEnoughData(weeklyValues: 1), .weightReps, .kg, "Not enough data", "1 weekly value in the window; a trend needs 4."),
    ]

    @Test(arguments: cases)
    func statusInWords(_ status: ProgressStatus, _ type: ExerciseType, _ unit: WeightUnit, _ label: String, _ detail: String) {
        #expect(ProgressWording.label(status) == label)
        #expect(ProgressWording(format: DisplayFormatter(unit: unit)).detail(status, type: type) == detail)
    }

    /// (change, line).
    static let changes: [(StallChange, String)] = [
        (change(sessions: (2.125, 1.2), sets: (12, 8), reps: ((5, 8), (3, 5)), rpe: (8, 9)),
         "sessions a week 2.1 → 1.2; working sets a week 12 → 8; reps 5–8 → 3–5; RPE 8 → 9"),
        // No RPE on one side, and one rep count: a single number, not "5–5".
        (change(sessions: (0.375, 1), sets: (1.125, 3), reps: ((5, 5), (1, 3)), rpe: (nil, 8.25)),
         "sessions a week 0.4 → 1; working sets a week 1.1 → 3; reps 5 → 1–3"),
        // A timed exercise has no reps.
        (change(sessions: (1, 0.5), sets: (3, 1.5), reps: nil, rpe: (7.5, 7.75)),
         "sessions a week 1 → 0.5; working sets a week 3 → 1.5; RPE 7.5 → 7.8"),
    ]

    static func change(sessions: (Double, Double), sets: (Double, Double), reps: ((Int, Int), (Int, Int))?,
                       rpe: (Double?, Double?)) -> StallChange {
        var change = StallChange(exercise: "squat", in: ProjectData(), since: day, end: day.adding(days: 7))
        change.sessionsAWeek = .init(before: sessions.0, during: sessions.1)
        change.workingSetsAWeek = .init(before: sets.0, during: sets.1)
        change.repRange = .init(before: reps.map { .init(low: $0.0.0, high: $0.0.1) }, during: reps.map { .init(low: $0.1.0, high: $0.1.1) })
        change.meanRPE = .init(before: rpe.0, during: rpe.1)
        return change
    }

    @Test(arguments: changes)
    func whatChanged(_ change: StallChange, _ line: String) {
        #expect(ProgressWording.changeLine(change) == line)
    }
}
