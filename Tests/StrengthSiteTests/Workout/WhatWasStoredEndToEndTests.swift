import Foundation
import Testing

/// A start later than now needs --future, by the real clock; a workout finished seconds after it
/// started says how long it was saved as.
@Suite struct WhatWasStoredEndToEndTests {
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let created = try folder.runner.run(["init", "--units", "kg", "--time-zone", "UTC", "--no-workflow"])
        #expect(created.status == 0, "\(created.stderr)")
        return folder
    }

    /// Two hours from now, in UTC as the project's time zone: `YYYY-MM-DD HH:MM`.
    static func later() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: Date().addingTimeInterval(2 * 3600))
        return String(format: "%04d-%02d-%02d %02d:%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!)
    }

    @Test func aStartLaterThanNowNeedsFuture() throws {
        let folder = try project()
        let cli = folder.runner
        let start = Self.later()
        let before = try folder.dataSnapshot()
        let refused = try cli.run(["log", "--start", start, "Bench Press: 100x5"])
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("error: the workout would start at \(start), later than now ("), "\(refused.stderr)")
        #expect(refused.stderr.hasSuffix("), so it was not saved; if it is planned, add --future to log it ahead of time "
                                         + "(at most one day ahead)\n"), "\(refused.stderr)")
        #expect(try folder.dataSnapshot() == before)

        let logged = try cli.run(["log", "--start", start, "--future", "Bench Press: 100x5"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.contains("Logged ahead of time (--future): it starts "), "\(logged.stdout)")
    }

    /// A week ahead, `--future` cannot help: both say what is allowed, as a usage error, and nothing is saved.
    @Test func aWeekAheadIsRefusedSayingWhatIsAllowedWithFutureOrWithout() throws {
        let folder = try project()
        let cli = folder.runner
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: Date().addingTimeInterval(7 * 86_400))
        let start = String(format: "%04d-%02d-%02d 07:00", parts.year!, parts.month!, parts.day!)
        let before = try folder.dataSnapshot()
        for flags in [[], ["--future"]] {
            let refused = try cli.run(["log", "--start", start] + flags + ["Bench Press: 100x5"])
            #expect(refused.status == 64, "\(flags): \(refused.stderr)")
            #expect(refused.stderr.hasPrefix("error: the workout would start at \(start), more than a day after now ("), "\(refused.stderr)")
            #expect(refused.stderr.hasSuffix("), so it was not saved: a workout can be logged at most one day ahead; "
                                             + "plan it with `strength-site workout start` on the day\n"), "\(refused.stderr)")
        }
        #expect(try folder.dataSnapshot() == before)
    }

    /// `--start` with a date alone logs the workout at noon that day, as a date-only import row is placed.
    @Test func aDateAloneStartsAtNoon() throws {
        let folder = try project()
        let logged = try folder.runner.run(["log", "--start", "2025-03-14", "--json", "Bench Press: 100x5"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.contains("\"start\" : \"2025-03-14T12:00:00+00:00\""), "\(logged.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Data/workouts/2025/2025-03-14-1200-workout.json").path))
    }

    @Test func aWorkoutFinishedSecondsAfterItsStartSaysSo() throws {
        let folder = try project()
        let cli = folder.runner
        #expect(try cli.run(["workout", "start", "--empty"]).status == 0)
        #expect(try cli.run(["workout", "add", "Bench Press: 100x5"]).status == 0)
        let finished = try cli.run(["workout", "finish"])
        #expect(finished.status == 0, "\(finished.stderr)")
        #expect(finished.stdout.contains(" s long (0m); if it took longer: strength-site history edit ")
                || finished.stdout.contains(" s long (1m); if it took longer: strength-site history edit "), "\(finished.stdout)")
        #expect(finished.stdout.contains(" --duration 65m\n"), "\(finished.stdout)")
    }
}
