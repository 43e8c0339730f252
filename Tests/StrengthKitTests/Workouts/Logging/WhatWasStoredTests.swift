import Testing
@testable import StrengthKit

/// What `log` and `workout finish` store that may not be what was meant is said, or refused: a start
/// later than now (the clock the CLI reads, passed in) needs `allowFuture` (`--future`), and a workout
/// under a minute long says so.
@Suite struct WhatWasStoredTests {
    /// 13:15 on Thu 26 Nov 2026 in Berlin (12:15 UTC).
    static let now = Timestamp(secondsSinceEpoch: 1_795_695_300, utcOffsetSeconds: 3600)

    static func request(_ start: String, future: Bool = false, durationSeconds: Int? = 3600) throws -> LogRequest {
        LogRequest(name: "Push", start: try #require(LocalDateTime(start)), durationSeconds: durationSeconds, entries: ["Bench Press: 100x5"],
                   now: now, allowFuture: future)
    }

    @Test func theClockIsWhatItSays() {
        #expect(Self.now.local == LocalDateTime("2026-11-26 13:15"))
    }

    static let beyond = ", more than a day after now (2026-11-26 13:15), so it was not saved: a workout can be logged at most one day "
        + "ahead; plan it with `strength-site workout start` on the day"

    /// Later than now within a day, `--future` is what helps, and the message says so; beyond a day no
    /// flag helps, so it says what is allowed, with `--future` or without. The day is 24 hours from
    /// now (13:15 the next day), the store's own door (`ArrivalLimit`).
    @Test(arguments: [
        ("2026-11-26 19:00", 3600, false, "the workout would start at 2026-11-26 19:00, later than now (2026-11-26 13:15), so it was "
            + "not saved; if it is planned, add --future to log it ahead of time (at most one day ahead)"),
        ("2026-11-26 13:16", 3600, false, "the workout would start at 2026-11-26 13:16, later than now (2026-11-26 13:15), so it was "
            + "not saved; if it is planned, add --future to log it ahead of time (at most one day ahead)"),
        ("2026-12-03 07:00", 3600, false, "the workout would start at 2026-12-03 07:00" + beyond),
        ("2026-12-03 07:00", 3600, true, "the workout would start at 2026-12-03 07:00" + beyond),
        ("2026-11-27 13:16", nil, true, "the workout would start at 2026-11-27 13:16" + beyond),
        // Starts within the day, ends an hour after it: 13:00 + 75 min is 14:15.
        ("2026-11-27 13:00", 75 * 60, true, "the workout would end at 2026-11-27 14:15" + beyond),
        ("2026-11-27 13:00", 75 * 60, false, "the workout would end at 2026-11-27 14:15" + beyond),
    ] as [(String, Int?, Bool, String)])
    func aStartLaterThanNowIsRefusedSayingWhatIsAllowed(start: String, duration: Int?, future: Bool, message: String) throws {
        var data = HistoryFixture(timeZone: "Europe/Berlin").data
        let before = data
        do {
            _ = try WorkoutLogger.log(try Self.request(start, future: future, durationSeconds: duration), into: &data)
            Issue.record("\(start) was logged")
        } catch let error as FutureWorkoutError {
            #expect(error.description == message)
        }
        #expect(data == before)
    }

    /// Up to a day ahead to the minute, start and end: 13:15 tomorrow, or 12:15 for an hour.
    @Test(arguments: [("2026-11-27 13:15", nil), ("2026-11-27 12:15", 3600), ("2026-11-26 19:00", 3600)] as [(String, Int?)])
    func withFutureAWorkoutUpToADayAheadIsLogged(start: String, duration: Int?) throws {
        var data = HistoryFixture(timeZone: "Europe/Berlin").data
        let outcome = try WorkoutLogger.log(try Self.request(start, future: true, durationSeconds: duration), into: &data)
        #expect(outcome.secondsAheadOfTime != nil)
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
