import Foundation
import Testing

/// Whatever comes in — a typo in a year, a FIFO, a huge or linked file, two exports that share a
/// minute, escape codes in a name — the store stays one the next command can read.
@Suite struct StoreDoorEndToEndTests {
    static let hevyHeader = "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\","
        + "\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\",\"duration_seconds\",\"rpe\"\n"

    static func hevyRow(_ title: String, _ start: String, _ end: String, _ exercise: String, _ weight: Int, _ reps: Int) -> String {
        "\"\(title)\",\"\(start)\",\"\(end)\",\"\",\"\(exercise)\",,\"\",0,\"normal\",\(weight),\(reps),,,\n"
    }

    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let created = try folder.runner.run(["init", "--units", "kg", "--time-zone", "Europe/Berlin"])
        #expect(created.status == 0, "\(created.stderr)")
        return folder
    }

    func write(_ text: String, to name: String, in folder: TemporaryFolder) throws {
        let url = folder.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Every writing command that takes a date, with a year the store cannot hold: refused (or,
    /// for an import, the row skipped with its line), and the store still loads.
    @Test(arguments: ["0001", "9999"])
    func yearsTheStoreCannotHoldNeverGetIn(year: String) throws {
        let folder = try project()
        let cli = folder.runner
        try write(Self.hevyHeader + Self.hevyRow("Push", "7 Jul 2021, 18:35", "7 Jul 2021, 19:35", "Bench Press", 100, 5)
                  + Self.hevyRow("Typo", "3 Jan \(year), 18:35", "3 Jan \(year), 19:35", "Bench Press", 100, 5), to: "hevy.csv", in: folder)
        let before = try folder.dataSnapshot()

        // 0001 is before now, so past log's own check, not past the store's; 9999 is more than a day ahead,
        // which log refuses itself, --future or not, saying what is allowed.
        let logged = try cli.run(["log", "--start", "\(year)-12-31 23:30", "--duration", "65m", "--future", "Bench Press: 100x5"])
        if year == "9999" {
            #expect(logged.status == 64)
            #expect(logged.stderr.hasPrefix("error: the workout would start at 9999-12-31 23:30, more than a day after now"), "\(logged.stderr)")
        } else {
            #expect(logged.status == 1)
            #expect(logged.stderr.hasPrefix("error: new workout \(year)-12-31-2330-workout: start: \(year)-12-31T23:30:00"), "\(logged.stderr)")
        }
        let weighed = try cli.run(["bodyweight", "add", "80", "--date", "\(year)-01-01"])
        #expect(weighed.status != 0)
        #expect(weighed.stderr.contains("\(year)-01-01"), "\(weighed.stderr)")
        // --today is held to the store's years too, and does not move the door: the real clock's
        // tomorrow stays the limit.
        let pinned = try cli.run(["log", "--today", "\(year)-06-01", "--start", "10:00", "Bench Press: 100x5"])
        #expect(pinned.status == 64, "\(pinned.stdout)")
        // --future lets a start later than now through, up to a day ahead of the real clock: not 2200.
        let future = try cli.run(["log", "--today", "2200-06-01", "--start", "10:00", "--future", "Bench Press: 100x5"])
        #expect(future.status == 64, "\(future.stdout)")
        #expect(future.stderr.contains("a workout can be logged at most one day ahead"), "\(future.stderr)")
        #expect(try folder.dataSnapshot() == before)

        let imported = try cli.run(["import", "hevy.csv"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Added 1 workout (1 set)"), "\(imported.stdout)")
        #expect(imported.stdout.contains("hevy.csv:3: a workout starting \(year)-01-03 18:35 is not between the years 1900 and 2200; skipped"), "\(imported.stdout)")
        let history = try cli.run(["history", "list"])
        #expect(history.status == 0, "\(history.stderr)")
        #expect(try cli.run(["build"]).status == 0)
    }

    @Test func aWorkoutAfterTomorrowIsRefusedButTodayIsFine() throws {
        let folder = try project()
        let cli = folder.runner
        let nextYear = Calendar(identifier: .gregorian).component(.year, from: Date()) + 1
        // log stops it before the store's door would, --future or not, saying what is allowed.
        let future = try cli.run(["log", "--start", "\(nextYear)-12-31 10:00", "--future", "Bench Press: 100x5"])
        #expect(future.status == 64)
        #expect(future.stderr.contains("a workout can be logged at most one day ahead"), "\(future.stderr)")
        let unflagged = try cli.run(["log", "--start", "\(nextYear)-12-31 10:00", "Bench Press: 100x5"])
        #expect(unflagged.status == 64)
        #expect(!unflagged.stderr.contains("--future"), "\(unflagged.stderr)")
        let now = try cli.run(["log", "--duration", "30m", "Bench Press: 100x5"])
        #expect(now.status == 0, "\(now.stderr)")
    }

    @Test func anExportDocumentsFutureWorkoutIsSkippedNotTheFile() throws {
        let folder = try project()
        let cli = folder.runner
        #expect(try cli.run(["log", "--start", "2025-01-01 10:00", "Bench Press: 100x5"]).status == 0)
        #expect(try cli.run(["export", "-o", "doc.json"]).status == 0)
        let url = folder.url.appendingPathComponent("doc.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var workouts = try #require(document["workouts"] as? [[String: Any]])
        var future = workouts[0]
        future["id"] = "2099-01-01-1000-workout"
        future["start"] = "2099-01-01T10:00:00+01:00"
        workouts.append(future)
        document["workouts"] = workouts
        try JSONSerialization.data(withJSONObject: document).write(to: url)
        #expect(try cli.run(["reset", "--yes"]).status == 0)
        let imported = try cli.run(["import", "doc.json"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Added 1 workout (1 set)"))
        #expect(imported.stdout.contains("skipped 1 workout dated after tomorrow: 2099-01-01-1000-workout"))
    }

    @Test func aFIFOInDataIsRefusedAtOnce() throws {
        let folder = try project()
        let fifo = folder.url.appendingPathComponent("Data/workouts/2025/2025-03-14-1800-pipe.json")
        try FileManager.default.createDirectory(at: fifo.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(fifo.path, 0o644) == 0)
        for arguments in [["history", "list"], ["build"], ["log", "--start", "2025-03-15 18:00", "Bench Press: 100x5"]] {
            let result = try folder.runner.run(arguments, killedAfter: 20)
            #expect(result.status == 1)
            #expect(result.stderr == "error: Data/workouts/2025/2025-03-14-1800-pipe.json: is a FIFO (named pipe), not a file, "
                + "so it was not opened; remove it from Data/\n")
        }
    }

    @Test func aHugeFileInDataIsRefusedBeforeItIsRead() throws {
        let folder = try project()
        // A workout file's cap is 1 MB (StoreEdgesEndToEndTests); the library's is the store's.
        let huge = folder.url.appendingPathComponent("Data/exercises.json")
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 100 << 20)  // sparse: 100 MB that take no disk
        try handle.close()
        let result = try folder.runner.run(["history", "list"], killedAfter: 20)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Data/exercises.json: is larger than a store file can be (64 MB), so it was not read"))
    }

    @Test func symbolicLinksOutOfTheProjectAreRefused() throws {
        let folder = try project()
        let cli = folder.runner
        #expect(try cli.run(["log", "--start", "2025-03-14 18:00", "--name", "Push", "Bench Press: 100x5"]).status == 0)
        let outside = try TemporaryFolder()
        let manager = FileManager.default
        let workouts = folder.url.appendingPathComponent("Data/workouts")
        // A workout file linked in from outside would be published: refused.
        try manager.copyItem(at: workouts.appendingPathComponent("2025/2025-03-14-1800-push.json"),
                             to: outside.url.appendingPathComponent("2025-03-15-1800-push.json"))
        var text = try String(contentsOf: outside.url.appendingPathComponent("2025-03-15-1800-push.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "2025-03-14-1800-push", with: "2025-03-15-1800-push")
            .replacingOccurrences(of: "2025-03-14T18", with: "2025-03-15T18")
        try Data(text.utf8).write(to: outside.url.appendingPathComponent("2025-03-15-1800-push.json"))
        try manager.createSymbolicLink(atPath: workouts.appendingPathComponent("2025/2025-03-15-1800-push.json").path,
                                       withDestinationPath: outside.url.appendingPathComponent("2025-03-15-1800-push.json").path)
        let listed = try cli.run(["history", "list"])
        #expect(listed.status == 1)
        #expect(listed.stderr.contains("Data/workouts/2025/2025-03-15-1800-push.json: is a symbolic link to "), "\(listed.stderr)")
        #expect(listed.stderr.contains("outside the project, so it was not read"))
        try manager.removeItem(at: workouts.appendingPathComponent("2025/2025-03-15-1800-push.json"))

        // A linked workouts folder would receive writes: refused, and nothing is written there.
        try manager.moveItem(at: workouts, to: outside.url.appendingPathComponent("workouts"))
        try manager.createSymbolicLink(atPath: workouts.path, withDestinationPath: outside.url.appendingPathComponent("workouts").path)
        let logged = try cli.run(["log", "--start", "2025-03-16 18:00", "Bench Press: 100x5"])
        #expect(logged.status == 1)
        #expect(logged.stderr.contains("Data/workouts: is a symbolic link to "), "\(logged.stderr)")
        #expect(try manager.contentsOfDirectory(atPath: outside.url.appendingPathComponent("workouts/2025").path) == ["2025-03-14-1800-push.json"])

        // A link that stays inside the project is followed.
        try manager.removeItem(at: workouts)
        try manager.moveItem(at: outside.url.appendingPathComponent("workouts"), to: folder.url.appendingPathComponent("archive"))
        try manager.createSymbolicLink(atPath: workouts.path, withDestinationPath: "../archive")
        let inside = try cli.run(["history", "list"])
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(inside.stdout.contains("Push"))
    }

    /// Two exports whose workouts start in the same minute both land, also when their names differ
    /// only in an emoji (to the import they were once one name: "1 of the file's 1 already here", and
    /// the second's 180×3 deadlift was never stored); either again, or both in one file, adds nothing.
    @Test(arguments: [("Push", "Legs"), ("Push 💪", "Push 🔥")])
    func twoExportsThatShareAMinuteBothLand(mine: String, partner: String) throws {
        let folder = try project()
        let cli = folder.runner
        let mineRow = Self.hevyRow(mine, "7 Jul 2021, 18:35", "7 Jul 2021, 19:35", "Bench Press", 100, 5)
        let partnerRow = Self.hevyRow(partner, "7 Jul 2021, 18:35", "7 Jul 2021, 19:20", "Deadlift", 180, 3)
        try write(Self.hevyHeader + mineRow, to: "mine.csv", in: folder)
        try write(Self.hevyHeader + partnerRow, to: "partner.csv", in: folder)
        try write(Self.hevyHeader + mineRow + partnerRow, to: "both.csv", in: folder)
        #expect(try cli.run(["import", "mine.csv"]).stdout.contains("Added 1 workout"))
        let second = try cli.run(["import", "partner.csv"])
        #expect(second.stdout.contains("Added 1 workout (1 set); 0 of the file's 1 already here"), "\(second.stdout)")
        let files = try folder.dataSnapshot()
        let workouts = files.filter { $0.key.hasPrefix("/workouts/") }
        #expect(workouts.count == 2, "\(workouts.keys)")
        #expect(workouts.values.contains { String(decoding: $0, as: UTF8.self).contains("\"weightKg\" : 180") })
        // In the other order, or together, the same two workouts: nothing doubled.
        let both = try cli.run(["import", "both.csv", "mine.csv", "partner.csv"])
        #expect(both.status == 0, "\(both.stderr)")
        #expect(both.stdout.contains("Added 0 workouts (0 sets) from 3 files."), "\(both.stdout)")
        #expect(try folder.dataSnapshot() == files)
    }

    @Test func escapeCodesInNamesNeverReachTheTerminal() throws {
        let folder = try project()
        let cli = folder.runner
        let hostile = "\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{9B}31mPush\r"
        try write(Self.hevyHeader + Self.hevyRow(hostile, "7 Jul 2021, 18:35", "7 Jul 2021, 19:35", "Bench\u{1B}[8m Press", 100, 5),
                  to: "hostile.csv", in: folder)
        let imported = try cli.run(["import", "hostile.csv"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let logged = try cli.run(["log", "--name", hostile, "--start", "2025-03-14 18:00", "Bench Press: 100x5"])
        #expect(logged.status == 0, "\(logged.stderr)")
        for arguments in [["history", "list"], ["history", "show", "2025-03-14"], ["exercise", "list"], ["stats"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let unsafe = result.stdout.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
            #expect(unsafe.isEmpty, "\(arguments) printed \(unsafe.map { String($0.value, radix: 16) })")
        }
        #expect(try cli.run(["history", "list"]).stdout.contains("]0;PWNED[2J31mPush"))
        // JSON keeps the name as it is, escaped as JSON.
        #expect(try cli.run(["history", "list", "--json"]).stdout.contains("\\u001b]0;PWNED\\u0007"))
    }

    @Test func backupsRotateAndLeftoversGo() throws {
        let folder = try project()
        let cli = folder.runner
        #expect(try cli.run(["settings", "set", "backups-kept", "2"]).stdout == "backups-kept = 2\n")
        for day in 10...13 {
            #expect(try cli.run(["log", "--start", "2025-03-\(day) 18:00", "Bench Press: 100x5"]).status == 0)
        }
        let backups = folder.url.appendingPathComponent(".strength-site/backups")
        try FileManager.default.createDirectory(at: backups, withIntermediateDirectories: true)
        try Data("torn".utf8).write(to: backups.appendingPathComponent(".2025-03-01T000000-history-delete.json.tmp-4242-1"))
        for day in 10...13 {
            let deleted = try cli.run(["history", "delete", "2025-03-\(day)", "--yes"])
            #expect(deleted.status == 0, "\(deleted.stderr)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: backups.path).sorted()
        #expect(left.count == 2, "\(left)")
        #expect(left.allSatisfy { $0.hasSuffix("-history-delete.json") || $0.hasSuffix("-history-delete-2.json")
            || $0.hasSuffix("-history-delete-3.json") || $0.hasSuffix("-history-delete-4.json") })
        // The newest backup holds the store as it was before the last delete: one workout.
        let newest = try left.map { backups.appendingPathComponent($0) }
            .max { try $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate!
                < $1.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate! }!
        let document = try String(contentsOf: newest, encoding: .utf8)
        #expect(document.contains("2025-03-13-1800-workout") && !document.contains("2025-03-12-1800-workout"))
    }
}
