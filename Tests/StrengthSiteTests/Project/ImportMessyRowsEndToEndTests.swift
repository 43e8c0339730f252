import Foundation
import Testing

/// `import` of the rows real exports get wrong, run as a user would: a workout written twice, a note a
/// spreadsheet broke over lines, timed holds under a reps exercise (the written fixtures, every checkout has them).
@Suite struct ImportMessyRowsEndToEndTests {
    static let written = TestPaths.writtenImports

    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let created = try folder.runner.run(["init", "--units", "kg", "--time-zone", "Europe/Berlin"])
        #expect(created.status == 0, "\(created.stderr)")
        return folder
    }

    func fixture(_ name: String) -> String {
        Self.written.appendingPathComponent(name).path
    }

    @Test func aWorkoutWrittenTwiceIsStoredOnceAndListedOrKeptWhenAsked() throws {
        let folder = try project()
        let file = fixture("strong/A-comma-workout-written-twice.csv")
        let kept = try folder.runner.run(["import", file, "--units", "kg", "--keep-copies", "--dry-run"])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout.contains("  Would add 3 workouts (23 sets)"))
        #expect(kept.stdout.contains("""
              Looks written more than once, imported as it is (1); if the app wrote it twice, --fold-copies stores each once:
                \(file):2-19: Leg Day, 2025-02-03 18:00:00, 2 copies of 9 rows

            """))

        let first = try folder.runner.run(["import", file, "--units", "kg"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("  Added 3 workouts (15 sets)"))
        #expect(first.stdout.contains("""
              Written more than once in the file, stored once (1); --keep-copies keeps every copy:
                \(file):2-19: Leg Day, 2025-02-03 18:00:00, 2 copies of 9 rows; lines 11-19 left out

            """))
        let again = try folder.runner.run(["import", file, "--units", "kg", "--json"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("\"workoutsAdded\" : 0"))
        #expect(again.stdout.contains("\"firstRepeatLine\" : 11"))
        #expect(again.stdout.contains("\"folded\" : true"))

        let both = try folder.runner.run(["import", file, "--fold-copies", "--keep-copies"])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("error: --fold-copies and --keep-copies contradict each other"))
    }

    @Test func aCircuitFromAnAppThatNumbersNoSetsIsListedAndFoldedOnlyWhenAsked() throws {
        let folder = try project()
        let file = fixture("fitnotes/old-header-ab-circuit-done-three-times.csv")
        let listed = try folder.runner.run(["import", file, "--dry-run"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("  Would add 2 workouts (15 sets)"))
        #expect(listed.stdout.contains("\(file):2-13: 2025-04-01, 3 copies of 4 rows\n"))
        let folded = try folder.runner.run(["import", file, "--fold-copies"])
        #expect(folded.status == 0, "\(folded.stderr)")
        #expect(folded.stdout.contains("  Added 2 workouts (7 sets)"))
    }

    @Test func notesBrokenOverLinesAndTimedHoldsLoseNothing() throws {
        let folder = try project()
        let notes = try folder.runner.run(["import", fixture("hevy/semicolon-resaved-notes-broken-over-lines.csv")])
        #expect(notes.status == 0, "\(notes.stderr)")
        #expect(notes.stdout.contains("  Added 2 workouts (6 sets)"))
        #expect(!notes.stdout.contains("Skipped rows"))
        #expect(notes.stdout.contains("a note a spreadsheet broke over lines (its quotes lost when the file was saved again) was joined back onto its row (lines 2, 4, 7, 12)"))

        let holds = try folder.runner.run(["import", fixture("fitbod/current-three-equal-rows-and-timed-holds.csv")])
        #expect(holds.status == 0, "\(holds.stderr)")
        #expect(holds.stdout.contains("    Single Leg Glute Bridge (Hold) — duration, Glutes, 3 sets\n"))
        let list = try folder.runner.run(["exercise", "show", "Single Leg Glute Bridge (Hold)", "--json"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("\"type\" : \"duration\""))
    }

    /// A lone spike through the binary: imported and held, absent from the site; confirmed, on it.
    @Test func aLoneSpikeIsHeldOffTheSiteUntilConfirmed() throws {
        let folder = try project()
        let imported = try folder.runner.run(["import", fixture("strong/A-comma-progression-and-a-lone-spike.csv"), "--units", "kg"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("  Big jumps kept as progress (1)"))
        #expect(imported.stdout.contains("  Held (1): far beyond this exercise's sets before it, and no later session comes near it."))
        let confirm = "strength-site history confirm 2025-01-20-1800-legs-and-arms --exercise \"Cable Curl\" --set 1"
        #expect(imported.stdout.contains("      \(confirm)\n"))
        let site = folder.url.appendingPathComponent("Site")
        func page(_ path: String) throws -> String { try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8) }

        #expect(try folder.runner.run(["build", "--today", "2025-02-05"]).status == 0)
        #expect(try !page("exercise/cable-curl.html").contains("100 kg"))
        #expect(try page("exercise/hack-squat.html").contains("130 kg"))
        #expect(try page("workouts/2025-01-20-1800-legs-and-arms.html").contains("<td>Held</td><td>100 kg</td>"))
        #expect(try page("index.html").contains("1 set is held"))

        // The command the summary printed, as a shell splits it.
        let confirmed = try folder.runner.run(["history", "confirm", "2025-01-20-1800-legs-and-arms", "--exercise", "Cable Curl", "--set", "1"])
        #expect(confirmed.status == 0, "\(confirmed.stderr)")
        #expect(try folder.runner.run(["build", "--today", "2025-02-05"]).status == 0)
        #expect(try page("exercise/cable-curl.html").contains("100 kg"))
        #expect(try !page("workouts/2025-01-20-1800-legs-and-arms.html").contains("<td>Held</td>"))
        #expect(try !page("index.html").contains("is held"))
    }

    /// Body weight typed as load: held and listed with the one command, which takes it as body weight.
    @Test func bodyWeightTypedAsLoadIsTakenAsBodyWeightByTheCommandListed() throws {
        let folder = try project()
        let imported = try folder.runner.run(["import", fixture("fitnotes/new-header-body-weight-as-load.csv")])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("  Looks like body weight (2): "))
        #expect(imported.stdout.contains("    Chin Up: 12 sets, 2025-09-01 to 2025-10-27 (lines 2, 3, 4, 7, 8, 9, 12, 13, 14, 17 …)\n"
                                         + "      strength-site history confirm --exercise \"Chin Up\" --as-body-weight\n"))
        let taken = try folder.runner.run(["history", "confirm", "--exercise", "Chin Up", "--as-body-weight"])
        #expect(taken.status == 0, "\(taken.stderr)")
        #expect(taken.stdout.hasPrefix("Took 12 sets' loads as body weight (4 body-weight entries added)"))
        let held = try folder.runner.run(["history", "held"])
        #expect(held.stdout.hasPrefix("4 held sets"))
        #expect(held.stdout.contains("to take it as body weight: strength-site history confirm --exercise \"Dip\" --as-body-weight"))
    }
}
