import Foundation
import Testing

/// The real binary in a temporary folder: init, add exercises, log, read history back.
@Suite struct EndToEndTests {
    struct HistoryRow: Decodable, Equatable {
        var id: String
        var name: String
        var start: String
        var durationSeconds: Int?
        var exerciseCount: Int
        var setCount: Int
        var volumeKg: Double
    }

    @Test func initAddLogAndReadHistoryAsJSON() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        let created = try cli.run(["init", "--time-zone", "Europe/Berlin", "--units", "kg"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(try cli.run(["exercise", "add", "Zercher Squat", "--type", "weight_reps", "--category", "Quads", "--category", "core"]).status == 0)
        #expect(try cli.run(["bodyweight", "add", "80", "--date", "2025-03-01"]).status == 0)

        let logged = try cli.run(["log", "--name", "Upper A", "--start", "2025-03-14 18:00", "--duration", "65m",
                                  "Bench Press: w60x10, 100x5x3, 102.5x3@9", "Pull Up: +10x8, x6", "Plank: 60s, 45s",
                                  "Running: 5km in 25:00"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.contains("Logged Upper A — Fri 14 Mar 2025, 18:00, 1h 05m"))
        #expect(logged.stdout.contains("5. 102.5 kg × 3 @9"))
        #expect(logged.stdout.contains("5 km in 25:00 (5:00 /km)"))

        let second = try cli.run(["log", "--name", "Legs", "--start", "2025-03-16 09:30", "--duration", "1:05:00",
                                  "zercher squat: 80x5x3", "Bench Press: 102.5x5"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("previous (Fri 14 Mar 2025, Upper A): [warm-up] 60 kg × 10, 100 kg × 5, 100 kg × 5, 100 kg × 5, 102.5 kg × 3 @9"))

        let history = try cli.run(["history", "--json"])
        #expect(history.status == 0)
        let rows = try JSONDecoder().decode([HistoryRow].self, from: Data(history.stdout.utf8))
        // Upper A: bench 3 × 100 × 5 + 102.5 × 3 = 1807.5; pull-ups (80 + 10) × 8 + 80 × 6 = 1200; the rest has no volume.
        // Legs: 3 × 80 × 5 + 102.5 × 5 = 1712.5.
        #expect(rows == [
            HistoryRow(id: "2025-03-16-0930-legs", name: "Legs", start: "2025-03-16T09:30:00+01:00", durationSeconds: 3900,
                       exerciseCount: 2, setCount: 4, volumeKg: 1712.5),
            HistoryRow(id: "2025-03-14-1800-upper-a", name: "Upper A", start: "2025-03-14T18:00:00+01:00", durationSeconds: 3900,
                       exerciseCount: 4, setCount: 10, volumeKg: 3007.5),
        ])
        let shown = try cli.run(["history", "show", "2025-03-14"])
        #expect(shown.stdout.contains("1. BW +10 kg × 8"))
    }

    @Test func poundsProjectShowsPoundsItWasGiven() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--units", "lb", "--time-zone", "America/New_York"]).status == 0)
        let logged = try cli.run(["log", "--start", "2025-03-14 07:00", "Squat: 225x5, 315x3, f335x0"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.contains("225 lb × 5"))
        #expect(logged.stdout.contains("315 lb × 3"))
        #expect(logged.stdout.contains("[failure] 335 lb × 0"))
        let stored = try String(contentsOf: folder.url.appendingPathComponent("Data/workouts/2025/2025-03-14-0700-workout.json"), encoding: .utf8)
        #expect(stored.contains("\"weightKg\" : 102.058283"))
    }

    @Test(arguments: [
        (["log", "--start", "2025-03-14 18:00", "Bench Pres: 100x5"], Int32(64),
         "error: no exercise named \"Bench Pres\"; did you mean \"Bench Press\"? If not, add it with `strength-site exercise add`, or log with --create-exercises\n"),
        (["log", "--start", "2025-03-14 18:00", "Plank: 100x5"], Int32(64),
         "error: \"Plank\", set \"100x5\": Plank is a duration exercise; write a time such as 60s, 1:30 or 2m\n"),
        (["log", "--start", "2025-03-14 18:00", "Bench Press: 100x5@12"], Int32(64),
         "error: \"Bench Press\", set \"100x5@12\": RPE 12 is out of range; RPE runs up to 10\n"),
        (["log", "--start", "yesterday", "Bench Press: 100x5"], Int32(64),
         "error: --start: 'yesterday' is not a time; write 'YYYY-MM-DD HH:MM', 'HH:MM' (today) or 'YYYY-MM-DD' (at noon) (see 'strength-site log --help')\n"),
        (["category", "add", "Posterior chain works"], Int32(64),
         "error: 'Posterior chain works' is 21 characters; a category name has at most 20\n"),
        (["category", "delete", "Chest"], Int32(64),
         "error: category \"Chest\" is used by 7 exercises: Bench Press, Chest Fly, Dip, Dumbbell Bench Press, Incline Bench Press, Incline Dumbbell Press, Push Up; move them to another category first\n"),
        (["settings", "set", "units", "stone"], Int32(64), "error: units: 'stone' is not kg or lb (see 'strength-site settings set --help')\n"),
        (["history", "clear"], Int32(64), "error: Delete every workout (1 in all) — not on a terminal, so pass --yes to confirm\n"),
        (["exercise", "show", "Sqaut"], Int32(64), "error: no exercise \"Sqaut\"; did you mean \"Squat\"? (see 'strength-site exercise list')\n"),
    ])
    func badArgumentsExitWithUsageCodeAndOneLine(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        #expect(try cli.run(["log", "--start", "2025-03-10 18:00", "Squat: 100x5"]).status == 0)
        let before = try folder.dataSnapshot()
        let result = try cli.run(arguments)
        #expect(result.status == status)
        #expect(result.stderr == message)
        #expect(try folder.dataSnapshot() == before)
    }

    @Test func damagedFileExitsOneNamingFileAndFieldAndIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        #expect(try cli.run(["log", "--start", "2025-03-10 18:00", "Squat: 100x5"]).status == 0)
        let file = folder.url.appendingPathComponent("Data/workouts/2025/2025-03-10-1800-workout.json")
        let damaged = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"reps\" : 5", with: "\"reps\" : -5")
        try Data(damaged.utf8).write(to: file)
        let before = try folder.dataSnapshot()
        for arguments in [["history"], ["log", "--start", "2025-03-11 18:00", "Squat: 100x5"], ["exercise", "favorite", "Squat"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 1)
            #expect(result.stderr == "error: Data/workouts/2025/2025-03-10-1800-workout.json: exercises[0].sets[0].reps: -5 is negative; reps are 0 or more (0 is a missed attempt)\n")
        }
        #expect(try folder.dataSnapshot() == before)
    }

    @Test func deleteOfExerciseWithHistoryArchivesAndSaysSo() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        #expect(try cli.run(["log", "--start", "2025-03-10 18:00", "Squat: 100x5"]).status == 0)
        let result = try cli.run(["exercise", "delete", "squat"])
        #expect(result.stdout == "\"Squat\" appears in 1 workout, so it was archived instead of deleted; its history stays\n")
        #expect(try cli.run(["exercise", "list", "--archived", "--json"]).stdout.contains("\"id\" : \"squat\""))
        #expect(try cli.run(["exercise", "delete", "Leg Curl"]).stdout == "Deleted \"Leg Curl\"\n")
    }

    @Test func historyClearWithYesWritesABackupFirst() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        #expect(try cli.run(["log", "--start", "2025-03-10 18:00", "Squat: 100x5"]).status == 0)
        let cleared = try cli.run(["history", "clear", "--yes"])
        #expect(cleared.status == 0)
        #expect(cleared.stdout == "Deleted 1 workout\n")
        let backups = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(".strength-site/backups").path)
        #expect(backups.count == 1)
        let restored = try cli.run(["import", ".strength-site/backups/\(backups[0])"])
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(try cli.run(["history", "--json"]).stdout.contains("2025-03-10-1800-workout"))
    }

    @Test func exportResetImportExportIsByteIdenticalThroughTheBinary() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "Europe/Berlin"]).status == 0)
        #expect(try cli.run(["category", "add", "Grip"]).status == 0)
        #expect(try cli.run(["exercise", "add", "Plate Pinch", "--type", "weight_duration", "--category", "Grip", "--notes", "*Smooth* plates"]).status == 0)
        #expect(try cli.run(["log", "--start", "2025-03-14 18:00", "--notes", "Good **day**", "Plate Pinch: 20x45s", "Dip: -10x8, +0x10"]).status == 0)
        #expect(try cli.run(["bodyweight", "add", "81.2kg", "--date", "2025-03-14"]).status == 0)
        #expect(try cli.run(["export", "-o", "first.json"]).status == 0)
        #expect(try cli.run(["reset", "--yes"]).status == 0)
        #expect(try cli.run(["history", "--json"]).stdout == "[\n\n]\n")
        #expect(try cli.run(["import", "first.json"]).status == 0)
        #expect(try cli.run(["export", "-o", "second.json"]).status == 0)
        let first = try Data(contentsOf: folder.url.appendingPathComponent("first.json"))
        let second = try Data(contentsOf: folder.url.appendingPathComponent("second.json"))
        #expect(first == second)
        #expect(try cli.run(["import", "first.json"]).stdout.hasPrefix("Added 0 workouts"))
    }
}

