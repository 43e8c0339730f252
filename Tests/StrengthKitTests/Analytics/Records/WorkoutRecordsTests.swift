import Testing
@testable import StrengthKit

/// The records a new workout sets, as `log` and `workout finish` print them.
@Suite struct WorkoutRecordsTests {
    /// Mon 3 Mar 2025: bench 100x5, squat 140x5, pull-ups x8. Brzycki e1RM: 100 × 36 / (37 − 5) = 112.5 kg.
    static func history() throws -> HistoryFixture {
        var history = HistoryFixture()
        try history.log("2025-03-03 18:00", "Bench Press: 100x5", "Squat: 140x5", "Pull Up: x8")
        return history
    }

    static func logged(_ entries: [String], at start: String, into history: inout HistoryFixture) throws -> StyledText {
        let request = LogRequest(name: "Workout", start: try #require(LocalDateTime(start)), durationSeconds: 3600, entries: entries)
        let outcome = try WorkoutLogger.log(request, into: &history.data)
        return TerminalText(data: history.data).logOutcome(outcome)
    }

    @Test(arguments: [
        // 105 × 36 / 32 = 118.125 kg, 5.625 kg more; the squat is lighter; 10 reps are 2 more than 8.
        (["Bench Press: 105x5", "Squat: 130x5", "Pull Up: x10"],
         "New records:\n  Bench Press — heaviest weight 105 kg × 5 (+5 kg on 100 kg)\n"
            + "  Bench Press — best estimated 1RM 118.1 kg (+5.6 kg on 112.5 kg)\n  Pull Up — most reps in a set 10 reps (+2 reps on 8 reps)\n"),
        // 102.5x3: heavier, but its e1RM (102.5 × 36 / 34 = 108.5 kg) is not.
        (["Bench Press: 102.5x3"], "New record:\n  Bench Press — heaviest weight 102.5 kg × 3 (+2.5 kg on 100 kg)\n"),
        // The same lift again beats nothing; a first time is no record either.
        (["Bench Press: 100x5", "Deadlift: 180x5"], nil),
    ] as [([String], String?)])
    func theRecordsAWorkoutBeatsAreNews(entries: [String], expected: String?) throws {
        var history = try Self.history()
        let text = try Self.logged(entries, at: "2025-03-05 18:00", into: &history)
        let records = text.spans.filter { $0.tone == .record }.map(\.text).joined()
        #expect(records == (expected ?? ""), "\(text.plain)")
    }

    @Test func aWorkoutLoggedBeforeOthersIsJudgedAgainstTheHistoryBeforeIt() throws {
        var history = try Self.history()
        try history.log("2025-03-10 18:00", "Bench Press: 110x5")
        // On 5 March the record was 100 kg: 105 kg beat it then, though 110 kg came later.
        let text = try Self.logged(["Bench Press: 105x1"], at: "2025-03-05 18:00", into: &history)
        #expect(text.plain.contains("New record"))
        #expect(text.plain.contains("  Bench Press — heaviest weight 105 kg × 1 (+5 kg on 100 kg)\n"))
    }
}
