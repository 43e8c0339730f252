import Foundation
import Testing

/// `export --format strong` through the binary: a history written in Strong's layout and imported
/// into a fresh project (`import --format strong`) gives the same workouts, sets, volume, working sets
/// and records, in either unit.
@Suite struct ExportStrongEndToEndTests {
    /// Every exercise type, every set kind, RPE, a custom exercise, notes with a line break and quotes.
    static let history: [[String]] = [
        ["log", "--start", "2025-03-03 18:00", "--name", "Upper \"A\", heavy", "--duration", "65m", "--notes", "Felt strong\nslept 8h",
         "Bench Press: w40x10, 80x5 @8, 80x5 @8.5, f80x3, d60x8", "Pull Up: x8, +10x6, -20x5", "Plank: 60s, 45s"],
        ["log", "--start", "2025-03-05 07:30", "--name", "Run and carry", "--duration", "50m",
         "Running: 5.2km in 26:00", "Farmer's Carry: 40x60s", "Jump Rope: x100", "Plate Pinch Grip: 20x45s"],
        ["log", "--start", "2025-03-07 18:00", "--name", "Legs",
         "Squat: 100x5, 102.5x5, 105x3", "Deadlift: 140x5", "Leg Curl: 41.25x12"],
    ]

    func projectWithHistory(units: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--units", units, "--time-zone", "Europe/Berlin", "--no-program"]).status == 0)
        #expect(try cli.run(["exercise", "add", "Plate Pinch Grip", "--type", "weight_duration", "--category", "Forearms"]).status == 0)
        for command in Self.history {
            let logged = try cli.run(command)
            #expect(logged.status == 0, "\(logged.stderr)")
        }
        return folder
    }

    @Test(arguments: ["kg", "lb"])
    func aHistoryExportedAsStrongImportsToTheSameAnalytics(_ units: String) throws {
        let source = try projectWithHistory(units: units)
        let exported = try source.runner.run(["export", "--format", "strong", "-o", "strong.csv"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stderr.contains("Weights are in \(units) and distances in \(units == "lb" ? "miles" : "km"): Strong's layout names no unit "
            + "(strength-site import --units \(units) reads it back)"))
        let csv = try String(contentsOf: source.url.appendingPathComponent("strong.csv"), encoding: .utf8)
        #expect(csv.hasPrefix("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2025-03-03 18:00:00,\"Upper \"\"A\"\", heavy\",1h 5m,\"Bench Press\",W,"))

        let target = try TemporaryFolder()
        #expect(try target.runner.run(["init", "--units", units, "--time-zone", "Europe/Berlin", "--no-program"]).status == 0)
        // Strong's layout names no unit; a history this short has too few telling weights to show it.
        let imported = try target.runner.run(["import", "--format", "strong", "--units", units, source.url.appendingPathComponent("strong.csv").path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("  Added 3 workouts (19 sets); 0 of the file's 3 already here"))

        let today = ["--today", "2025-03-09"]
        let before = try source.runner.run(["stats", "--json"] + today)
        let after = try target.runner.run(["stats", "--json"] + today)
        #expect(before.status == 0 && after.status == 0)
        #expect(after.stdout == before.stdout)
        #expect(before.stdout.contains("\"totalWorkouts\" : 3"))
    }

    @Test func theHelpSaysWhatStrongsLayoutLeavesOut() throws {
        let folder = try TemporaryFolder()
        let help = try folder.runner.run(["export", "--help"])
        let text = help.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains("Templates, splits, body weight, settings, what the library knows of an exercise beyond its name"))
        #expect(text.contains("--format <format>"))
    }
}
