import Testing
@testable import StrengthKit

/// What `log` and `workout finish` store that may not be what was meant is said, or refused: a start
/// later than now (the clock the CLI reads, passed in) needs `allowFuture` (`--future`), and a workout
/// under a minute long says so.
@Suite struct WhatWasStoredTests {
    /// 13:15 on Thu 26 Nov 2026 in Berlin (12:15 UTC).
    static let now = Timestamp(secondsSinceEpoch: 1_795_695_300, utcOffsetSeconds: 3600)

    static func request(_ start: String, future: Bool = false) throws -> LogRequest {
        LogRequest(name: "Push", start: try #require(LocalDateTime(start)), durationSeconds: 3600, entries: ["Bench Press: 100x5"],
                   now: now, allowFuture: future)
    }

    @Test func theClockIsWhatItSays() {
        #expect(Self.now.local == LocalDateTime("2026-11-26 13:15"))
    }

    @Test(arguments: ["2026-11-26 19:00", "2026-11-26 13:16"])
    func aStartLaterThanNowIsRefusedAndNamesTheFlag(start: String) throws {
        var data = HistoryFixture(timeZone: "Europe/Berlin").data
        let before = data
        #expect(throws: FutureWorkoutError(start: LocalDateTime(start)!, now: LocalDateTime("2026-11-26 13:15")!)) {
            try WorkoutLogger.log(try Self.request(start), into: &data)
        }
        #expect(data == before)
        let message = FutureWorkoutError(start: LocalDateTime(start)!, now: LocalDateTime("2026-11-26 13:15")!).description
        #expect(message == "the workout would start at \(start), later than now (2026-11-26 13:15), so it was not saved; "
                + "add --future to log a workout ahead of time (no later than tomorrow)")
    }

    @Test func withFutureItIsLoggedAndSaidSo() throws {
        var data = HistoryFixture(timeZone: "Europe/Berlin").data
        let outcome = try WorkoutLogger.log(try Self.request("2026-11-26 19:00", future: true), into: &data)
        // 13:15 to 19:00 is 5 h 45 min.
        #expect(outcome.secondsAheadOfTime == 5 * 3600 + 45 * 60)
        let text = TerminalText(data: data).logOutcome(outcome)
        let warning = text.spans.filter { $0.tone == .warning }.map(\.text).joined()
        #expect(warning == "Logged ahead of time (--future): it starts 5h 45m from now; "
                + "to move it: strength-site history edit 2026-11-26-1900-push --start \"YYYY-MM-DD HH:MM\"\n")
    }

    @Test(arguments: ["2026-11-26 13:15", "2026-11-26 12:00", "2025-03-14 18:00"])
    func aStartNowOrBeforeNeedsNoFlagAndSaysNothing(start: String) throws {
        var data = HistoryFixture(timeZone: "Europe/Berlin").data
        let outcome = try WorkoutLogger.log(try Self.request(start), into: &data)
        #expect(outcome.secondsAheadOfTime == nil)
        #expect(!TerminalText(data: data).logOutcome(outcome).spans.contains { $0.tone == .warning })
    }

    /// `workout finish` seconds after `start`: saved as it was, and said.
    @Test(arguments: [(12, "Saved as 12 s long (0m); if it took longer: strength-site history edit 2026-11-26-1315-push --duration 65m\n"),
                      (59, "Saved as 59 s long (1m); if it took longer: strength-site history edit 2026-11-26-1315-push --duration 65m\n"),
                      (60, "")])
    func aWorkoutUnderAMinuteLongSaysSo(seconds: Int, warning: String) throws {
        var data = HistoryFixture(timeZone: "Europe/Berlin").data
        data.session = LiveSession(name: "Push", start: Self.now, exercises: [LoggedExercise(exercise: "bench-press", sets: [WorkoutSet(weightKg: 100, reps: 5)])])
        let (outcome, _) = try LiveWorkout.finish(end: Self.now.adding(seconds: seconds, in: data.timeZone), in: &data)
        let text = TerminalText(data: data).logOutcome(outcome)
        #expect(text.spans.filter { $0.tone == .warning }.map(\.text).joined() == warning)
    }
}
