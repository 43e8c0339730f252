import Foundation
import Testing

/// What issue 14 and 15 added to the site, through the real binary: DOTS once it is chosen and body
/// weight is published, weekly trend charts, heatmap days that link to workouts, and a rebuild after
/// one more workout that keeps the other workouts' pages and an older year's calendar without rendering them,
/// and `stats --json` printing the site's stats.json.
@Suite struct LifterSiteEndToEndTests {
    @Test func dotsTrendsLinkedDaysAndIncrementalRebuilds() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC", "--units", "kg"]).status == 0)
        #expect(try cli.run(["bodyweight", "add", "80", "--date", "2025-03-01"]).status == 0)
        for (day, squat) in [("2025-03-03", 140), ("2025-03-05", 142.5), ("2025-03-10", 145)] {
            let logged = try cli.run(["log", "--start", "\(day) 18:00", "Squat: \(squat)x5", "Bench Press: 100x5", "Deadlift: 180x5"])
            #expect(logged.status == 0, "\(logged.stderr)")
        }
        // Runs in four earlier years: the oldest year's calendar gets a page of its own.
        for year in 2019...2021 {
            #expect(try cli.run(["log", "--start", "\(year)-05-04 07:00", "Running: 5km in 25:00"]).status == 0)
        }
        #expect(try cli.run(["settings", "set", "dots", "men"]).status == 0)
        func build() throws -> String {
            let result = try cli.run(["build", "--today", "2025-03-12"])
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout + result.stderr
        }
        func page(_ path: String) throws -> String {
            try String(contentsOf: folder.url.appendingPathComponent("Site/" + path), encoding: .utf8)
        }
        _ = try build()
        // Body weight is private by default, and a DOTS score would give it away.
        #expect(!(try page("index.html")).contains("DOTS"))
        #expect(try cli.run(["settings", "set", "publish-body-weight", "on"]).status == 0)
        _ = try build()
        // Brzycki 145 × 5 = 163.1, 100 × 5 = 112.5, 180 × 5 = 202.5: 478.1 kg at 80 kg.
        #expect(try page("index.html").contains("<strong>DOTS 329.7</strong> for a total of 478.1 kg"))
        #expect(try page("exercise/squat.html").contains("<figure class=\"chart chart-trend\"><figcaption>Estimated 1RM</figcaption>"))
        #expect(try page("calendar/index.html").contains("<a href=\"../workouts/2025-03-10-1800-workout.html\">"))

