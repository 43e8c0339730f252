import Foundation
import Testing

/// A typo must not become a record: `log "Deadlift: 1400x5"` after 140×5 sessions stops with one
/// line (exit 64) and changes nothing, as do `workout add`, `workout edit` and `history edit`;
/// `--not-a-typo` keeps it; `import` keeps such rows and lists them with the command that fixes one.
@Suite struct TypoEndToEndTests {
    static let refused1400 = "error: Deadlift: 1400 kg is more than 1.5× your heaviest set so far (140 kg) and 50 kg over it — "
        + "did you mean 140? Nothing was saved; if 1400 kg is right, add --not-a-typo\n"

    /// A kg project with Deadlift 100×5, 140×5 on 14 March 2025.
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--units", "kg", "--time-zone", "UTC"]).status == 0)
        let logged = try cli.run(["log", "--start", "2025-03-14 18:00", "Deadlift: 100x5, 140x5"])
        #expect(logged.status == 0, "\(logged.stderr)")
        return folder
    }

    func refused(_ folder: TemporaryFolder, _ arguments: [String], _ message: String) throws {
        let before = try folder.dataSnapshot()
        let result = try folder.runner.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stdout)")
        #expect(result.stderr == message, "\(arguments)")
        #expect(result.stdout.isEmpty)
        #expect(try folder.dataSnapshot() == before)
    }

    @Test func logStopsAndNotATypoKeeps() throws {
        let folder = try project()
        try refused(folder, ["log", "--start", "2025-03-16 18:00", "Deadlift: 140x5, 1400x5"], Self.refused1400)
        try refused(folder, ["log", "--start", "2025-03-16 18:00", "Deadlift: 100x80"],
                    "error: Deadlift: 80 reps is more than 3× your most reps so far (5) and 30 over them. "
                    + "Nothing was saved; if 80 reps is right, add --not-a-typo\n")
        let kept = try folder.runner.run(["log", "--start", "2025-03-16 18:00", "Deadlift: 1400x5", "--not-a-typo"])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(try folder.runner.run(["stats", "--exercise", "Deadlift"]).stdout.contains("1400 kg"))
    }

    @Test func workoutAddAndEditStop() throws {
        let folder = try project()
        let cli = folder.runner
        #expect(try cli.run(["workout", "start", "--empty", "--name", "Pull"]).status == 0)
        #expect(try cli.run(["workout", "add", "Deadlift: 140x5"]).status == 0)
        try refused(folder, ["workout", "add", "Deadlift: 1400x5"], Self.refused1400)
        try refused(folder, ["workout", "edit", "--exercise", "Deadlift", "--set", "1", "--to", "1400x5"], Self.refused1400)
        #expect(try cli.run(["workout", "add", "Deadlift: 1400x5", "--not-a-typo"]).status == 0)
        #expect(try cli.run(["workout", "edit", "--exercise", "Deadlift", "--set", "1", "--to", "1300x5", "--not-a-typo"]).status == 0)
        #expect(try cli.run(["workout", "show"]).stdout.contains("1300 kg"))
    }

    /// Judged against the history without the workout being edited: its own 1400 is no best.
    @Test func historyEditStopsAgainstTheOtherWorkouts() throws {
        let folder = try project()
        let cli = folder.runner
        #expect(try cli.run(["log", "--name", "Pull", "--start", "2025-03-16 18:00", "Deadlift: 1400x5", "--not-a-typo"]).status == 0)
        try refused(folder, ["history", "edit", "2025-03-16-1800-pull", "--exercise", "Deadlift", "--set", "1", "--to", "1300x5"],
                    "error: Deadlift: 1300 kg is more than 1.5× your heaviest set so far (140 kg) and 50 kg over it — "
                    + "did you mean 130? Nothing was saved; if 1300 kg is right, add --not-a-typo\n")
        let fixed = try cli.run(["history", "edit", "2025-03-16-1800-pull", "--exercise", "Deadlift", "--set", "1", "--to", "140x5"])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(fixed.stdout.contains("140 kg × 5"))
    }

    /// A lone spike is kept, held and listed by export line (a dry run says the same), with the commands
    /// that count it or fix it; counted nowhere meanwhile; the fix, run, repairs it.
    @Test func importKeepsAndListsThemWithTheFix() throws {
        let folder = try project()
        let cli = folder.runner
        let header = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"
        let rows = "\"Pull\",\"16 Mar 2025, 18:00\",\"16 Mar 2025, 19:00\",\"\",\"Deadlift\",,\"\",0,normal,140,5,,,\n"
            + "\"Pull\",\"16 Mar 2025, 18:00\",\"16 Mar 2025, 19:00\",\"\",\"Deadlift\",,\"\",1,normal,1400,5,,,\n"
        try Data((header + rows).utf8).write(to: folder.url.appendingPathComponent("hevy.csv"))
        let listed = """
              Held (1): far beyond this exercise's sets before it, and no later session comes near it. Kept, and counted nowhere until you decide: the commands under each count it as it is, or fix it:
                hevy.csv:3: Deadlift: 1400 kg is more than 1.5× your heaviest set so far (140 kg) and 50 kg over it — did you mean 140?
                  strength-site history confirm 2025-03-16-1800-pull --exercise "Deadlift" --set 2
                  strength-site history edit 2025-03-16-1800-pull --exercise "Deadlift" --set 2 --to 140kgx5

            """
        let before = try folder.dataSnapshot()
        let dry = try cli.run(["import", "hevy.csv", "--dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains(listed), "\(dry.stdout)")
        #expect(try folder.dataSnapshot() == before)
        let imported = try cli.run(["import", "hevy.csv"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Added 1 workout (2 sets)"))
        #expect(imported.stdout.contains(listed), "\(imported.stdout)")
        // Held, it counts nowhere: the heaviest Deadlift is the 140, and stats --json lists the held set.
        let stats = try cli.run(["stats", "--exercise", "Deadlift", "--json"]).stdout
        #expect(stats.contains("\"heaviestWeightKg\" : 140,"))
        #expect(stats.contains("\"reason\" : \"held-outlier\""))
        #expect(try cli.run(["history", "held"]).stdout.hasPrefix("1 held set"))
        let fix = try cli.run(["history", "edit", "2025-03-16-1800-pull", "--exercise", "Deadlift", "--set", "2", "--to", "140kgx5"])
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(try cli.run(["history", "held"]).stdout == "No set is held: every set counts.\n")
        #expect(try cli.run(["stats", "--exercise", "Deadlift"]).stdout.contains("1400") == false)
    }
}