/// `stats` through the binary: the dashboard and the scripting document.
@Suite struct StatsEndToEndTests {
    @Test func statsPrintsTheDashboardAndTheDocumentedJSON() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "Europe/Berlin", "--units", "lb"]).status == 0)
        #expect(try cli.run(["log", "--start", "2025-03-10 18:00", "--duration", "1h", "Bench Press: w135x10, 225x5x3"]).status == 0)
        #expect(try cli.run(["log", "--start", "2025-03-12 18:00", "--duration", "1h", "Bench Press: 230x5, f250x0"]).status == 0)

        let text = try cli.run(["stats", "--today", "2025-03-13"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("This week     2 workouts"))
        #expect(text.stdout.contains("Streak        1 week (longest 1)"))
        // 3 × 225 × 5 + 230 × 5 = 4525 lb of volume, shown in the display unit.
        #expect(text.stdout.contains("Total volume  4,525 lb"))

        let json = try cli.run(["stats", "--json", "--today", "2025-03-13", "--exercise", "bench press"])
        #expect(json.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(root["workoutsThisWeek"] as? Int == 2)
        #expect(root["totalVolumeKg"] as? Double == 2052.505)          // 15 × 102.058283 + 5 × 104.326245 kg (225 and 230 lb)
        let records = try #require(((root["exercises"] as? [[String: Any]])?.first)?["records"] as? [String: Any])
        #expect(records["heaviestWeightKg"] as? Double == 104.326)     // 230 lb; the missed 250 sets no record
        let detail = try #require(root["exercise"] as? [String: Any])
        #expect((detail["series"] as? [Any])?.count == 2)
    }
}