        let another = try cli.run(["log", "--start", "2025-03-11 18:00", "Bench Press: 102.5x5"])
        #expect(another.status == 0, "\(another.stderr)")
        let report = try build()
        // The new workout's page is written; the first one, two workouts away, is kept as it was.
        #expect(try page("workouts/2025-03-11-1800-workout.html").contains("102.5 kg"))
        #expect(report.contains("Built "), "\(report)")
        let manifest = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(".strength-site/cache").path)
            .filter { $0.hasPrefix("build-") }
        let lines = try String(contentsOf: folder.url.appendingPathComponent(".strength-site/cache/" + manifest[0]), encoding: .utf8)
        #expect(lines.hasPrefix("strength-site build manifest 5\n"))
        // A fingerprinted page's task is its path.
        #expect(lines.contains("\tworkouts/2025-03-03-1800-workout.html\t"))
        #expect(lines.contains("\tcalendar/2019.html\t"))
        #expect(try page("calendar/2019.html").contains("Training days in 2019"))
        // `stats --json` and the site's stats.json are one document, written the same way.
        let stats = try cli.run(["stats", "--json", "--today", "2025-03-12"])
        #expect(stats.status == 0)
        #expect(stats.stdout == (try page("stats.json")))
        #expect(stats.stdout.contains("\"totalWorkouts\" : 7,\n"))
    }

    /// The store image in `.strength-site/cache/` only spares reading files: a workout file edited
    /// by hand is read again, and a damaged or missing image changes nothing in the site.
    @Test func theStoreImageIsACacheNeverTheTruth() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC", "--units", "kg"]).status == 0)
        for day in ["2025-03-03", "2025-03-05", "2025-03-07"] {
            #expect(try cli.run(["log", "--start", "\(day) 18:00", "Squat: 140x5"]).status == 0)
        }
        func build() throws -> String {
            let result = try cli.run(["build", "--today", "2025-03-12"])
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }
        _ = try build()
        let image = folder.url.appendingPathComponent(".strength-site/cache/store-image")
        #expect(FileManager.default.fileExists(atPath: image.path))
        // An edit of the same length, later than the image by more than the clock's tick.
        Thread.sleep(forTimeInterval: 0.05)
        let file = folder.url.appendingPathComponent("Data/workouts/2025/2025-03-05-1800-workout.json")
        let json = try String(contentsOf: file, encoding: .utf8)
        #expect(json.contains("\"reps\" : 5"))
        try json.replacingOccurrences(of: "\"reps\" : 5", with: "\"reps\" : 7").write(to: file, atomically: false, encoding: .utf8)
        _ = try build()
        let page = try String(contentsOf: folder.url.appendingPathComponent("Site/workouts/2025-03-05-1800-workout.html"), encoding: .utf8)
        #expect(page.contains("<td>140 kg</td><td>7</td>"), "\(page)")

        let site = folder.url.appendingPathComponent("Site")
        let before = try FileManager.default.subpathsOfDirectory(atPath: site.path).sorted()
        for damage in [Data("not an image".utf8), Data()] {
            try damage.write(to: image)
            #expect(try build().contains(": 0 written"))
        }
        try FileManager.default.removeItem(at: image)
        #expect(try build().contains(": 0 written"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: site.path).sorted() == before)
    }

    /// The analysis checkpoint in `.strength-site/cache/analysis`: the next build takes it up (and
    /// says so), and one that is damaged or gone changes nothing in the site.
    @Test func theAnalysisCheckpointIsACacheNeverTheTruth() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC", "--units", "kg"]).status == 0)
        // Every other day from Monday 6 January 2025 (days of January, then February and March).
        let days = (0..<40).map { index -> String in
            let ordinal = 6 + 2 * index
            let (month, day) = ordinal <= 31 ? (1, ordinal) : ordinal <= 59 ? (2, ordinal - 31) : (3, ordinal - 59)
            return "2025-0\(month)-" + (day < 10 ? "0" : "") + "\(day)"
        }
        for (index, day) in days.enumerated() {
            let logged = try cli.run(["log", "--start", "\(day) 18:00", "Squat: \(100 + index)x5", "Pull Up: x\(5 + index % 7)"])
            #expect(logged.status == 0, "\(logged.stderr)")
        }
        func build(_ arguments: [String] = []) throws -> String {
            let result = try cli.run(["build", "--today", "2025-04-30", "--timings"] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout + result.stderr
        }
        func log(_ day: String, _ squat: Int) throws {
            #expect(try cli.run(["log", "--start", "\(day) 18:00", "Squat: \(squat)x5"]).status == 0)
        }
        // Each step's time, but validation's and the analysis's, which run at once, as one.
        let timed = try build().split(separator: "\n").filter { $0.hasPrefix("    ") && $0.hasSuffix(" s") }
        #expect(timed.map { $0.dropFirst(4).prefix { $0 != ":" } } == ["Load", "Validate and analyse", "Plan pages", "Render and write", "Prune"])
        let checkpoint = folder.url.appendingPathComponent(".strength-site/cache/analysis")
        #expect(FileManager.default.fileExists(atPath: checkpoint.path))
        // All but the newest 32 of the 40 workouts came from the checkpoint.
        try log("2025-04-20", 150)
        #expect(try build().contains("Analyse 33 newest workouts (the 8 before them from the last build's checkpoint)"))

        for damage in [Data("not a checkpoint".utf8), Data()] {
            try damage.write(to: checkpoint)
            try log(damage.isEmpty ? "2025-04-22" : "2025-04-21", 155)
            #expect(!(try build()).contains("from the last build's checkpoint"))
        }
        try FileManager.default.removeItem(at: checkpoint)
        try log("2025-04-23", 160)
        _ = try build()
        // The site is the one a build without any cache makes.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(".strength-site"))
        _ = try build(["--output", "Fresh"])
        for file in try FileManager.default.subpathsOfDirectory(atPath: folder.url.appendingPathComponent("Site").path)
            where file.hasSuffix(".html") || file.hasSuffix(".json") {
            let built = try Data(contentsOf: folder.url.appendingPathComponent("Site/" + file))
            #expect(built == (try Data(contentsOf: folder.url.appendingPathComponent("Fresh/" + file))), "\(file)")
        }
    }
}
